import type { TChatEvent } from '@storefront/shared';

/** Reads a whole `text/event-stream` answer into its `data:` events (heartbeat comments skipped). */
export async function readEvents(response: Response): Promise<TChatEvent[]> {
  const text = await response.text();
  return text
    .split('\n\n')
    .map((block) => block.split('\n').find((line) => line.startsWith('data: ')))
    .filter((line): line is string => Boolean(line))
    .map((line) => JSON.parse(line.slice('data: '.length)) as TChatEvent);
}

/** The answer text of a stream: its deltas joined. */
export const answerText = (events: TChatEvent[]): string =>
  events.map((event) => (event.type === 'delta' ? event.text : '')).join('');
