import { CONSOLE_API, type TEndpointBody, type TStreamEndpoint } from '@storefront/shared';
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
      list: (query) => call(CONSOLE_API.conversations.list, { query: { ...query, ...scope } }),
      messages: (query) => call(CONSOLE_API.conversations.messages, { query }),
      exportCsv: (query) => call(CONSOLE_API.conversations.export, { query: { ...query, ...scope } }),
      exportSelected: (ids, tz) => call(CONSOLE_API.conversations.exportSelected, { body: { ids, tz } }),
      unanswered: (query) => call(CONSOLE_API.conversations.unanswered, { query: { ...query, ...scope } }),
      toKnowledge: (body) => call(CONSOLE_API.conversations.toKnowledge, { body, ...saved }),
    };
  };

  const store = (storeId: number): TStoreWorkspaceClient => {
    const scope = { store_id: storeId };
    return {
      // Under 'console', so the console's language switch fetches these again too.
      queryKey: ['console', 'workspace', storeId],
      store: {
        detail: () => call(CONSOLE_API.stores.detail, { query: { id: storeId } }),
        save: (values) => call(CONSOLE_API.stores.edit, { body: { ...values, id: storeId }, ...saved }),
      },
      assistant: {
        detail: () => call(CONSOLE_API.assistants.detail, { query: scope }),
        canEditRules: true,
        edit: (values) => call(CONSOLE_API.assistants.edit, { body: { ...values, ...scope }, ...saved }),
        diff: () => call(CONSOLE_API.assistants.diff, { query: scope }),
        evaluation: () => call(CONSOLE_API.answerChecks.evaluation, { query: scope }),
        publish: (acknowledgeRegressions) =>
          call(CONSOLE_API.assistants.publish, {
            body: { ...scope, acknowledge_regressions: acknowledgeRegressions },
            ...saved,
          }),
        saveProvider: canManageProvider
          ? (values) => call(CONSOLE_API.assistants.provider, { body: { ...values, ...scope }, ...saved })
          : undefined,
        test: (question, options) => stream(CONSOLE_API.assistants.test, { ...scope, question }, options),
      },
      knowledge: {
        list: (query) => call(CONSOLE_API.knowledge.list, { query: { ...query, ...scope } }),
        add: (fields) => call(CONSOLE_API.knowledge.add, { body: { ...fields, ...scope }, ...saved }),
        edit: (fields) => call(CONSOLE_API.knowledge.edit, { body: fields, ...saved }),
        remove: async (ids) => {
          await call(CONSOLE_API.knowledge.del, { body: { ids }, ...saved });
        },
        setStatus: (ids, status) => call(CONSOLE_API.knowledge.status, { body: { ids, status } }),
        exportCsv: () => call(CONSOLE_API.knowledge.export, { query: scope }),
        importCsv: (csv, mode) => call(CONSOLE_API.knowledge.import, { body: { ...scope, csv, mode } }),
      },
      checks: {
        list: () => call(CONSOLE_API.answerChecks.list, { query: scope }),
        add: (body) => call(CONSOLE_API.answerChecks.add, { body: { ...body, ...scope }, ...saved }),
        remove: async (id) => {
          await call(CONSOLE_API.answerChecks.del, { body: { id, ...scope }, ...saved });
        },
      },
      conversations: conversations(storeId),
    };
  };

  /** A new store (with an empty draft and published assistant). */
  const addStore = (values: TStoreValues) => call(CONSOLE_API.stores.add, { body: values, ...saved });

  return { store, conversations, addStore };
}

export type TConsoleClients = ReturnType<typeof createConsoleClients>;

/** The console's upload of a store's logo (operators' own upload endpoint). */
export function consoleLogoUpload(call: TCaller): TUploadImage {
  return async (file, onProgress) => {
    const result = await call(CONSOLE_API.upload.file, {
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
