import { z } from 'zod';
import { zBilingual, zBilingualRequired, zFlag, zNumeric } from '../fields.js';
import { STORE_STATUSES } from '../stores.js';
import { ZStatus, zFilter, zListQuery, zRowId } from './list.js';

/**
 * Who answers for an assistant: `default` the server's AI_* model when it has one (builtin otherwise),
 * `builtin` the offline knowledge engine, `openai-compatible` the assistant's own service (base URL, model, key).
 */
export const ASSISTANT_PROVIDERS = ['default', 'builtin', 'openai-compatible'] as const;
export type TAssistantProvider = (typeof ASSISTANT_PROVIDERS)[number];

/** Limits of an assistant's settings, for the forms and the server. */
export const ASSISTANT_LIMITS = {
  nameMax: 40,
  promptMax: 8000,
  welcomeMax: 1000,
  suggestionsMax: 8,
  suggestionMax: 100,
  freeCountMax: 10_000,
  scorePerMessageMax: 100_000,
  contextTurnsMax: 20,
  baseUrlMax: 255,
  modelMax: 100,
  apiKeyMax: 500,
  testQuestionMax: 200,
} as const;

const zTextUpTo = (max: number) => z.string().trim().max(max, 'validation.tooLong');

const zSuggestionList = z
  .array(
    z.string().trim().min(1, 'validation.required').max(ASSISTANT_LIMITS.suggestionMax, 'validation.tooLong'),
  )
  .max(ASSISTANT_LIMITS.suggestionsMax, 'validation.tooMany')
  .default([]);

/** An assistant's name (in at least one language). */
export const ZAssistantName = zBilingualRequired(zTextUpTo(ASSISTANT_LIMITS.nameMax));

/** What visitors see of an assistant and what the model is told: editable by operators and the store's owner. */
export const ZAssistantTexts = z.object({
  name: ZAssistantName,
  system_prompt: zTextUpTo(ASSISTANT_LIMITS.promptMax).default(''),
  welcome: zBilingual(zTextUpTo(ASSISTANT_LIMITS.welcomeMax)),
  suggestions: z.object({ 'zh-cn': zSuggestionList, en: zSuggestionList }),
});
export type TAssistantTexts = z.infer<typeof ZAssistantTexts>;

const zCount = (max: number) =>
  zNumeric().int('validation.invalid').min(0, 'validation.invalid').max(max, 'validation.invalid');

/**
 * The site's rules for chatting with an assistant: operators only (they decide what visitors get free and
 * what members pay in the site's points, and how much history goes to a model they pay for).
 */
export const ZAssistantRules = z.object({
  /** Messages a visitor may send per day without logging in. */
  free_count: zCount(ASSISTANT_LIMITS.freeCountMax),
  /** 1: log in before any message. */
  loginset: zNumeric().pipe(z.union([z.literal(0), z.literal(1)], 'validation.invalid')),
  /** Points a member pays per answer (0 free). */
  score_per_message: zCount(ASSISTANT_LIMITS.scorePerMessageMax),
  /** Earlier question/answer pairs a model is given as context. */
  context_turns: zCount(ASSISTANT_LIMITS.contextTurnsMax),
});

/** `POST /api/admin/assistants/edit`: the draft's texts and rules (never its provider or key). */
export const ZAssistantEditBody = ZAssistantTexts.extend(ZAssistantRules.shape).extend({ store_id: zRowId });
export type TAssistantEditBody = z.infer<typeof ZAssistantEditBody>;

const zBaseUrl = z
  .string()
  .trim()
  .max(ASSISTANT_LIMITS.baseUrlMax, 'validation.url')
  .regex(/^$|^https?:\/\/[^\s"'<>]+$/, 'validation.url');

/**
 * `POST /api/admin/assistants/provider` (site owners only): who answers for the draft. `api_key` '' keeps the
 * stored key; `clear_api_key` removes it (a service without one, e.g. a local Ollama). `openai-compatible`
 * needs a base URL and a model.
 */
export const ZAssistantProviderBody = z
  .object({
    store_id: zRowId,
    provider: z.enum(ASSISTANT_PROVIDERS, 'validation.invalid'),
    base_url: zBaseUrl.default(''),
    model: zTextUpTo(ASSISTANT_LIMITS.modelMax).default(''),
    api_key: z.string().trim().max(ASSISTANT_LIMITS.apiKeyMax, 'validation.invalid').default(''),
    clear_api_key: zFlag.default(false),
  })
  .superRefine((body, context) => {
    if (body.provider !== 'openai-compatible') return;
    for (const field of ['base_url', 'model'] as const) {
      if (!body[field]) context.addIssue({ code: 'custom', path: [field], message: 'validation.required' });
    }
  });
export type TAssistantProviderBody = z.infer<typeof ZAssistantProviderBody>;

/**
 * The service an assistant calls: only site owners see it. The key itself never leaves the server:
 * `api_key_set` says whether one is stored and `api_key_masked` shows its first and last characters.
 */
export const ZAssistantCredentials = z.object({
  base_url: z.string(),
  model: z.string(),
  api_key_set: z.boolean(),
  api_key_masked: z.string(),
});
export type TAssistantCredentials = z.infer<typeof ZAssistantCredentials>;

/** One variant of an assistant (draft or published) as the forms show it. */
export const ZAssistantView = z.object({
  id: z.number().int(),
  variant: z.enum(['draft', 'published']),
  name: z.object({ 'zh-cn': z.string(), en: z.string() }),
  system_prompt: z.string(),
  welcome: z.object({ 'zh-cn': z.string(), en: z.string() }),
  suggestions: z.object({ 'zh-cn': z.array(z.string()), en: z.array(z.string()) }),
  free_count: z.number().int(),
  loginset: z.union([z.literal(0), z.literal(1)]),
  score_per_message: z.number().int(),
  context_turns: z.number().int(),
  provider: z.enum(ASSISTANT_PROVIDERS),
  /** null unless the reader is a site owner. */
  credentials: ZAssistantCredentials.nullable(),
  knowledge_count: z.number().int(),
  update_time: z.number().int(),
});
export type TAssistantView = z.infer<typeof ZAssistantView>;

/**
 * A store's assistant as the console and the store owner edit it: the draft (what `testagent` answers with and
 * the forms change), the published one (what `agent` and `client` answer with), and whether they differ.
 */
export const ZAssistantDetail = z.object({
  store: z.object({ id: z.number().int(), storeuuid: z.string(), name: z.string() }),
  draft: ZAssistantView,
  published: ZAssistantView,
  /** True when publishing would change anything (a setting or a knowledge entry). */
  changed: z.boolean(),
});
export type TAssistantDetail = z.infer<typeof ZAssistantDetail>;

/** The settings a diff compares, in form order. */
export const ASSISTANT_DIFF_FIELDS = [
  'name',
  'system_prompt',
  'welcome',
  'suggestions',
  'free_count',
  'loginset',
  'score_per_message',
  'context_turns',
  'provider',
  'base_url',
  'model',
  'api_key',
] as const;

/** A setting's value in a diff: text, a number, or texts / lists per language. */
export const ZDiffValue = z.union([
  z.string(),
  z.number(),
  z.record(z.string(), z.union([z.string(), z.array(z.string())])),
]);

/**
 * One setting that publishing changes. `base_url` and `model` carry values only for site owners (null, null
 * for editors: only that they change). `api_key` never carries the key: site owners read whether there is one
 * (`none`, `set`, or `replaced` for the draft's other key), editors null, null.
 */
export const ZFieldChange = z.object({
  field: z.enum(ASSISTANT_DIFF_FIELDS),
  published: ZDiffValue.nullable(),
  draft: ZDiffValue.nullable(),
});
export type TFieldChange = z.infer<typeof ZFieldChange>;

/** A knowledge entry of a store's assistant. */
export const ZKnowledgeEntry = z.object({
  id: z.number().int(),
  lang: z.string(),
  question: z.string(),
  answer: z.string(),
  tags: z.string(),
  /** Heavier entries come first in lists and win ties in answers. */
  weigh: z.number().int(),
  /** A disabled entry is kept (and published) but no answer uses it. */
  status: ZStatus,
  create_time: z.number().int(),
});
export type TKnowledgeEntry = z.infer<typeof ZKnowledgeEntry>;

/** At most this many entries of each kind are listed in a diff; `total` counts them all. */
export const DIFF_LIST_MAX = 100;

const zDiffList = <T extends z.ZodType>(item: T) =>
  z.object({ total: z.number().int(), list: z.array(item) });

/**
 * What publishing changes: the settings field by field, and the knowledge. Entries are matched by language and
 * question: `added` are only in the draft, `removed` only in the published assistant, `changed` in both with
 * another answer, tags, weight or status (an edited question shows as one removed and one added).
 */
export const ZAssistantDiff = z.object({
  changed: z.boolean(),
  fields: z.array(ZFieldChange),
  knowledge: z.object({
    added: zDiffList(ZKnowledgeEntry),
    changed: zDiffList(z.object({ published: ZKnowledgeEntry, draft: ZKnowledgeEntry })),
    removed: zDiffList(ZKnowledgeEntry),
    unchanged: z.number().int(),
  }),
});
export type TAssistantDiff = z.infer<typeof ZAssistantDiff>;

/** `POST /api/admin/assistants/test`: one short answer from the draft's provider, charged to nobody. */
export const ZAssistantTestBody = z.object({
  store_id: zRowId,
  question: z
    .string()
    .trim()
    .min(1, 'validation.contentEmpty')
    .max(ASSISTANT_LIMITS.testQuestionMax, 'validation.tooLong')
    .default('Hello'),
});

/** A store's assistants in the console's list (the draft's name and provider; knowledge counted per variant). */
export const ZConsoleAssistantRow = z.object({
  store_id: z.number().int(),
  storeuuid: z.string(),
  store_name: z.string(),
  store_status: z.enum(STORE_STATUSES),
  /** The draft's name in the reader's language (the other language when that one is empty). */
  name: z.string(),
  provider: z.enum(ASSISTANT_PROVIDERS),
  draft_knowledge: z.number().int(),
  published_knowledge: z.number().int(),
  draft_update_time: z.number().int(),
  /** When the published assistant last changed: its last publish. */
  published_update_time: z.number().int(),
});
export type TConsoleAssistantRow = z.infer<typeof ZConsoleAssistantRow>;

/** `GET /api/admin/assistants/index`: `quickSearch` looks in the draft's names; `provider` narrows. */
export const ZConsoleAssistantListQuery = zListQuery(['store_id', 'draft_update_time']).extend({
  provider: zFilter(z.enum(ASSISTANT_PROVIDERS, 'validation.invalid')),
});
export type TConsoleAssistantListQuery = z.infer<typeof ZConsoleAssistantListQuery>;
