import { Button, Drawer, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatusResult } from '../../../../components/status-result/status-result';
import { useIsPhone } from '../../../../lib/use-media-query';
import { MemberDetail } from './member-detail';
import { useMember } from './use-member';

/** A member's panel: who they are, their balances and recent logs, and what an operator can change. */
export function MemberDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation(['console-members', 'console']);
  const isPhone = useIsPhone();
  const member = useMember(id);

  return (
    <Drawer
      open
      onClose={onClose}
      size={isPhone ? '100%' : 680}
      title={member.data ? member.data.username : t('detail.title')}
      data-testid="member-drawer"
      destroyOnHidden
    >
      {member.data ? (
        <MemberDetail member={member.data} />
      ) : member.isError ? (
        <StatusResult
          status="warning"
          title={t('detail.loadFailed')}
          extra={<Button onClick={() => void member.refetch()}>{t('console:table.retry')}</Button>}
        />
      ) : (
        <Skeleton active avatar paragraph={{ rows: 8 }} />
      )}
    </Drawer>
  );
}
