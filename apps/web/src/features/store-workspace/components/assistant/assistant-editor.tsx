import { timeFormat } from '@storefront/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Skeleton, Space, Tag, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusResult } from '../../../../components/status-result/status-result';
import { useRefresh } from '../../hooks/use-refresh';
import type { TStoreWorkspaceClient } from '../../types';
import { DraftForm } from './draft-form';
import { ProviderPanel } from './provider-panel';
import { PublishButton } from './publish-button';
import { TestPanel } from './test-panel';

export type TAssistantEditorProps = {
  client: TStoreWorkspaceClient;
  /** Operators see who answers (site owners change it). */
  showProvider: boolean;
  /**
   * Shown beside the form (the store owner's try-out chat); `version` grows with each save or publish, so
   * what it shows can start again with the new draft.
   */
  renderAside?: (draft: { version: number; storeuuid: string }) => ReactNode;
};

/**
 * A store's assistant: the draft's form (what `testagent` answers with), whether it differs from what
 * visitors get, publishing with the diff, and for operators the provider and "test connection".
 */
export function AssistantEditor({ client, showProvider, renderAside }: TAssistantEditorProps) {
  const { t } = useTranslation('store-workspace');
  const queryClient = useQueryClient();
  const refresh = useRefresh(client.queryKey);
  const [version, setVersion] = useState(0);
  const key = [...client.queryKey, 'assistant'];
  const detail = useQuery({ queryKey: key, queryFn: client.assistant.detail });

  if (detail.isError && !detail.data) {
    return (
      <StatusResult
        status="warning"
        title={t('assistant.loadFailed')}
        extra={<Button onClick={() => void detail.refetch()}>{t('action.retry')}</Button>}
      />
    );
  }
  if (!detail.data) return <Skeleton active paragraph={{ rows: 10 }} data-testid="assistant-loading" />;

  const { draft, published, changed } = detail.data;
  const handleSaved = (next: typeof detail.data) => {
    queryClient.setQueryData(key, next);
    setVersion((current) => current + 1);
    void refresh();
  };
  const aside = renderAside?.({ version, storeuuid: detail.data.store.storeuuid });
  const { test } = client.assistant;
  const side =
    showProvider || test ? (
      <div className="sf-ws-assistant-side">
        {showProvider ? (
          <ProviderPanel client={client.assistant} draft={draft} onSaved={handleSaved} />
        ) : null}
        {test ? <TestPanel test={test} /> : null}
      </div>
    ) : null;
  return (
    <div className="sf-ws-assistant" data-testid="assistant-editor">
      <div className="sf-ws-assistant-status">
        <Space wrap size={[8, 4]}>
          {changed ? (
            <Tag color="orange" data-testid="assistant-changed">
              {t('assistant.unpublished')}
            </Tag>
          ) : (
            <Tag color="green" data-testid="assistant-up-to-date">
              {t('assistant.upToDate')}
            </Tag>
          )}
          <Typography.Text type="secondary">
            {t('assistant.times', {
              draft: timeFormat(draft.update_time, 'yyyy-mm-dd hh:MM'),
              published: timeFormat(published.update_time, 'yyyy-mm-dd hh:MM'),
            })}
          </Typography.Text>
          <Typography.Text type="secondary">
            {t('assistant.knowledgeCounts', {
              draft: draft.knowledge_count,
              published: published.knowledge_count,
            })}
          </Typography.Text>
        </Space>
        <PublishButton client={client} hasChanges={changed} onPublished={() => setVersion((v) => v + 1)} />
      </div>
      <div className={aside || side ? 'sf-ws-assistant-body has-aside' : 'sf-ws-assistant-body'}>
        <div className="sf-ws-assistant-main">
          <DraftForm key={draft.id} client={client.assistant} draft={draft} onSaved={handleSaved} />
        </div>
        {aside ? <aside className="sf-ws-assistant-aside">{aside}</aside> : side}
      </div>
    </div>
  );
}
