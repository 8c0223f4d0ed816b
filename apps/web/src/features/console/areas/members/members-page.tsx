import { CONSOLE_API } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConsoleTable } from '../../components/console-table';
import { ListExportButton } from '../../components/export-button';
import { PageHead } from '../../components/page-head';
import { MemberBulkActions } from './member-bulk-actions';
import { memberColumns } from './member-columns';
import { MemberDrawer } from './member-drawer';
import { MemberFilters, useMemberFilters } from './member-filters';
import './members.css';

/**
 * `/admin/members`: find members, export them as filtered, and open one to change their status, password, store
 * or balances.
 */
export function MembersPage() {
  const { t } = useTranslation(['console-members', 'console']);
  const [params, setParams] = useSearchParams();
  const filters = useMemberFilters();
  const openId = Number(params.get('member')) || undefined;

  // The open member lives in the address too, so a reload or a shared link shows the same panel.
  const setOpen = (id: number | undefined) => {
    const next = new URLSearchParams(params);
    if (id) next.set('member', String(id));
    else next.delete('member');
    setParams(next, { replace: true });
  };

  return (
    <>
      <PageHead
        title={t('title')}
        description={t('description')}
        extra={
          <ListExportButton endpoint={CONSOLE_API.members.export} filters={filters} testId="members-export" />
        }
      />
      <ConsoleTable
        endpoint={CONSOLE_API.members.list}
        testId="members-table"
        searchPlaceholder={t('search')}
        filters={filters}
        toolbar={<MemberFilters />}
        columns={memberColumns(t, setOpen)}
        bulkActions={(keys, clear) => <MemberBulkActions keys={keys} clear={clear} />}
      />
      {openId ? <MemberDrawer id={openId} onClose={() => setOpen(undefined)} /> : null}
    </>
  );
}
