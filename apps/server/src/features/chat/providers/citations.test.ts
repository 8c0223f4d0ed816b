import { describe, expect, it } from 'vitest';
import { createCitationReader, withCitations } from './citations.js';
import { passagesFor, retrievalQuestion } from './model-retrieval.js';
import type { TKnowledgeEntry, TProviderEvent } from './provider.js';

const PASSAGES: TKnowledgeEntry[] = [
  { id: 12, lang: 'en', question: 'Do you deliver?', answer: 'Yes, within 3 km.', tags: '' },
  { id: 15, lang: 'en', question: 'Opening hours?', answer: '08:00-22:00', tags: '' },
];

const read = (pieces: string[]) => {
  const reader = createCitationReader(PASSAGES);
  const text = pieces.map((piece) => reader.push(piece)).join('') + reader.end();
  return { text, ids: reader.sources().map((source) => source.id) };
};

describe('citations', () => {
  it('takes markers out of the text, even split across pieces, and keeps the cited ids in order', () => {
    expect(read(['We deliver within 3 km [#', '12]. Open 08:00', '-22:00 [#15, #12].'])).toEqual({
      text: 'We deliver within 3 km. Open 08:00-22:00.',
      ids: [12, 15],
    });
    expect(read(['可以外送', '[#1', '5]', '[#12]。'])).toEqual({ text: '可以外送。', ids: [15, 12] });
  });

  it('counts only ids that were in the prompt, and leaves other brackets alone', () => {
    expect(read(['Yes [#99][#12]. See [the menu](/m) ', '[note]'])).toEqual({
      text: 'Yes. See [the menu](/m) [note]',
      ids: [12],
    });
  });

  it('sends the cited entries as sources before usage', async () => {
    async function* model(): AsyncGenerator<TProviderEvent> {
      yield { type: 'delta', text: 'Yes [#12' };
      yield { type: 'delta', text: ']' };
      yield { type: 'usage', promptTokens: 1, completionTokens: 2 };
    }
    const events: TProviderEvent[] = [];
    for await (const event of withCitations(model(), PASSAGES)) events.push(event);
    expect(events).toEqual([
      { type: 'delta', text: 'Yes' },
      { type: 'sources', entries: [{ id: 12, lang: 'en', question: 'Do you deliver?' }] },
      { type: 'usage', promptTokens: 1, completionTokens: 2 },
    ]);
  });
});

describe('follow-ups on the model path', () => {
  it('searches with the previous question only for a follow-up', () => {
    const history = [
      { role: 'user' as const, content: 'How much is a small latte?' },
      { role: 'assistant' as const, content: '18 yuan.' },
    ];
    expect(retrievalQuestion('and a large one?', history)).toBe(
      'How much is a small latte? and a large one?',
    );
    expect(retrievalQuestion('Do you deliver?', history)).toBe('Do you deliver?');
    expect(retrievalQuestion('and a large one?', [])).toBe('and a large one?');
  });

  it('puts the entries the follow-up itself names first, in the order the joined question ranks them', () => {
    const knowledge: TKnowledgeEntry[] = [
      { id: 1, lang: 'en', question: 'How much is a small latte?', answer: '18 yuan.', tags: 'latte,price' },
      {
        id: 2,
        lang: 'en',
        question: 'How much is a large latte?',
        answer: '24 yuan.',
        tags: 'latte,large,price',
      },
      {
        id: 3,
        lang: 'en',
        question: 'Do you have large tables?',
        answer: 'Yes, for 8.',
        tags: 'large,table',
      },
    ];
    const history = [{ role: 'user' as const, content: 'How much is a small latte?' }];
    expect(passagesFor(knowledge, 'and a large one?', history, 'en')[0]?.id).toBe(2);
  });
});
