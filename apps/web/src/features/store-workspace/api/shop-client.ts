import { API } from '@storefront/shared';
import { callApi } from '../../../lib/http';
import type { TStoreWorkspaceClient, TUploadImage } from '../types';

const saved = { showSuccessMessage: true } as const;

/** "My store": the store the signed-in member owns; no call names a store, the server knows which. */
export const shopClient: TStoreWorkspaceClient = {
  queryKey: ['workspace', 'shop'],
  store: {
    detail: () => callApi(API.shop.store.detail),
    // The form shows no operators' marks here, and the server keeps them whatever is sent.
    save: (values) => callApi(API.shop.store.edit, { body: values, ...saved }),
  },
  assistant: {
    canEditRules: false,
    detail: () => callApi(API.shop.assistant.detail),
    edit: ({ name, system_prompt, welcome, suggestions }) =>
      callApi(API.shop.assistant.edit, { body: { name, system_prompt, welcome, suggestions }, ...saved }),
    diff: () => callApi(API.shop.assistant.diff),
    publish: () => callApi(API.shop.assistant.publish, saved),
  },
  knowledge: {
    list: (query) => callApi(API.shop.knowledge.list, { query }),
    add: (fields) => callApi(API.shop.knowledge.add, { body: fields, ...saved }),
    edit: (fields) => callApi(API.shop.knowledge.edit, { body: fields, ...saved }),
    remove: async (ids) => {
      await callApi(API.shop.knowledge.del, { body: { ids }, ...saved });
    },
    exportCsv: () => callApi(API.shop.knowledge.export),
    importCsv: (csv, mode) => callApi(API.shop.knowledge.import, { body: { csv, mode } }),
  },
  conversations: {
    queryKey: ['workspace', 'shop', 'conversations'],
    list: (query) => callApi(API.shop.conversations.list, { query }),
    messages: (query) => callApi(API.shop.conversations.messages, { query }),
    exportCsv: (query) => callApi(API.shop.conversations.export, { query }),
    unanswered: (query) => callApi(API.shop.conversations.unanswered, { query }),
    toKnowledge: (body) => callApi(API.shop.conversations.toKnowledge, { body, ...saved }),
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
