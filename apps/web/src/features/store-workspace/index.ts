import './workspace.css';
import './styles/assistant.css';
import './styles/conversations.css';

export { consoleLogoUpload, createConsoleClients, type TConsoleClients } from './api/console-client';
export { AssistantEditor } from './components/assistant/assistant-editor';
export { PublishAction } from './components/assistant/publish-action';
export { ConversationBrowser } from './components/conversations/conversation-browser';
export { knowledgeSearch } from './components/conversations/message-sources';
export { UnansweredList } from './components/conversations/unanswered-list';
export { KnowledgeManager } from './components/knowledge/knowledge-manager';
export { StoreForm, type TStoreFormValues } from './components/store-form';
export { WorkspaceChromeContext } from './hooks/use-workspace-chrome';
export { ShopAssistantPage } from './pages/shop-assistant-page';
export { ShopConversationsPage } from './pages/shop-conversations-page';
export { ShopKnowledgePage } from './pages/shop-knowledge-page';
export { ShopNoStore } from './pages/shop-no-store';
export { ShopStorePage } from './pages/shop-store-page';
export type { TAreaPickerProps, TWorkspaceChrome } from './types';
