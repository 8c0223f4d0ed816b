import type {
  CONSOLE_API,
  SHOP_API,
  TAnswerCheck,
  TAnswerCheckAddBody,
  TAnswerEvaluation,
  TAssistantDetail,
  TAssistantDiff,
  TAssistantProviderBody,
  TAssistantTexts,
  TBulkResult,
  TChatEvent,
  TConsoleStore,
  TConversationMessage,
  TConversationRow,
  TCsvFile,
  TEndpointBody,
  TEndpointQuery,
  TKnowledgeEntry,
  TKnowledgeFields,
  TKnowledgeImportResult,
  TPage,
  TStatus,
  TStoreFields,
  TUnansweredQuestion,
} from '@storefront/shared';
import type { ComponentType } from 'react';

export type TKnowledgeQuery = TEndpointQuery<typeof SHOP_API.knowledge.list>;
export type TConversationQuery = TEndpointQuery<typeof SHOP_API.conversations.list>;
export type TConversationExportQuery = TEndpointQuery<typeof SHOP_API.conversations.export>;
export type TUnansweredQuery = TEndpointQuery<typeof SHOP_API.conversations.unanswered>;
export type TMessagesQuery = TEndpointQuery<typeof SHOP_API.conversations.messages>;
export type TImportMode = TEndpointBody<typeof SHOP_API.knowledge.import>['mode'];
/** The rules only operators set (free count, login, points, context). */
export type TAssistantRules = Pick<
  TEndpointBody<typeof CONSOLE_API.assistants.edit>,
  'free_count' | 'loginset' | 'score_per_message' | 'context_turns'
>;
/** What only operators mark on a store: open or closed, featured, the site's default. */
export type TStoreMarks = Pick<
  TEndpointBody<typeof CONSOLE_API.stores.add>,
  'status' | 'featured' | 'is_default'
>;

/** What the store form saves: the card's fields, and the operators' marks where the form shows them. */
export type TStoreValues = TStoreFields & Partial<TStoreMarks>;

/** One streamed test answer: the chat's events, read as they come. */
export type TStreamOptions = { signal: AbortSignal; onEvent: (event: TChatEvent) => void };

/** The store's card. */
export interface TStoreClient {
  detail: () => Promise<TConsoleStore>;
  save: (values: TStoreValues) => Promise<TConsoleStore>;
}

/** The store's assistant: its draft, what publishing changes, and publishing. */
export interface TAssistantClient {
  detail: () => Promise<TAssistantDetail>;
  /** Whether `edit` saves the rules too (operators) or only the texts (the store's owner). */
  canEditRules: boolean;
  /** Saves the draft's texts, and its rules where `canEditRules`. */
  edit: (values: TAssistantTexts & TAssistantRules) => Promise<TAssistantDetail>;
  diff: () => Promise<TAssistantDiff>;
  /** The draft measured beside the published assistant on the answer checks, and what got worse. */
  evaluation: () => Promise<TAnswerEvaluation>;
  /** Publishes; a draft that answers anything worse needs `acknowledgeRegressions`. */
  publish: (acknowledgeRegressions?: boolean) => Promise<TAssistantDiff>;
  /** Site owners only: who answers for the draft. */
  saveProvider?: (values: Omit<TAssistantProviderBody, 'store_id'>) => Promise<TAssistantDetail>;
  /** Operators: one short streamed answer from the draft's provider. */
  test?: (question: string, options: TStreamOptions) => Promise<void>;
}

/** The draft assistant's knowledge entries. */
export interface TKnowledgeClient {
  list: (query: TKnowledgeQuery) => Promise<TPage<TKnowledgeEntry>>;
  add: (fields: TKnowledgeFields) => Promise<TKnowledgeEntry>;
  edit: (fields: TKnowledgeFields & { id: number }) => Promise<TKnowledgeEntry>;
  remove: (ids: number[]) => Promise<void>;
  /** Enables or disables entries (all or none); answers how many changed. */
  setStatus: (ids: number[], status: TStatus) => Promise<TBulkResult>;
  exportCsv: () => Promise<TCsvFile>;
  importCsv: (csv: string, mode: TImportMode) => Promise<TKnowledgeImportResult>;
}

/** The answer checks publishing is measured with: paraphrases of entries and refusal cases. */
export interface TChecksClient {
  list: () => Promise<{ list: TAnswerCheck[] }>;
  add: (body: TAnswerCheckAddBody) => Promise<TAnswerCheck>;
  remove: (id: number) => Promise<void>;
}

/** Conversations, read-only, and the questions the assistant could not answer. */
export interface TConversationsClient {
  queryKey: readonly unknown[];
  list: (query: TConversationQuery) => Promise<TPage<TConversationRow>>;
  messages: (query: TMessagesQuery) => Promise<TPage<TConversationMessage>>;
  exportCsv: (query: TConversationExportQuery) => Promise<TCsvFile>;
  /** Operators: the ticked conversations as CSV, in the same columns, times in `tz`. */
  exportSelected?: (ids: number[], tz: string) => Promise<TCsvFile>;
  unanswered: (query: TUnansweredQuery) => Promise<TPage<TUnansweredQuestion>>;
  toKnowledge: (fields: TKnowledgeFields & { message_id: number }) => Promise<TKnowledgeEntry>;
}

/** Everything about one store, as an operator or the store's owner reaches it. */
export interface TStoreWorkspaceClient {
  /** The start of its answers' query keys: tells stores and callers apart, and is dropped after a change. */
  queryKey: readonly unknown[];
  store: TStoreClient;
  assistant: TAssistantClient;
  knowledge: TKnowledgeClient;
  checks: TChecksClient;
  conversations: TConversationsClient;
}

/** Uploads an image for a store and answers its stored path. */
export type TUploadImage = (file: File, onProgress: (percent: number) => void) => Promise<string>;

export type TAreaPickerProps = {
  value?: string[];
  onChange?: (codes: string[]) => void;
  placeholder?: string;
};

/**
 * What the app hands the workspace (features do not import each other): the area picker, the chat's safe
 * markdown renderer, the site's upload limits and CDN base.
 */
export interface TWorkspaceChrome {
  AreaPicker: ComponentType<TAreaPickerProps>;
  Markdown: ComponentType<{ text: string }>;
  cdnUrl: string;
  upload: { maxSize: number; allowedSuffixes: string; allowedMimeTypes: string };
}
