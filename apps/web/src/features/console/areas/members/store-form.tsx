import { API, CONSOLE_API, type TMemberDetail } from '@storefront/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../../../lib/use-submit';
import { callConsole } from '../../lib/call-console';

/** A search typed into the store picker, sent once typing pauses. */
function useSettled(value: string, delayMs = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * Makes the member the owner of a store chosen by searching the stores' names (the member then manages it in
 * "My store"), or takes their store away.
 */
export function StoreForm(props: { member: TMemberDetail; onClose: () => void; onSaved: () => void }) {
  const { member, onClose, onSaved } = props;
  const { t } = useTranslation(['console-members', 'console']);
  const [search, setSearch] = useState('');
  const [storeId, setStoreId] = useState<number | undefined>(member.store?.id);
  const quickSearch = useSettled(search.trim());
  const { isBusy, run } = useSubmit();
  const stores = useQuery({
    queryKey: ['console', 'store-options', quickSearch],
    queryFn: () => callConsole(API.stores.quickSearch, { query: { select: 'true', quickSearch, limit: 20 } }),
  });
  const options = (stores.data?.list ?? []).map((store) => ({ value: store.id, label: store.name }));
  if (member.store && !options.some((option) => option.value === member.store?.id)) {
    options.unshift({ value: member.store.id, label: member.store.name });
  }

  const save = (shopId: number) =>
    run(async () => {
      await callConsole(CONSOLE_API.members.store, {
        body: { id: member.id, shop_id: shopId },
        showSuccessMessage: true,
      });
      onSaved();
    });

  return (
    <Modal
      open
      title={t('store.title', { name: member.username })}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <div className="sf-member-dialog-footer">
          {member.store ? (
            <Button danger onClick={() => void save(0)} disabled={isBusy} data-testid="member-store-revoke">
              {t('store.revoke')}
            </Button>
          ) : null}
          <Button onClick={onClose}>{t('console:action.cancel')}</Button>
          <Button
            type="primary"
            loading={isBusy}
            disabled={!storeId || storeId === member.store?.id}
            onClick={() => storeId && void save(storeId)}
            data-testid="member-store-save"
          >
            {t('store.grant')}
          </Button>
        </div>
      }
    >
      <Typography.Paragraph type="secondary">{t('store.help')}</Typography.Paragraph>
      <Select
        className="sf-member-store-select"
        showSearch={{ filterOption: false, onSearch: setSearch }}
        value={storeId}
        placeholder={t('store.placeholder')}
        loading={stores.isFetching}
        options={options}
        notFoundContent={stores.isFetching ? null : t('store.none')}
        onChange={(value: number) => setStoreId(value)}
        data-testid="member-store-select"
      />
    </Modal>
  );
}
