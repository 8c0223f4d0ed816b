import {
  ANSWER_CHECK_LIMITS,
  KNOWLEDGE_LIMITS,
  LANGUAGES,
  type TAnswerCheck,
  type TAnswerCheckAddBody,
  type TAnswerEvaluation,
  type TLanguage,
  ZAnswerFigures,
} from '@storefront/shared';
import type { Selectable } from 'kysely';
import type { TDb, TQueryable } from '../../db/database.js';
import type { AssistantCheckTable } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { TOnChange } from '../../lib/change-hook.js';
import { nowSeconds } from '../../lib/clock.js';
import { parseJsonText } from '../../lib/localized.js';
import { BUILTIN_REFUSALS } from './builtin-checks.js';
import {
  compareVersions,
  entryKey,
  type TAnswerJudge,
  type TCheckCase,
  type TEntryName,
} from './evaluation.js';
import {
  countChecks,
  deleteCheck,
  insertCheck,
  listChecks,
  listEvaluations,
  saveEvaluation,
} from './repo.checks.js';
import { findAssistantsOfStores, findKnowledgeWithOwner, listKnowledge } from './repo.js';

type TCheckRow = Selectable<AssistantCheckTable>;

const asLanguage = (lang: string): TLanguage =>
  LANGUAGES.includes(lang as TLanguage) ? (lang as TLanguage) : 'zh-cn';

const expectedOf = (row: TCheckRow): TEntryName | null =>
  row.kind === 'refusal' ? null : { lang: row.entry_lang, question: row.entry_question };

/**
 * How many entries' own questions a measure asks at most: measuring a question costs about 1.6 ms on a
 * 1,000-entry knowledge base, and every check is asked of both versions, so a large knowledge base is sampled.
 */
const OWN_QUESTIONS_MAX = 300;

/** At most `max` of the items, evenly spread over them, in their order. */
const spread = <T>(items: T[], max: number): T[] =>
  items.length <= max
    ? items
    : Array.from({ length: max }, (_, index) => items[Math.floor((index * items.length) / max)] as T);

/** A stored check as the editor shows it; `entryFound`: whether the draft still has the entry expected. */
const viewOf = (row: TCheckRow, entryFound: boolean): TAnswerCheck => {
  const entry = expectedOf(row);
  return {
    id: row.id,
    kind: row.kind,
    lang: asLanguage(row.lang),
    question: row.question,
    entry: entry && { lang: asLanguage(entry.lang), question: entry.question },
    entry_found: entryFound,
    builtin: false,
    create_time: Number(row.create_time),
  };
};

/** The built-in refusal cases as checks (negative ids: they have no row). */
const builtinChecks = (): TAnswerCheck[] =>
  BUILTIN_REFUSALS.map((check, index) => ({
    id: -(index + 1),
    kind: 'refusal',
    lang: check.lang,
    question: check.question,
    entry: null,
    entry_found: true,
    builtin: true,
    create_time: 0,
  }));

/**
 * A store's answer checks and the measure of its draft against its published assistant: every draft entry's
 * own question, the stored paraphrases and once-unanswered questions whose entry the draft still has, the
 * built-in and stored refusal cases. Entries are named by language and question, as the diff pairs them, so a
 * check holds across publishing (which copies entries under new ids) and a re-import of the same entries.
 */
export function createAnswerChecks({ db, judge }: { db: TDb; judge: TAnswerJudge }) {
  async function versionsOf(storeId: number, on: TQueryable) {
    const rows = await findAssistantsOfStores(on, [storeId]);
    const draft = rows.find((row) => row.variant === 'draft');
    const published = rows.find((row) => row.variant === 'published');
    if (!draft || !published) throw new AppError('assistants.notFound');
    const [draftKnowledge, publishedKnowledge] = await Promise.all([
      listKnowledge(on, draft.id),
      listKnowledge(on, published.id),
    ]);
    return { draft, draftKnowledge, publishedKnowledge };
  }

  /**
   * The questions measured, deduplicated: own questions (of at most `OWN_QUESTIONS_MAX` entries, spread evenly
   * over the draft), stored checks still pointing at a draft entry, refusal cases.
   */
  function casesOf(draftEntries: TEntryName[], stored: TCheckRow[]): TCheckCase[] {
    const inDraft = new Set(draftEntries.map(entryKey));
    const cases: TCheckCase[] = [
      ...spread(draftEntries, OWN_QUESTIONS_MAX).map((entry) => ({
        kind: 'own' as const,
        lang: asLanguage(entry.lang),
        question: entry.question,
        expected: entry,
      })),
      ...stored.flatMap((row): TCheckCase[] => {
        const expected = expectedOf(row);
        if (expected && !inDraft.has(entryKey(expected))) return [];
        return [{ kind: row.kind, lang: asLanguage(row.lang), question: row.question, expected }];
      }),
      ...BUILTIN_REFUSALS.map((check) => ({ kind: 'refusal' as const, ...check, expected: null })),
    ];
    const seen = new Set<string>();
    return cases.filter((check) => {
      const key = `${check.lang}\n${check.question}\n${check.expected ? entryKey(check.expected) : ''}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }

  /** The draft beside the published assistant, and the draft's update time it was measured at. */
  async function evaluate(storeId: number, on: TQueryable = db) {
    const { draft, draftKnowledge, publishedKnowledge } = await versionsOf(storeId, on);
    const checks = casesOf(draftKnowledge, await listChecks(on, storeId));
    const evaluation: TAnswerEvaluation = await compareVersions(
      judge,
      { draft: draftKnowledge, published: publishedKnowledge },
      checks,
    );
    return { evaluation, draftTime: Number(draft.update_time) };
  }

  return {
    evaluate,

    /** The built-in refusal cases, then the store's own checks, newest first. */
    async checksOf(storeId: number): Promise<TAnswerCheck[]> {
      const { draftKnowledge } = await versionsOf(storeId, db);
      const inDraft = new Set(draftKnowledge.map(entryKey));
      const stored = (await listChecks(db, storeId)).map((row) => {
        const entry = expectedOf(row);
        return viewOf(row, !entry || inDraft.has(entryKey(entry)));
      });
      return [...builtinChecks(), ...stored];
    },

    /** Adds a paraphrase of one of the store's draft entries, or a refusal case, with the caller's `onChange`. */
    async addCheck(
      storeId: number,
      body: TAnswerCheckAddBody,
      onChange?: TOnChange<TAnswerCheck>,
    ): Promise<TAnswerCheck> {
      let entry: TEntryName | null = null;
      if (body.entry_id !== undefined) {
        const [row] = await findKnowledgeWithOwner(db, [body.entry_id]);
        if (!row || row.store_id !== storeId || row.variant !== 'draft')
          throw new AppError('knowledge.notFound');
        entry = { lang: row.lang, question: row.question };
      }
      return db.transaction().execute(async (trx) => {
        if ((await countChecks(trx, storeId)) >= ANSWER_CHECK_LIMITS.perStore) {
          throw new AppError('answerChecks.tooMany', { values: { max: ANSWER_CHECK_LIMITS.perStore } });
        }
        const row = await insertCheck(trx, {
          store_id: storeId,
          kind: body.kind,
          lang: body.lang,
          question: body.question,
          entry_lang: entry?.lang ?? '',
          entry_question: entry?.question ?? '',
          create_time: nowSeconds(),
        });
        const check = viewOf(row, true);
        await onChange?.({ id: row.id, before: null, after: check }, trx);
        return check;
      });
    },

    /** Removes one of the store's checks; 'not found' for another store's or a built-in one. */
    async removeCheck(storeId: number, id: number, onChange?: TOnChange<TAnswerCheck>): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const row = (await listChecks(trx, storeId)).find((check) => check.id === id);
        if (!row || !(await deleteCheck(trx, storeId, id))) throw new AppError('answerChecks.notFound');
        await onChange?.({ id, before: viewOf(row, true), after: null }, trx);
      });
    },

    /**
     * Remembers a visitor's question that got no answer until it became `entry` (in the caller's transaction),
     * unless it is that entry's own question already.
     */
    async rememberAnswered(storeId: number, asked: string, entry: TEntryName, trx: TQueryable) {
      const question = asked.trim();
      if (!question || question === entry.question) return;
      await insertCheck(trx, {
        store_id: storeId,
        kind: 'answered',
        lang: entry.lang,
        question: question.slice(0, KNOWLEDGE_LIMITS.questionMax),
        entry_lang: entry.lang,
        entry_question: entry.question,
        create_time: nowSeconds(),
      });
    },

    /** Keeps the figures of a just-published draft on the published assistant, in the publish's transaction. */
    saveFigures: (publishedId: number, evaluation: TAnswerEvaluation, trx: TQueryable) =>
      saveEvaluation(trx, publishedId, JSON.stringify({ ...evaluation.draft, measure_time: nowSeconds() })),

    /** Each store's figures as stored when it was last published (stores never published since are left out). */
    async storedFigures() {
      const rows = await listEvaluations(db);
      return rows.flatMap((row) => {
        const value = parseJsonText(row.evaluation) as Record<string, unknown> | null;
        const figures = ZAnswerFigures.safeParse(value);
        const time = Number(value?.measure_time ?? row.update_time);
        return figures.success ? [{ storeId: row.store_id, measureTime: time, ...figures.data }] : [];
      });
    },
  };
}

export type TAnswerChecks = ReturnType<typeof createAnswerChecks>;
