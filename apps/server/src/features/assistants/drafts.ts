import { randomBytes } from 'node:crypto';
import type {
  TAssistantDetail,
  TAssistantDiff,
  TAssistantProviderBody,
  TAssistantTexts,
  TBilingual,
  TConsoleAssistantListQuery,
  TLanguage,
  ZAssistantRules,
} from '@storefront/shared';
import type { z } from 'zod';
import type { TDb, TQueryable } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { TOnChange } from '../../lib/change-hook.js';
import { nowSeconds } from '../../lib/clock.js';
import { encryptSecret } from '../../lib/secret-box.js';
import { providerOf, type TReader, textColumns, textsOf, toAssistantView } from './admin-view.js';
import type { TAnswerChecks } from './checks.js';
import { diffAssistants } from './diff.js';
import {
  countKnowledgeOf,
  deleteKnowledgeOf,
  findAssistantsOfStores,
  insertAssistant,
  insertKnowledge,
  listDraftAssistants,
  listKnowledgeRows,
  type TAssistantRow,
  updateAssistant,
} from './repo.js';
import { assistantView } from './view.js';

/** A new assistant's public key for the chat pages. */
export const newChatkey = (): string => `ck_${randomBytes(12).toString('hex')}`;

/** A store as an assistant's detail names it. */
export interface TStoreRef {
  id: number;
  storeuuid: string;
  name: string;
}

type TAssistantRules = z.infer<typeof ZAssistantRules>;

/**
 * What the operator log keeps of an assistant: its settings, the key only as whether one is set (the log masks
 * it again), so a change of key shows without showing it.
 */
const auditView = (row: TAssistantRow) => ({
  ...textsOf(row),
  free_count: row.free_count,
  loginset: row.loginset,
  score_per_message: row.score_per_message,
  context_turns: row.context_turns,
  provider: row.provider,
  base_url: row.base_url,
  model: row.model,
  api_key: row.api_key_encrypted ? 'set' : '',
});
export type TAssistantAudit = ReturnType<typeof auditView>;

/** The settings publishing copies: everything but the row's identity and times. */
const settingsOf = (row: TAssistantRow) => ({
  name: row.name,
  system_prompt: row.system_prompt,
  welcome: row.welcome,
  suggestions: row.suggestions,
  provider: row.provider,
  base_url: row.base_url,
  model: row.model,
  api_key_encrypted: row.api_key_encrypted,
  free_count: row.free_count,
  loginset: row.loginset,
  score_per_message: row.score_per_message,
  context_turns: row.context_turns,
});

/**
 * The console's and store owners' work on a store's assistants: its draft's settings, the diff to the published
 * one and publishing. API keys are sealed with `secret` and never leave as they are.
 */
export function createDrafts({
  db,
  secret,
  forgetKnowledge,
  checks,
}: {
  db: TDb;
  secret: string;
  forgetKnowledge: (assistantId: number) => void;
  checks: Pick<TAnswerChecks, 'evaluate' | 'saveFigures'>;
}) {
  /** A store's draft and published assistant; 'not found' when it lacks one. */
  async function pairOf(storeId: number, on: TQueryable = db) {
    const rows = await findAssistantsOfStores(on, [storeId]);
    const draft = rows.find((row) => row.variant === 'draft');
    const published = rows.find((row) => row.variant === 'published');
    if (!draft || !published) throw new AppError('assistants.notFound');
    return { draft, published };
  }

  async function diffOf(storeId: number, reader: TReader, on: TQueryable = db) {
    const { draft, published } = await pairOf(storeId, on);
    const [draftKnowledge, publishedKnowledge] = await Promise.all([
      listKnowledgeRows(on, draft.id),
      listKnowledgeRows(on, published.id),
    ]);
    const diff = diffAssistants(
      { row: published, knowledge: publishedKnowledge },
      { row: draft, knowledge: draftKnowledge },
      reader,
      secret,
    );
    return { draft, published, draftKnowledge, diff };
  }

  /** Changes the draft's columns in one transaction with the caller's `onChange`. */
  async function changeDraft(
    storeId: number,
    values: (draft: TAssistantRow) => Partial<TAssistantRow>,
    onChange?: TOnChange<TAssistantAudit>,
  ): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const { draft } = await pairOf(storeId, trx);
      const saved = await updateAssistant(trx, draft.id, { ...values(draft), update_time: nowSeconds() });
      if (!saved) throw new AppError('assistants.notFound');
      await onChange?.({ id: draft.id, before: auditView(draft), after: auditView(saved) }, trx);
    });
  }

  const drafts = {
    /**
     * Gives a new store its draft and published assistant, named after it, with no knowledge; `freeCount` is
     * the visitors' daily free messages (the site's default for new assistants), the column's default without it.
     */
    async createForStore(
      storeId: number,
      storeName: TBilingual,
      trx: TQueryable,
      settings: { freeCount?: number } = {},
    ): Promise<void> {
      const now = nowSeconds();
      for (const variant of ['published', 'draft'] as const) {
        await insertAssistant(trx, {
          store_id: storeId,
          variant,
          chatkey: newChatkey(),
          ...textColumns({
            name: storeName,
            system_prompt: '',
            welcome: { 'zh-cn': '', en: '' },
            suggestions: { 'zh-cn': [], en: [] },
          }),
          ...(settings.freeCount === undefined ? {} : { free_count: settings.freeCount }),
          update_time: now,
          create_time: now,
        });
      }
    },

    /** A store's draft and published assistant as the forms show them, and whether they differ. */
    async detail(store: TStoreRef, reader: TReader): Promise<TAssistantDetail> {
      const { draft, published, diff } = await diffOf(store.id, reader);
      const counts = await countKnowledgeOf(db, [draft.id, published.id]);
      const view = (row: TAssistantRow) => toAssistantView(row, counts.get(row.id) ?? 0, reader, secret);
      return { store, draft: view(draft), published: view(published), changed: diff.changed };
    },

    /** Saves the draft's texts, and with `rules` (operators) its chat rules too. */
    editDraft: (
      storeId: number,
      texts: TAssistantTexts,
      rules: TAssistantRules | undefined,
      onChange?: TOnChange<TAssistantAudit>,
    ) => changeDraft(storeId, () => ({ ...textColumns(texts), ...rules }), onChange),

    /** Saves who answers for the draft; an empty key keeps the stored one unless `clear_api_key`. */
    setProvider: (storeId: number, body: TAssistantProviderBody, onChange?: TOnChange<TAssistantAudit>) =>
      changeDraft(
        storeId,
        (draft) => ({
          provider: body.provider,
          base_url: body.base_url,
          model: body.model,
          api_key_encrypted: body.api_key
            ? encryptSecret(body.api_key, secret)
            : body.clear_api_key
              ? ''
              : draft.api_key_encrypted,
        }),
        onChange,
      ),

    /** What publishing would change. */
    diff: async (storeId: number, reader: TReader): Promise<TAssistantDiff> =>
      (await diffOf(storeId, reader)).diff,

    /**
     * Copies the draft's settings and knowledge over the published assistant in one transaction (the published
     * row is written first, so concurrent publishes of a store queue), keeps the draft's answer-check figures
     * on it, then drops its cached knowledge in every process. Answers what changed. A draft that answers any
     * check worse than the published assistant is refused unless `acknowledgeRegressions`. It is measured
     * before the transaction (measuring takes a while), and again inside when the draft changed meanwhile.
     */
    async publish(
      storeId: number,
      reader: TReader,
      onChange?: TOnChange<TAssistantAudit & { diff: TAssistantDiff }>,
      options: { acknowledgeRegressions?: boolean } = {},
    ): Promise<TAssistantDiff> {
      let measured = await checks.evaluate(storeId);
      const { diff, publishedId } = await db.transaction().execute(async (trx) => {
        const { published } = await pairOf(storeId, trx);
        await updateAssistant(trx, published.id, { update_time: nowSeconds() });
        const { draft, draftKnowledge, diff } = await diffOf(storeId, reader, trx);
        if (Number(draft.update_time) !== measured.draftTime) measured = await checks.evaluate(storeId, trx);
        const worse = measured.evaluation.regressions.total;
        if (worse > 0 && !options.acknowledgeRegressions) {
          throw new AppError('assistants.regressed', { values: { count: worse } });
        }
        const saved = await updateAssistant(trx, published.id, {
          ...settingsOf(draft),
          update_time: nowSeconds(),
        });
        await deleteKnowledgeOf(trx, published.id);
        await insertKnowledge(
          trx,
          draftKnowledge.map(({ id: _id, assistant_id: _assistant, ...entry }) => ({
            ...entry,
            assistant_id: published.id,
          })),
        );
        await checks.saveFigures(published.id, measured.evaluation, trx);
        const after = saved ? { ...auditView(saved), diff } : null;
        await onChange?.({ id: published.id, before: { ...auditView(published), diff }, after }, trx);
        return { diff, publishedId: published.id };
      });
      forgetKnowledge(publishedId);
      return diff;
    },

    /** A page of drafts for the console: their names in `lang`, provider and knowledge counts. */
    async listDrafts(query: TConsoleAssistantListQuery, lang: TLanguage) {
      const { rows, total } = await listDraftAssistants(db, query);
      const storeIds = rows.map((row) => row.store_id);
      const all = await findAssistantsOfStores(db, storeIds);
      const published = new Map(
        all.filter((row) => row.variant === 'published').map((row) => [row.store_id, row]),
      );
      const counts = await countKnowledgeOf(
        db,
        all.map((row) => row.id),
      );
      const list = rows.map((draft) => {
        const live = published.get(draft.store_id);
        const names = textsOf(draft).name;
        return {
          store_id: draft.store_id,
          name: assistantView(draft, lang).name || names['zh-cn'] || names.en,
          provider: providerOf(draft),
          draft_knowledge: counts.get(draft.id) ?? 0,
          published_knowledge: live ? (counts.get(live.id) ?? 0) : 0,
          draft_update_time: Number(draft.update_time),
          published_update_time: live ? Number(live.update_time) : 0,
        };
      });
      return { list, total };
    },
  };
  return drafts;
}
