import { toSources } from '../sources.js';
import type { TKnowledgeEntry, TProviderEvent } from './provider.js';

/** `[#12]`, `[#12, #15]`, with the space before it: a model's citation of the passages it was given. */
const MARKER = /[ \t]*\[#\d+(?:\s*[,，、]\s*#?\d+)*\]/g;
/**
 * The end of a text that may still become a marker once the next piece arrives. Spaces alone are not held:
 * models send the space before a marker with it (" [#"), and held spaces would change every piece's text.
 */
const OPEN_MARKER = /[ \t]*\[(?:#\d*(?:\s*[,，、]\s*#?\d*)*)?$/;

/**
 * Reads a model's streamed answer: citation markers are taken out of the text (the visitor sees a source line
 * instead) and the cited ids that name a passage of the prompt are kept, in the order first cited; any other id
 * is the model's invention and counts for nothing. A piece that may be the start of a marker waits for the next.
 */
export function createCitationReader(passages: readonly TKnowledgeEntry[]) {
  const given = new Map(passages.map((entry) => [entry.id, entry]));
  const cited = new Map<number, TKnowledgeEntry>();
  let pending = '';

  const take = (text: string, isLast: boolean): string => {
    pending = (pending + text).replace(MARKER, (marker) => {
      for (const [digits] of marker.matchAll(/\d+/g)) {
        const entry = given.get(Number(digits));
        if (entry && !cited.has(entry.id)) cited.set(entry.id, entry);
      }
      return '';
    });
    const cut = isLast ? pending.length : pending.search(OPEN_MARKER);
    const ready = cut === -1 ? pending : pending.slice(0, cut);
    pending = pending.slice(ready.length);
    return ready;
  };

  return {
    /** The text of one streamed piece that can be shown now. */
    push: (text: string) => take(text, false),
    /** Whatever was held back, at the end of the answer. */
    end: () => take('', true),
    /** The passages the answer cited, as its sources. */
    sources: () => toSources([...cited.values()]),
  };
}

/** A model's events with citations read: clean text, then the cited entries as `sources` before `usage`. */
export async function* withCitations(
  events: AsyncIterable<TProviderEvent>,
  passages: readonly TKnowledgeEntry[],
): AsyncGenerator<TProviderEvent> {
  const reader = createCitationReader(passages);
  let ended = false;
  async function* finish(): AsyncGenerator<TProviderEvent> {
    ended = true;
    const rest = reader.end();
    if (rest) yield { type: 'delta', text: rest };
    const sources = reader.sources();
    if (sources.length > 0) yield { type: 'sources', entries: sources };
  }
  try {
    for await (const event of events) {
      if (event.type === 'delta') {
        const text = reader.push(event.text);
        if (text) yield { type: 'delta', text };
        continue;
      }
      if (event.type === 'usage' && !ended) yield* finish();
      yield event;
    }
  } catch (error) {
    // A failed answer keeps all the text it got, a held "[" included.
    const rest = reader.end();
    if (rest) yield { type: 'delta', text: rest };
    throw error;
  }
  if (!ended) yield* finish();
}
