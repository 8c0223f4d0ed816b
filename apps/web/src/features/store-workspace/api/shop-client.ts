import { API, SHOP_API } from '@storefront/shared';
import { callApi } from '../../../lib/http';
import type { TStoreWorkspaceClient, TUploadImage } from '../types';

const saved = { showSuccessMessage: true } as const;

/** "My store": the store the signed-in member owns; no call names a store, the server knows which. */
export const shopClient: TStoreWorkspaceClient = {
  queryKey: ['workspace', 'shop'],
  store: {
    detail: () => callApi(SHOP_API.store.detail),
    // The form shows no operators' marks here, and the server keeps them whatever is sent.
    save: (values) => callApi(SHOP_API.store.edit, { body: values, ...saved }),
  },
  assistant: {
    canEditRules: false,
    detail: () => callApi(SHOP_API.assistant.detail),
    edit: ({ name, system_prompt, welcome, suggestions }) =>
      callApi(SHOP_API.assistant.edit, { body: { name, system_prompt, welcome, suggestions }, ...saved }),
    diff: () => callApi(SHOP_API.assistant.diff),
    evaluation: () => callApi(SHOP_API.checks.evaluation),
    publish: (acknowledgeRegressions) =>
      callApi(SHOP_API.assistant.publish, {
        body: { acknowledge_regressions: acknowledgeRegressions },
        ...saved,
      }),
  },
  knowledge: {
    list: (query) => callApi(SHOP_API.knowledge.list, { query }),
    add: (fields) => callApi(SHOP_API.knowledge.add, { body: fields, ...saved }),
    edit: (fields) => callApi(SHOP_API.knowledge.edit, { body: fields, ...saved }),
    remove: async (ids) => {
      await callApi(SHOP_API.knowledge.del, { body: { ids }, ...saved });
    },
    setStatus: (ids, status) => callApi(SHOP_API.knowledge.status, { body: { ids, status } }),
    exportCsv: () => callApi(SHOP_API.knowledge.export),
    importCsv: (csv, mode) => callApi(SHOP_API.knowledge.import, { body: { csv, mode } }),
  },
  checks: {
    list: () => callApi(SHOP_API.checks.list),
    add: (body) => callApi(SHOP_API.checks.add, { body, ...saved }),
    remove: async (id) => {
      await callApi(SHOP_API.checks.del, { body: { id }, ...saved });
    },
  },
  conversations: {
    queryKey: ['workspace', 'shop', 'conversations'],
    list: (query) => callApi(SHOP_API.conversations.list, { query }),
    messages: (query) => callApi(SHOP_API.conversations.messages, { query }),
    exportCsv: (query) => callApi(SHOP_API.conversations.export, { query }),
    unanswered: (query) => callApi(SHOP_API.conversations.unanswered, { query }),
    toKnowledge: (body) => callApi(SHOP_API.conversations.toKnowledge, { body, ...saved }),
  },
};

/** The member's upload of the store's logo. */
export const shopLogoUpload: TUploadImage = async (file, onProgress) => {
  const result = await callApi(API.upload.file, {
    body: { topic: 'store' },
    files: { file },
    timeout: 120_000,
    onUploadProgress: (event) => {
      if (event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  });
  return result.file.url;
};
