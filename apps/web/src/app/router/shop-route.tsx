import type { ComponentType } from 'react';
import { useSite, useUserInfo } from '../../features/site';
import { WorkspaceChrome } from './workspace-chrome';

export type TShopPage = 'store' | 'assistant' | 'knowledge' | 'conversations' | 'inbox';

/** The assistant's page tries the draft in the chat feature's `testagent` chat beside the form. */
async function assistantPage(): Promise<ComponentType> {
  const [workspace, chat] = await Promise.all([
    import('../../features/store-workspace'),
    import('../../features/chat/pages/draft-chat'),
  ]);
  return function ShopAssistant() {
    const { site } = useSite();
    return (
      <workspace.ShopAssistantPage
        renderTry={({ version, storeuuid }) => (
          <chat.DraftChat key={version} storeuuid={storeuuid} cdnUrl={site.cdnUrl} />
        )}
      />
    );
  };
}

async function workspacePage(page: Exclude<TShopPage, 'assistant'>): Promise<ComponentType> {
  const workspace = await import('../../features/store-workspace');
  const pages = {
    store: workspace.ShopStorePage,
    knowledge: workspace.ShopKnowledgePage,
    conversations: workspace.ShopConversationsPage,
    inbox: workspace.ShopInboxPage,
  };
  return pages[page];
}

/**
 * Composes a My store page (`/user/shop/...`): the store workspace's page with the app's area picker, safe
 * markdown and upload limits, for members who own a store; the others are told how to get one.
 */
export async function loadShopPage(page: TShopPage): Promise<ComponentType> {
  const [Page, { ShopNoStore }] = await Promise.all([
    page === 'assistant' ? assistantPage() : workspacePage(page),
    import('../../features/store-workspace'),
  ]);
  return function ShopRoute() {
    const member = useUserInfo();
    if (!member?.shop_id) return <ShopNoStore />;
    return (
      <WorkspaceChrome>
        <Page />
      </WorkspaceChrome>
    );
  };
}
