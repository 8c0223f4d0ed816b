import type { TChatMessage, THandoffView } from '@storefront/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { followStoreReplies, openHandoff, returnToAssistant, sayToStore } from '../api/handoff';
import type { TThreadMessage } from '../lib/thread-reducer';
import type { TSendResult } from './use-answer-stream';

/** What the handoff works on: the thread's conversation, messages and handoff, and how to change them. */
type THandoffThread = {
  conversationId: number | null;
  messages: TThreadMessage[];
  handoff: THandoffView | null;
  append: (message: TChatMessage) => void;
  setHandoff: (handoff: THandoffView | null) => void;
};

/** What the visitor leaves so the store can reach them. */
export type THandoffContact = { name: string; contact: string };

/**
 * Talking to the store in one conversation: hand it over, write to the store, return to the assistant. While
 * the store has the conversation one live stream brings its replies (and the end of the handoff); none is open
 * otherwise. `closedByStore` says the store handed the conversation back while the chat was open.
 */
export function useHandoff(chatkey: string, thread: THandoffThread) {
  const { conversationId, handoff, append, setHandoff } = thread;
  const [closedByStore, setClosedByStore] = useState(false);
  const newest = useRef(0);
  // The visitor's own return also reaches the live stream as the handoff's end: not the store's doing.
  const isReturning = useRef(false);
  newest.current = thread.messages.reduce((max, message) => Math.max(max, message.id ?? 0), 0);
  const handoffId = handoff?.id;

  useEffect(() => {
    if (handoffId === undefined || conversationId === null) return;
    const controller = new AbortController();
    void followStoreReplies({
      chatkey,
      conversationId,
      after: () => newest.current,
      signal: controller.signal,
      onEvent: (event) => {
        if (event.type === 'message') append(event.message);
        else if (event.type === 'handoff') {
          if (!event.handoff && !isReturning.current) setClosedByStore(true);
          setHandoff(event.handoff);
        }
      },
    });
    return () => controller.abort();
  }, [chatkey, conversationId, handoffId, append, setHandoff]);

  const open = useCallback(
    async (contact: THandoffContact) => {
      const view = await openHandoff({ chatkey, conversation_id: conversationId ?? undefined, ...contact });
      setClosedByStore(false);
      setHandoff(view);
    },
    [chatkey, conversationId, setHandoff],
  );

  const say = useCallback(
    async (content: string): Promise<TSendResult> => {
      if (conversationId === null) return 'refused';
      try {
        append(await sayToStore({ chatkey, conversation_id: conversationId, content }));
        return 'sent';
      } catch {
        return 'refused'; // the http client already said why
      }
    },
    [chatkey, conversationId, append],
  );

  const back = useCallback(async () => {
    if (conversationId === null) return;
    isReturning.current = true;
    try {
      await returnToAssistant({ chatkey, conversation_id: conversationId });
      setHandoff(null);
    } catch {
      // the http client already said why
    } finally {
      isReturning.current = false;
    }
  }, [chatkey, conversationId, setHandoff]);

  return { handoff, closedByStore, open, say, back };
}
