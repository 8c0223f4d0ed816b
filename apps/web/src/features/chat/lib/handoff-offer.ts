import type { TThreadMessage } from './thread-types';

/**
 * When the chat offers the store's people by itself: the assistant's last two answers in a row found nothing
 * to answer with, or the visitor gave the last answer a thumbs down. The offer is the last answer's key (so a
 * dismissed offer comes back only with a later answer), or null.
 */
export function handoffOfferFor(messages: readonly TThreadMessage[]): string | null {
  const answers = messages.filter((message) => message.role !== 'user');
  const last = answers.at(-1);
  if (last?.role !== 'assistant' || last.status !== 'done') return null;
  const before = answers.at(-2);
  const isStuck = last.unanswered === true && before?.role === 'assistant' && before.unanswered === true;
  return isStuck || last.rating === -1 ? last.key : null;
}
