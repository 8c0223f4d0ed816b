import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { shopClient } from '../api/shop-client';
import { PublishAction } from '../components/assistant/publish-action';
import { ConversationBrowser } from '../components/conversations/conversation-browser';
import { knowledgeSearch } from '../components/conversations/message-sources';
import { UnansweredList } from '../components/conversations/unanswered-list';
import { WorkspaceHeader } from '../components/workspace-header';

/**
 * `/user/shop/conversations`: the store's conversations with their feedback, and the questions its assistant
 * could not answer (`?tab=unanswered`), each a click from becoming knowledge; publishing makes it an answer.
 */
export function ShopConversationsPage() {
  const { t } = useTranslation('store-workspace');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'unanswered' ? 'unanswered' : 'conversations';
  return (
    <div className="sf-ws-page" data-testid="shop-conversations">
      <WorkspaceHeader
        title={t('shop.conversations.title')}
        description={t('shop.conversations.description')}
        extra={<PublishAction client={shopClient} />}
      />
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'unanswered' ? { tab: key } : {}, { replace: true })}
        items={[
          {
            key: 'conversations',
            label: t('conversations.tab'),
            children: (
              <ConversationBrowser
                client={shopClient.conversations}
                showStore={false}
                entryHref={(source) => `/user/shop/knowledge?${knowledgeSearch(source)}`}
              />
            ),
          },
          {
            key: 'unanswered',
            label: <span data-testid="tab-unanswered">{t('unanswered.tab')}</span>,
            children: <UnansweredList client={shopClient.conversations} showStore={false} />,
          },
        ]}
      />
    </div>
  );
}
