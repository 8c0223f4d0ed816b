import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { shopClient } from '../api/shop-client';
import { AssistantEditor } from '../components/assistant/assistant-editor';
import { WorkspaceHeader } from '../components/workspace-header';

/**
 * `/user/shop/assistant`: the store's assistant draft, tried in the chat beside it (handed in by the app, so
 * the chat stays the chat feature's), and published with the diff.
 */
export function ShopAssistantPage(props: {
  renderTry: (draft: { version: number; storeuuid: string }) => ReactNode;
}) {
  const { t } = useTranslation('store-workspace');
  return (
    <div className="sf-ws-page" data-testid="shop-assistant">
      <WorkspaceHeader title={t('shop.assistant.title')} description={t('shop.assistant.description')} />
      <AssistantEditor client={shopClient} showProvider={false} renderAside={props.renderTry} />
    </div>
  );
}
