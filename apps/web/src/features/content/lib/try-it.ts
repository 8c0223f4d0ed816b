import type { TExampleTurn } from '@storefront/shared';

/**
 * The chat address that tries an example: the example's store with its first question filled in through
 * `?q=` (the chat page reads exactly that name). encodeURIComponent rather than URLSearchParams, so spaces
 * travel as %20, which every reader decodes the same way.
 */
export function tryItPath(storeuuid: string, turns: TExampleTurn[]): string {
  const base = storeuuid ? `/chatai/${encodeURIComponent(storeuuid)}` : '/chatai';
  const question = turns.find((turn) => turn.role === 'user')?.content.trim() ?? '';
  return question ? `${base}?q=${encodeURIComponent(question)}` : base;
}
