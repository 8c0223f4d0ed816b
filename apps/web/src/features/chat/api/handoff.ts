import {
  API,
  type TChatLiveEvent,
  type TChatMessage,
  type TEndpointBody,
  type THandoffView,
  ZChatLiveEvent,
} from '@storefront/shared';
import { callApi, followLiveStream } from '../../../lib/http';

/** Hands the conversation (a new one without an id) over to the store's people. */
export const openHandoff = (body: TEndpointBody<typeof API.chat.handoffOpen>): Promise<THandoffView> =>
  callApi(API.chat.handoffOpen, { body });

/** A message to the store in a handed-over conversation (free). */
export const sayToStore = (body: TEndpointBody<typeof API.chat.handoffSay>): Promise<TChatMessage> =>
  callApi(API.chat.handoffSay, { body });

/** Back to the assistant. */
export const returnToAssistant = (
  body: TEndpointBody<typeof API.chat.handoffReturn>,
): Promise<THandoffView> => callApi(API.chat.handoffReturn, { body });

/**
 * Follows the store's replies to a conversation live until `signal` aborts; `after` is read at each
 * (re)connection: the newest message the chat shows, so only what came since is sent.
 */
export function followStoreReplies(input: {
  chatkey: string;
  conversationId: number;
  after: () => number;
  onEvent: (event: TChatLiveEvent) => void;
  signal: AbortSignal;
}): Promise<void> {
  return followLiveStream({
    path: API.chat.live.path,
    query: () => ({ chatkey: input.chatkey, conversation_id: input.conversationId, after: input.after() }),
    schema: ZChatLiveEvent,
    onEvent: input.onEvent,
    signal: input.signal,
  });
}
