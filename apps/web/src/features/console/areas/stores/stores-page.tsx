import { CONSOLE_API, type TConsoleStore } from '@storefront/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showConfirm } from '../../../../lib/feedback';
import { useIsPhone } from '../../../../lib/use-media-query';
import { ConsoleTable, useReloadConsoleList } from '../../components/console-table';
import { PageHead } from '../../components/page-head';
import { callConsole } from '../../lib/call-console';
import { storeColumns } from './store-columns';
import { StoreDrawer } from './store-drawer';
import { StoreFilters, useStoreFilters } from './store-filters';

/** `/admin/stores`: every store, open or closed, with its card's fields, marks and the way to its assistant. */
export function StoresPage() {
  const { t } = useTranslation(['console-stores', 'console']);
  const reload = useReloadConsoleList(CONSOLE_API.stores.list);
  const filters = useStoreFilters();
  const navigate = useNavigate();
  const isPhone = useIsPhone();
  const [editing, setEditing] = useState<{ store?: TConsoleStore } | null>(null);

  const remove = (store: TConsoleStore) =>
    showConfirm({
      title: t('confirmDelete', { name: store.name }),
      content: t('confirmDeleteText'),
      okButtonProps: { danger: true },
      okText: t('console:action.delete'),
      cancelText: t('console:action.cancel'),
      onOk: async () => {
        await callConsole(CONSOLE_API.stores.del, {
          body: { ids: [store.id] },
          showSuccessMessage: true,
        }).catch(() => undefined);
        await reload();
      },
    });

  return (
    <>
      <PageHead
        title={t('title')}
        description={t('description')}
        add={{ label: t('add'), testId: 'store-add', onClick: () => setEditing({}) }}
      />
      <ConsoleTable
        endpoint={CONSOLE_API.stores.list}
        testId="stores-table"
        searchPlaceholder={t('search')}
        filters={filters}
        toolbar={<StoreFilters />}
        columns={storeColumns(
          t,
          {
            onEdit: (store) => setEditing({ store }),
            onOpen: (path) => navigate(`/admin/${path}`),
            onDelete: (store) => void remove(store),
          },
          isPhone,
        )}
      />
      {editing ? (
        <StoreDrawer store={editing.store} onClose={() => setEditing(null)} onSaved={() => void reload()} />
      ) : null}
    </>
  );
}
