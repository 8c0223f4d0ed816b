import { it } from 'vitest';
import { storeKnowledge } from '../cli/seed/store-knowledge.js';
import { DEMO_STORE_SEEDS } from '../cli/seed/stores.js';
import { rankKnowledge } from '../features/chat/knowledge/rank.js';
import { tokenize } from '../features/chat/knowledge/tokenize.js';
import { EVALUATION_STORES } from '../test/evaluation-set.js';
import { TUNING_SET } from '../test/evaluation-tuning.js';
import { isRight, outcomeOf } from '../test/evaluation-run.js';
it('d', () => {
  for (const c of TUNING_SET) {
    const o = outcomeOf(c);
    const refusal = c.expect === 'none';
    if (isRight(c, o) && !refusal) continue;
    const seed = DEMO_STORE_SEEDS.find((s) => s.storeuuid === EVALUATION_STORES[c.store])!;
    const K = (['zh-cn', 'en'] as const).flatMap((l) => storeKnowledge(seed, l).map((e) => ({ ...e, lang: l }))).map((e, i) => ({ ...e, id: i + 1 }));
    const r = rankKnowledge(K, c.question, c.lang, 3);
    const toks = tokenize(c.question).filter((t) => t.kind === 'word').map((t) => `${t.term}${t.filler ? '~' : ''}${t.noun ? 'N' : ''}`).join(' ');
    console.log(`${isRight(c, o) ? 'OK ' : 'BAD'} ${c.lang} ${String(c.expect)} | ${c.question} | ${toks} || ${r.map((h) => `${(h.entry as any).key}:${h.score.toFixed(2)}/${h.coverage.toFixed(2)}/${h.rareMatched ? 'R' : '-'}`).join('  ')}`);
  }
});
