import { describe, expect, it } from 'vitest';
import { handoffOfferFor } from './handoff-offer';
import type { TThreadMessage } from './thread-types';

const message = (
  key: string,
  role: TThreadMessage['role'],
  extra: Partial<TThreadMessage> = {},
): TThreadMessage => ({
  key,
  id: null,
  role,
  content: key,
  status: 'done',
  rating: 0,
  siblings: [],
  ...extra,
});

describe('offering the store by itself', () => {
  it('offers after two answers in a row found nothing, not after one', () => {
    const first = [message('q1', 'user'), message('a1', 'assistant', { unanswered: true })];
    expect(handoffOfferFor(first)).toBeNull();
    const second = [...first, message('q2', 'user'), message('a2', 'assistant', { unanswered: true })];
    expect(handoffOfferFor(second)).toBe('a2');
    const helped = [...second, message('q3', 'user'), message('a3', 'assistant')];
    expect(handoffOfferFor(helped)).toBeNull();
  });

  it('offers after a thumbs down, and never while an answer streams or after the store replied', () => {
    expect(handoffOfferFor([message('q', 'user'), message('a', 'assistant', { rating: -1 })])).toBe('a');
    const streaming = [
      message('q', 'user'),
      message('a', 'assistant', { unanswered: true, status: 'streaming' }),
    ];
    expect(handoffOfferFor([message('a0', 'assistant', { unanswered: true }), ...streaming])).toBeNull();
    const replied = [message('a0', 'assistant', { unanswered: true }), message('s', 'store')];
    expect(handoffOfferFor(replied)).toBeNull();
  });
});
