import type { TChatMessage } from '@storefront/shared';
import { describe, expect, it } from 'vitest';
import { initialThread, type TThreadAction, type TThreadState, threadReducer } from './thread-reducer';

const saved = (id: number, role: 'user' | 'assistant' = id % 2 ? 'user' : 'assistant'): TChatMessage => ({
  id,
  conversation_id: 7,
  role,
  content: `message ${id}`,
  status: 'done',
  unanswered: false,
  rating: 0,
  create_time: 1_700_000_000 + id,
  parent_id: id > 1 ? id - 1 : null,
  siblings: role === 'user' ? [id] : [],
  sources: [],
});

const run = (actions: TThreadAction[], from: TThreadState = initialThread) =>
  actions.reduce(threadReducer, from);
const loaded = (ids: number[], total = ids.length): TThreadAction => ({
  type: 'loaded',
  list: ids.map((id) => saved(id)),
  total,
  page: 1,
  limit: 20,
  conversationId: 7,
});

describe('thread reducer', () => {
  it('streams a new question and answer, then takes the ids, text, follow-ups and sources the server sends', () => {
    const state = run([
      loaded([1, 2]),
      { type: 'ask', question: 'When do you open?', keys: ['q1', 'a1'] },
      { type: 'meta', conversationId: 7, messageId: 4, questionId: 3 },
      { type: 'delta', text: 'At ' },
      { type: 'delta', text: '8:00.' },
      { type: 'done', suggestions: ['Do you deliver?'], sources: [12] },
    ]);
    expect(state.messages.map((message) => [message.key, message.id, message.status])).toEqual([
      ['m1', 1, 'done'],
      ['m2', 2, 'done'],
      ['q1', 3, 'done'],
      ['a1', 4, 'done'],
    ]);
    expect(state.messages.at(-1)?.content).toBe('At 8:00.');
    expect(state.messages.at(-1)?.sources).toEqual([12]);
    expect(state.suggestions).toEqual(['Do you deliver?']);
  });

  it('keeps the partial text of a stopped answer and the message of a failed one', () => {
    const asked = run([
      { type: 'ask', question: 'Hi', keys: ['q', 'a'] },
      { type: 'delta', text: 'Hel' },
    ]);
    expect(threadReducer(asked, { type: 'failed', status: 'stopped' }).messages.at(-1)).toMatchObject({
      content: 'Hel',
      status: 'stopped',
    });
    expect(
      threadReducer(asked, { type: 'failed', status: 'error', error: 'busy' }).messages.at(-1),
    ).toMatchObject({
      status: 'error',
      error: 'busy',
    });
  });

  it('shows a stopped answer as the server saved it: whole and marked when it had finished first', () => {
    const stopped = run([
      { type: 'ask', question: 'Hi', keys: ['q', 'a'] },
      { type: 'meta', conversationId: 7, messageId: 4, questionId: 3 },
      { type: 'delta', text: 'Hel' },
      { type: 'failed', status: 'stopped' },
    ]);
    const whole = { ...saved(4), content: 'Hello there', sources: [9] };
    expect(threadReducer(stopped, { type: 'saved', message: whole }).messages.at(-1)).toMatchObject({
      content: 'Hello there',
      status: 'done',
      sources: [9],
      finishedBeforeStop: true,
    });
    const partial = { ...saved(4), content: 'Hell', status: 'stopped' as const };
    const kept = threadReducer(stopped, { type: 'saved', message: partial }).messages.at(-1);
    expect(kept).toMatchObject({ content: 'Hell', status: 'stopped' });
    expect(kept?.finishedBeforeStop).toBeUndefined();
    // Another message, or one that is not shown as stopped, is left alone.
    expect(threadReducer(stopped, { type: 'saved', message: { ...whole, id: 5 } })).toEqual(stopped);
  });

  it('takes back a question the server refused, and puts back the answer a refused regeneration replaced', () => {
    const start = run([loaded([1, 2])]);
    expect(run([{ type: 'ask', question: 'Hi', keys: ['q', 'a'] }, { type: 'refused' }], start)).toEqual(
      expect.objectContaining({ messages: start.messages }),
    );
    const regenerated = run([{ type: 'regenerate', key: 'r' }], start);
    expect(regenerated.messages.at(-1)).toMatchObject({ key: 'r', status: 'streaming', content: '' });
    expect(threadReducer(regenerated, { type: 'refused' }).messages).toEqual(start.messages);
  });

  it('puts a new version in place of an edited question and what followed, adding its id to the versions', () => {
    const state = run([
      loaded([1, 2, 3, 4]),
      { type: 'edit', id: 1, question: 'Where are you?', keys: ['q9', 'a9'] },
      { type: 'meta', conversationId: 7, messageId: 6, questionId: 5 },
    ]);
    expect(state.messages.map((message) => [message.key, message.id, message.content])).toEqual([
      ['q9', 5, 'Where are you?'],
      ['a9', 6, ''],
    ]);
    expect(state.messages[0]?.siblings).toEqual([1, 5]);
    expect(state.beforeEdit).toBeNull();
  });

  it('puts the conversation back as it was when the server refuses an edit', () => {
    const before = run([loaded([1, 2, 3, 4])]);
    const state = run(
      [{ type: 'edit', id: 3, question: 'Menu?', keys: ['q9', 'a9'] }, { type: 'refused' }],
      before,
    );
    expect(state.messages).toEqual(before.messages);
    expect(
      run([{ type: 'edit', id: 2, question: 'An answer is no question', keys: ['q', 'a'] }], before),
    ).toBe(before);
  });

  it('prepends older pages without repeating messages that shifted pages and counts what it added', () => {
    const state = run([
      loaded([21, 22, 23], 25),
      { type: 'older', list: [19, 20, 21].map((id) => saved(id)), total: 25, page: 2, limit: 3 },
    ]);
    expect(state.messages.map((message) => message.id)).toEqual([19, 20, 21, 22, 23]);
    expect(state.prepended).toBe(2);
    expect(state.hasOlder).toBe(true);
    const last = threadReducer(state, {
      type: 'older',
      list: [17, 18].map((id) => saved(id)),
      total: 25,
      page: 9,
      limit: 3,
    });
    expect(last.hasOlder).toBe(false);
  });

  it('ignores stream events when no answer is being written', () => {
    const state = run([loaded([1, 2])]);
    expect(threadReducer(state, { type: 'delta', text: 'late' })).toBe(state);
  });

  it('records a rating on the rated message only', () => {
    const state = run([loaded([1, 2, 3, 4]), { type: 'rated', id: 2, rating: -1 }]);
    expect(state.messages.map((message) => message.rating)).toEqual([0, -1, 0, 0]);
  });
});
