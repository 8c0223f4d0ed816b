import { MessageOutlined } from '@ant-design/icons';
import type { TConsoleStore } from '@storefront/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Form, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusResult } from '../../../components/status-result/status-result';
import { UnsavedMark } from '../../../components/unsaved-mark';
import { useUnsavedChanges } from '../../../lib/unsaved/use-unsaved-changes';
import { shopClient, shopLogoUpload } from '../api/shop-client';
import { StoreForm, type TStoreFormValues } from '../components/store-form';
import { WorkspaceHeader } from '../components/workspace-header';

const key = [...shopClient.queryKey, 'store'];

/** What only operators change, for reference (whether the store chats, is featured), and its chat's address. */
function OperatorMarks({ store }: { store: TConsoleStore }) {
  const { t } = useTranslation('store-workspace');
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 3 }}
      className="sf-ws-marks"
      items={[
        {
          key: 'status',
          label: t('store.status'),
          children: (
            <Tag color={store.status === 'open' ? 'green' : 'default'}>
              {t(`store.status.${store.status}`)}
            </Tag>
          ),
        },
        {
          key: 'featured',
          label: t('store.featured'),
          children: t(store.featured ? 'common.yes' : 'common.no'),
        },
        {
          key: 'link',
          label: t('store.chatLink'),
          children: (
            <Typography.Text copyable data-testid="store-chat-link">
              {`${window.location.origin}/chatai/${store.storeuuid}`}
            </Typography.Text>
          ),
        },
      ]}
    />
  );
}

/** `/user/shop/store`: the card of the store the member owns. */
export function ShopStorePage() {
  const { t } = useTranslation('store-workspace');
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TStoreFormValues>();
  const [isBusy, setBusy] = useState(false);
  const unsaved = useUnsavedChanges();
  const store = useQuery({ queryKey: key, queryFn: shopClient.store.detail });

  let body = <Skeleton active paragraph={{ rows: 10 }} />;
  if (store.isError && !store.data) {
    body = (
      <StatusResult
        status="warning"
        title={t('store.loadFailed')}
        extra={<Button onClick={() => void store.refetch()}>{t('action.retry')}</Button>}
      />
    );
  } else if (store.data) {
    body = (
      <div className="sf-ws-store">
        <OperatorMarks store={store.data} />
        <StoreForm
          form={form}
          store={store.data}
          showMarks={false}
          save={shopClient.store.save}
          uploadLogo={shopLogoUpload}
          onSaved={(saved) => {
            queryClient.setQueryData(key, saved);
            unsaved.markSaved();
          }}
          onBusyChange={setBusy}
          onEdited={unsaved.markChanged}
        />
        <div className="sf-ws-form-actions">
          <UnsavedMark isDirty={unsaved.isDirty} />
          <Button type="primary" loading={isBusy} onClick={() => form.submit()} data-testid="store-save">
            {t('action.save')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="sf-ws-page" data-testid="shop-store">
      <WorkspaceHeader
        title={t('shop.store.title')}
        description={t('shop.store.description')}
        extra={
          store.data ? (
            <Link to={`/chatai/${store.data.storeuuid}`}>
              <Button icon={<MessageOutlined />}>{t('shop.openChat')}</Button>
            </Link>
          ) : null
        }
      />
      {body}
    </div>
  );
}
