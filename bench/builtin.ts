import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { LANGUAGES } from '@storefront/shared';
import { storeKnowledge } from '../apps/server/src/cli/seed/store-knowledge.js';
import { DEMO_STORE_SEEDS } from '../apps/server/src/cli/seed/stores.js';
import { indexKnowledge } from '../apps/server/src/features/chat/knowledge/bm25-index.js';
import { createBuiltinProvider } from '../apps/server/src/features/chat/providers/builtin.js';
import type { TKnowledgeEntry } from '../apps/server/src/features/chat/providers/provider.js';
import { HELD_OUT_SET } from '../apps/server/src/test/evaluation-held-out.js';
import { evaluate } from '../apps/server/src/test/evaluation-run.js';
import { TUNING_SET } from '../apps/server/src/test/evaluation-tuning.js';
import { scaled } from './settings.js';

const ROUNDS = scaled(5, 1);
const round = (value: number, digits = 2) => Number(value.toFixed(digits));
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

/** Every seeded store's entries in both languages, each store's questions prefixed with its name (`copy` apart). */
function seededEntries(count: number, copy = 0): TKnowledgeEntry[] {
  const all = DEMO_STORE_SEEDS.flatMap((seed) =>
    LANGUAGES.flatMap((lang) =>
      storeKnowledge(seed, lang).map((entry) => ({ ...entry, lang, store: seed.name[lang] })),
    ),
  );
  return Array.from({ length: count }, (_, index) => {
    const entry = all[index % all.length];
    const lap = Math.floor(index / all.length) + copy * 100;
    return {
      id: index + 1,
      lang: entry?.lang ?? 'en',
      question: `${entry?.store ?? ''} ${lap > 0 ? `#${lap} ` : ''}${entry?.question ?? ''}`,
      answer: entry?.answer ?? '',
      tags: entry?.tags ?? '',
    };
  });
}

/** Milliseconds until the builtin provider yields its first text for the question. */
async function firstToken(knowledge: TKnowledgeEntry[], question: string, lang: 'zh-cn' | 'en') {
  const provider = createBuiltinProvider();
  const started = performance.now();
  for await (const event of provider.stream({
    systemPrompt: '',
    storeName: 'Bench',
    lang,
    knowledge,
    history: [],
    question,
    signal: new AbortController().signal,
  })) {
    if (event.type === 'delta') break;
  }
  return performance.now() - started;
}

function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

const percent = (value: number) => round(value * 100, 1);
const figures = (set: typeof TUNING_SET) =>
  Object.fromEntries(
    evaluate(set).map(({ lang, questions, answerable, followUps, refusals, wrongEntries }) => [
      lang,
      {
        questions,
        answerablePercent: percent(answerable),
        followUpsPercent: percent(followUps),
        refusalsPercent: percent(refusals),
        wrongEntries,
      },
    ]),
  );

/**
 * The builtin engine in this process (one thread): time to first token over the evaluation questions with a
 * 1,000-entry knowledge base (the first question, which loads the dictionary and builds the index, reported
 * apart), index build per seeded store, heap per 10,000 indexed entries, and the tuning and held-out figures.
 */
export async function benchBuiltin() {
  const questions = [...TUNING_SET, ...HELD_OUT_SET];
  const knowledge = seededEntries(1000);
  const cold = await firstToken(knowledge, questions[0]?.question ?? '', 'zh-cn');
  const times: number[] = [];
  const index = indexKnowledge(knowledge);
  for (let lap = 0; lap < ROUNDS; lap += 1) {
    for (const { question, lang } of questions) {
      // Every lap sees each word for the first time: typo corrections worked out earlier are forgotten.
      index.corrections.clear();
      times.push(await firstToken(knowledge, question, lang));
    }
  }
  const builds = DEMO_STORE_SEEDS.map((seed, copy) => {
    const entries = LANGUAGES.flatMap((lang) =>
      storeKnowledge(seed, lang).map((entry, index) => ({
        ...entry,
        lang,
        id: index + 1,
        question: `${entry.question} ${copy}`,
      })),
    );
    const started = performance.now();
    indexKnowledge(entries);
    return performance.now() - started;
  });
  collectGarbage();
  const before = process.memoryUsage().heapUsed;
  const big = indexKnowledge(seededEntries(10_000, 1));
  collectGarbage();
  const heapMb = (process.memoryUsage().heapUsed - before) / 2 ** 20;
  return {
    setup: 'builtin engine, one process',
    target: 'builtin answer p95 time to first token < 50 ms with 1,000 entries on one core',
    firstToken: {
      entries: knowledge.length,
      questions: times.length,
      coldMs: round(cold, 1),
      medianMs: round(quantile(times, 0.5)),
      p95Ms: round(quantile(times, 0.95)),
      p99Ms: round(quantile(times, 0.99)),
    },
    indexBuildPerStore: {
      stores: builds.length,
      entriesPerStore: 14,
      medianMs: round(quantile(builds, 0.5)),
      maxMs: round(Math.max(...builds)),
    },
    memoryPer10kEntries: { entries: big.size, passages: big.passages.length, heapMb: round(heapMb, 1) },
    evaluation: { tuning: figures(TUNING_SET), heldOut: figures(HELD_OUT_SET) },
  };
}
