import type { TChatMessage } from '@storefront/shared';
import { getHistory } from './get-history';

/** How long to wait between looks: the server settles a stopped answer as soon as it sees the stream close. */
const WAITS_MS = [150, 300, 600, 1200, 2400];

/**
 * An answer as the server saved it once it has settled (anything but still streaming), looked up on the
 * conversation's newest page; undefined when it is not found settled within a few seconds.
 */
export async function getSavedAnswer(
  chatkey: string,
  conversationId: number,
  messageId: number,
): Promise<TChatMessage | undefined> {
  for (const wait of WAITS_MS) {
    await new Promise((resolve) => setTimeout(resolve, wait));
    const page = await getHistory({ chatkey, conversation_id: conversationId, page: 1 }).catch(() => null);
    const saved = page?.list.find((message) => message.id === messageId);
    if (saved && saved.status !== 'streaming') return saved;
  }
  return undefined;
}
