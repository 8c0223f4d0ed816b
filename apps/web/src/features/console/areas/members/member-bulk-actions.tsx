import { CheckCircleOutlined, StopOutlined } from '@ant-design/icons';
import { CONSOLE_API, type TStatus } from '@storefront/shared';
import type { Key } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkAction } from '../../../../components/selection-bar/bulk-action';
import { showSuccess } from '../../../../lib/feedback';
import { useReloadConsoleList } from '../../components/console-table';
import { callConsole } from '../../lib/call-console';

/** Disable or enable the ticked members in one request each, after a confirmation naming how many. */
export function MemberBulkActions({ keys, clear }: { keys: Key[]; clear: () => void }) {
  const { t } = useTranslation('console-members');
  const reload = useReloadConsoleList(CONSOLE_API.members.list);
  const action = (status: TStatus) => (
    <BulkAction
      keys={keys}
      run={(ids) => callConsole(CONSOLE_API.members.bulkStatus, { body: { ids, status } })}
      confirm={t(status === 'disable' ? 'bulk.disableConfirm' : 'bulk.enableConfirm', { count: keys.length })}
      onDone={({ changed }) => {
        const done = t(status === 'disable' ? 'bulk.disabled' : 'bulk.enabled', { changed });
        const rest = keys.length - changed;
        showSuccess(rest > 0 ? `${done} · ${t('bulk.unchanged', { count: rest })}` : done);
        clear();
        void reload();
      }}
      label={t(status === 'disable' ? 'bulk.disable' : 'bulk.enable')}
      icon={status === 'disable' ? <StopOutlined /> : <CheckCircleOutlined />}
      danger={status === 'disable'}
      testId={`members-bulk-${status}`}
    />
  );
  return (
    <>
      {action('disable')}
      {action('enable')}
    </>
  );
}
