import { useTranslation } from 'react-i18next';
import { shopInboxClient } from '../api/inbox-client';
import { shopClient } from '../api/shop-client';
import { PublishAction } from '../components/assistant/publish-action';
import { knowledgeSearch } from '../components/conversations/message-sources';
import { HandoffInbox } from '../components/inbox/handoff-inbox';
import { WorkspaceHeader } from '../components/workspace-header';

/**
 * `/user/shop/inbox`: conversations visitors handed over to the store, live; the owner replies in place and
 * turns a reply into a knowledge entry of the draft, which publishing makes the assistant's answer.
 */
export function ShopInboxPage() {
  const { t } = useTranslation('store-workspace');
  return (
    <div className="sf-ws-page" data-testid="shop-inbox">
      <WorkspaceHeader
        title={t('shop.inbox.title')}
        description={t('shop.inbox.description')}
        extra={<PublishAction client={shopClient} />}
      />
      <HandoffInbox
        client={shopInboxClient}
        entryHref={(source) => `/user/shop/knowledge?${knowledgeSearch(source)}`}
        addKnowledge={shopClient.knowledge.add}
      />
    </div>
  );
}
