import { useTranslation } from 'react-i18next';
import { shopClient } from '../api/shop-client';
import { PublishAction } from '../components/assistant/publish-action';
import { KnowledgeManager } from '../components/knowledge/knowledge-manager';
import { WorkspaceHeader } from '../components/workspace-header';

/** `/user/shop/knowledge`: the draft assistant's knowledge, with CSV import and export, and publishing. */
export function ShopKnowledgePage() {
  const { t } = useTranslation('store-workspace');
  return (
    <div className="sf-ws-page" data-testid="shop-knowledge">
      <WorkspaceHeader
        title={t('shop.knowledge.title')}
        description={t('shop.knowledge.description')}
        extra={<PublishAction client={shopClient} />}
      />
      <KnowledgeManager client={shopClient} />
    </div>
  );
}
