import { callConsole, streamConsole, type TConsoleWorkspace } from '../../features/console';
import {
  AssistantEditor,
  ConversationBrowser,
  consoleLogoUpload,
  createConsoleClients,
  KnowledgeManager,
  knowledgeSearch,
  PublishAction,
  StoreForm,
  UnansweredList,
} from '../../features/store-workspace';
import { WorkspaceChrome } from './workspace-chrome';

const clientsFor = (canManageProvider: boolean) =>
  createConsoleClients({ call: callConsole, stream: streamConsole, canManageProvider });
const clients = clientsFor(false);
const uploadLogo = consoleLogoUpload(callConsole);

/**
 * The store workspace's editors bound to the console's calls (the operator's token, any store by id), for the
 * console's stores, assistants, knowledge and conversations areas.
 */
export const consoleWorkspace: TConsoleWorkspace = {
  StoreForm: function ConsoleStoreForm({ form, store, onSaved, onBusyChange, onEdited }) {
    return (
      <WorkspaceChrome>
        <StoreForm
          form={form}
          store={store}
          showMarks
          save={(values) => (store ? clients.store(store.id).store.save(values) : clients.addStore(values))}
          uploadLogo={uploadLogo}
          onSaved={onSaved}
          onBusyChange={onBusyChange}
          onEdited={onEdited}
        />
      </WorkspaceChrome>
    );
  },
  AssistantEditor: function ConsoleAssistantEditor({ storeId, canManageProvider }) {
    return (
      <WorkspaceChrome>
        <AssistantEditor client={clientsFor(canManageProvider).store(storeId)} showProvider />
      </WorkspaceChrome>
    );
  },
  KnowledgeManager: function ConsoleKnowledge({ storeId }) {
    return (
      <WorkspaceChrome>
        <KnowledgeManager client={clients.store(storeId)} />
      </WorkspaceChrome>
    );
  },
  PublishAction: function ConsolePublish({ storeId }) {
    return (
      <WorkspaceChrome>
        <PublishAction client={clients.store(storeId)} />
      </WorkspaceChrome>
    );
  },
  ConversationBrowser: function ConsoleConversations({ storeId }) {
    return (
      <WorkspaceChrome>
        <ConversationBrowser
          client={clients.conversations(storeId)}
          showStore={storeId === undefined}
          entryHref={(source, store) => `/admin/knowledge?store=${store}&${knowledgeSearch(source)}`}
        />
      </WorkspaceChrome>
    );
  },
  UnansweredList: function ConsoleUnanswered({ storeId }) {
    return (
      <WorkspaceChrome>
        <UnansweredList client={clients.conversations(storeId)} showStore={storeId === undefined} />
      </WorkspaceChrome>
    );
  },
};
