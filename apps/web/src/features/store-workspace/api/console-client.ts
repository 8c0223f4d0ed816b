import { API, type TEndpointBody, type TStreamEndpoint } from '@storefront/shared';
import type { createApiCaller } from '../../../lib/http';
import type {
  TConversationsClient,
  TStoreValues,
  TStoreWorkspaceClient,
  TStreamOptions,
  TUploadImage,
} from '../types';

type TCaller = ReturnType<typeof createApiCaller>;
type TStreamer = <E extends TStreamEndpoint>(
  entry: E,
  body: TEndpointBody<E>,
  options: TStreamOptions,
) => Promise<void>;

/** How the console reaches the server: its caller and streamer with the operator's token. */
export type TConsoleCalls = { call: TCaller; stream: TStreamer; canManageProvider: boolean };

const saved = { showSuccessMessage: true } as const;

/** The store-scoped calls of the console: any store, named by id; provider and test for who may use them. */
export function createConsoleClients({ call, stream, canManageProvider }: TConsoleCalls) {
  const conversations = (storeId?: number): TConversationsClient => {
    const scope = storeId ? { store_id: storeId } : {};
    return {
      queryKey: ['console', 'conversations', storeId ?? 'all'],
      list: (query) => call(API.console.conversations.list, { query: { ...query, ...scope } }),
      messages: (query) => call(API.console.conversations.messages, { query }),
      exportCsv: (query) => call(API.console.conversations.export, { query: { ...query, ...scope } }),
      unanswered: (query) => call(API.console.conversations.unanswered, { query: { ...query, ...scope } }),
      toKnowledge: (body) => call(API.console.conversations.toKnowledge, { body, ...saved }),
    };
  };

  const store = (storeId: number): TStoreWorkspaceClient => {
    const scope = { store_id: storeId };
    return {
      // Under 'console', so the console's language switch fetches these again too.
      queryKey: ['console', 'workspace', storeId],
      store: {
        detail: () => call(API.console.stores.detail, { query: { id: storeId } }),
        save: (values) => call(API.console.stores.edit, { body: { ...values, id: storeId }, ...saved }),
      },
      assistant: {
        detail: () => call(API.console.assistants.detail, { query: scope }),
        canEditRules: true,
        edit: (values) => call(API.console.assistants.edit, { body: { ...values, ...scope }, ...saved }),
        diff: () => call(API.console.assistants.diff, { query: scope }),
        publish: () => call(API.console.assistants.publish, { body: scope, ...saved }),
        saveProvider: canManageProvider
          ? (values) => call(API.console.assistants.provider, { body: { ...values, ...scope }, ...saved })
          : undefined,
        test: (question, options) => stream(API.console.assistants.test, { ...scope, question }, options),
      },
      knowledge: {
        list: (query) => call(API.console.knowledge.list, { query: { ...query, ...scope } }),
        add: (fields) => call(API.console.knowledge.add, { body: { ...fields, ...scope }, ...saved }),
        edit: (fields) => call(API.console.knowledge.edit, { body: fields, ...saved }),
        remove: async (ids) => {
          await call(API.console.knowledge.del, { body: { ids }, ...saved });
        },
        exportCsv: () => call(API.console.knowledge.export, { query: scope }),
        importCsv: (csv, mode) => call(API.console.knowledge.import, { body: { ...scope, csv, mode } }),
      },
      conversations: conversations(storeId),
    };
  };

  /** A new store (with an empty draft and published assistant). */
  const addStore = (values: TStoreValues) => call(API.console.stores.add, { body: values, ...saved });

  return { store, conversations, addStore };
}

export type TConsoleClients = ReturnType<typeof createConsoleClients>;

/** The console's upload of a store's logo (operators' own upload endpoint). */
export function consoleLogoUpload(call: TCaller): TUploadImage {
  return async (file, onProgress) => {
    const result = await call(API.console.upload.file, {
      body: { topic: 'store' },
      files: { file },
      timeout: 120_000,
      onUploadProgress: (event) => {
        if (event.total) onProgress(Math.round((event.loaded / event.total) * 100));
      },
    });
    return result.file.url;
  };
}
