import {
  ANSWER_CHECK_LIMITS,
  type TAnswerEvaluation,
  type TAnswerFigures,
  type TAnswerRegression,
  type TLanguage,
} from '@storefront/shared';

/** An entry as the answer engine reads it. */
export interface TJudgedEntry {
  id: number;
  lang: string;
  question: string;
  answer: string;
  tags: string;
}

/**
 * The builtin engine, handed in by app.ts (chat's `judgeAnswer`): the entries a question is answered with, or
 * that it is refused. Assistants cannot import chat, which uses them.
 */
export type TAnswerJudge = (
  knowledge: readonly TJudgedEntry[],
  question: string,
  lang: string,
) => { entryIds: number[]; refused: boolean };

/** An entry named as knowledge diffs pair them across versions: by language and question. */
export interface TEntryName {
  lang: string;
  question: string;
}

/** One question measured: the entry it expects (null: it must be refused). */
export interface TCheckCase {
  kind: TAnswerRegression['kind'];
  lang: TLanguage;
  question: string;
  expected: TEntryName | null;
}

type TOutcome = TAnswerRegression['draft'];

/** Better outcomes rank higher; a check got worse when the draft's rank is lower than the published one's. */
const RANK: Record<TOutcome, number> = { hit: 2, missed: 1, wrong: 0, refused: 1, answered: 0 };

export const entryKey = (entry: TEntryName) => `${entry.lang}\n${entry.question}`;

interface TMeasured {
  outcome: TOutcome;
  /** Whether an entry that was not expected was served (any entry, for a refusal case). */
  servedWrong: boolean;
  answeredWith: string;
}

interface TVersion {
  knowledge: readonly TJudgedEntry[];
  byId: Map<number, TJudgedEntry>;
  /** Its entries' names (`entryKey`). */
  names: Set<string>;
}

/**
 * How one version answers one check. A version without the entry expected (the published assistant, for an
 * entry the draft adds) cannot answer it right: it misses it, whatever it serves instead.
 */
function measure(judge: TAnswerJudge, version: TVersion, check: TCheckCase): TMeasured {
  const { entryIds, refused } = judge(version.knowledge, check.question, check.lang);
  const served = entryIds.flatMap((id) => version.byId.get(id) ?? []);
  const answeredWith = served[0]?.question ?? '';
  const expected = check.expected;
  if (!expected) {
    return { outcome: refused ? 'refused' : 'answered', servedWrong: served.length > 0, answeredWith };
  }
  const wanted = entryKey(expected);
  if (!version.names.has(wanted)) return { outcome: 'missed', servedWrong: false, answeredWith };
  const wrong = served.some((entry) => entryKey(entry) !== wanted);
  const outcome: TOutcome = wrong ? 'wrong' : served.length > 0 ? 'hit' : 'missed';
  return { outcome, servedWrong: wrong, answeredWith };
}

/** Checks answered between two turns of the event loop: measuring takes seconds, requests go on meanwhile. */
const CHECKS_PER_TURN = 25;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function measureAll(
  judge: TAnswerJudge,
  knowledge: readonly TJudgedEntry[],
  checks: readonly TCheckCase[],
) {
  const version: TVersion = {
    knowledge,
    byId: new Map(knowledge.map((entry) => [entry.id, entry])),
    names: new Set(knowledge.map(entryKey)),
  };
  const results: TMeasured[] = [];
  for (const [index, check] of checks.entries()) {
    if (index > 0 && index % CHECKS_PER_TURN === 0) await nextTurn();
    results.push(measure(judge, version, check));
  }
  return results;
}

const rate = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

function figuresOf(checks: readonly TCheckCase[], results: readonly TMeasured[]): TAnswerFigures {
  const answerable = checks.filter((check) => check.expected).length;
  const refusals = checks.length - answerable;
  const hits = results.filter((result) => result.outcome === 'hit').length;
  const refused = results.filter((result) => result.outcome === 'refused').length;
  return {
    answerable,
    hit_rate: rate(hits, answerable),
    refusals,
    refusal_rate: rate(refused, refusals),
    wrong: results.filter((result) => result.servedWrong).length,
  };
}

/**
 * The draft beside the published assistant on the same checks: each version's figures and the checks the draft
 * answers worse (a hit that is missed or wrong, a miss that turns wrong, a refusal that is answered).
 */
export async function compareVersions(
  judge: TAnswerJudge,
  versions: { draft: readonly TJudgedEntry[]; published: readonly TJudgedEntry[] },
  checks: readonly TCheckCase[],
): Promise<TAnswerEvaluation> {
  const draft = await measureAll(judge, versions.draft, checks);
  const published = await measureAll(judge, versions.published, checks);
  const regressions = checks.flatMap((check, index): TAnswerRegression[] => {
    const before = published[index] as TMeasured;
    const after = draft[index] as TMeasured;
    if (RANK[after.outcome] >= RANK[before.outcome]) return [];
    return [
      {
        kind: check.kind,
        lang: check.lang,
        question: check.question,
        expected: check.expected?.question ?? '',
        published: before.outcome,
        draft: after.outcome,
        draft_answer: after.answeredWith,
      },
    ];
  });
  return {
    draft: figuresOf(checks, draft),
    published: figuresOf(checks, published),
    regressions: {
      total: regressions.length,
      list: regressions.slice(0, ANSWER_CHECK_LIMITS.regressionsListed),
    },
  };
}
