import type { TChatEvent } from '@storefront/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type Dispatch, useCallback, useEffect, useRef, useState } from 'react';
import { showError } from '../../../lib/feedback';
import { translate } from '../../../lib/i18n/i18n';
import { getSavedAnswer } from '../api/get-saved-answer';
import { ChatStreamError, sendMessage, type TSendBody } from '../api/send-message';
import type { TThreadAction } from '../lib/thread-reducer';

export type TDoneEvent = Extract<TChatEvent, { type: 'done' }>;
export type TSendResult = 'sent' | 'refused';

type TStreamOptions = {
  dispatch: Dispatch<TThreadAction>;
  onDone: (event: TDoneEvent) => void;
  onNeedLogin: (message: string) => void;
};

/** Collects streamed text and hands it over once per animation frame: smooth typing, few re-renders. */
function createDeltaBuffer(flushText: (text: string) => void) {
  let pending = '';
  let frame = 0;
  const flush = () => {
    cancelAnimationFrame(frame);
    frame = 0;
    if (pending) flushText(pending);
    pending = '';
  };
  return {
    push(text: string) {
      pending += text;
      if (!frame) frame = requestAnimationFrame(flush);
    },
    flush,
  };
}

let keySeed = 0;
const localKey = (prefix: string) => `${prefix}${Date.now().toString(36)}${(keySeed++).toString(36)}`;

/**
 * Sends a question (or regenerates the last answer, or asks an earlier question again in other words) and
 * feeds the stream into the thread. `stop` aborts the request, which the server saves as a stopped answer;
 * `cancel` also drops what the old stream still reports (the page switched conversation).
 */
export function useAnswerStream({ dispatch, onDone, onNeedLogin }: TStreamOptions) {
  const controllerRef = useRef<AbortController | null>(null);
  // Counts conversation switches: what a stopped answer settles into belongs to the conversation it was in.
  const shownRef = useRef(0);
  const [isStreaming, setStreaming] = useState(false);
  const callbacks = useRef({ onDone, onNeedLogin });
  callbacks.current = { onDone, onNeedLogin };
  const queryClient = useQueryClient();

  /**
   * On a slow link the server may have finished (and counted) an answer before the Stop reached it: the
   * thread then shows what the server saved, whole, and the counters are read again, so the screen never
   * claims a stop that did not happen.
   */
  const showSaved = useCallback(
    async (chatkey: string, ids: { conversationId: number; messageId: number }) => {
      const shown = shownRef.current;
      const saved = await getSavedAnswer(chatkey, ids.conversationId, ids.messageId);
      if (!saved || shown !== shownRef.current) return;
      dispatch({ type: 'saved', message: saved });
      if (saved.status === 'done') await queryClient.invalidateQueries({ queryKey: ['chat', 'init'] });
    },
    [dispatch, queryClient],
  );

  const run = useCallback(
    async (body: TSendBody, start: TThreadAction): Promise<TSendResult> => {
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      const isActive = () => controllerRef.current === controller;
      const act = (action: TThreadAction) => {
        if (isActive()) dispatch(action);
      };
      const buffer = createDeltaBuffer((text) => act({ type: 'delta', text }));
      let isSettled = false;
      let ids: { conversationId: number; messageId: number } | undefined;
      const onEvent = (event: TChatEvent) => {
        if (event.type === 'delta') return buffer.push(event.text);
        buffer.flush();
        if (event.type === 'meta') {
          ids = { conversationId: event.conversation_id, messageId: event.message_id };
          act({
            type: 'meta',
            conversationId: event.conversation_id,
            messageId: event.message_id,
            questionId: event.question_id,
          });
        } else if (event.type === 'done') {
          isSettled = true;
          act({
            type: 'done',
            suggestions: event.suggestions,
            sources: event.sources ?? [],
            unanswered: event.unanswered,
          });
          if (isActive()) callbacks.current.onDone(event);
        } else {
          isSettled = true;
          act({ type: 'failed', status: 'error', error: event.msg });
        }
      };
      setStreaming(true);
      dispatch(start);
      try {
        const outcome = await sendMessage(body, { signal: controller.signal, onEvent });
        buffer.flush();
        if (outcome.kind === 'streamed') {
          if (!isSettled) act({ type: 'failed', status: 'error', error: translate('chat:answer.cut') });
          return 'sent';
        }
        act({ type: 'refused' });
        if (outcome.kind === 'needLogin') callbacks.current.onNeedLogin(outcome.message);
        else if (outcome.message) showError(outcome.message);
        return 'refused';
      } catch (error) {
        buffer.flush();
        if (controller.signal.aborted) {
          act({ type: 'failed', status: 'stopped' });
          if (ids && isActive()) void showSaved(body.chatkey, ids);
        } else if (error instanceof ChatStreamError)
          act({ type: 'failed', status: 'error', error: error.message });
        else throw error;
        return 'sent';
      } finally {
        if (isActive()) {
          controllerRef.current = null;
          setStreaming(false);
        }
      }
    },
    [dispatch, showSaved],
  );

  const ask = useCallback(
    (chatkey: string, conversationId: number | null, question: string) =>
      run(
        { chatkey, conversation_id: conversationId ?? undefined, content: question },
        { type: 'ask', question, keys: [localKey('q'), localKey('a')] },
      ),
    [run],
  );

  const regenerate = useCallback(
    (chatkey: string, conversationId: number, question: string) =>
      run(
        { chatkey, conversation_id: conversationId, content: question, regenerate: true },
        { type: 'regenerate', key: localKey('a') },
      ),
    [run],
  );

  const edit = useCallback(
    (chatkey: string, conversationId: number, editId: number, question: string) =>
      run(
        { chatkey, conversation_id: conversationId, content: question, edit_id: editId },
        { type: 'edit', id: editId, question, keys: [localKey('q'), localKey('a')] },
      ),
    [run],
  );

  const stop = useCallback(() => controllerRef.current?.abort(), []);

  const cancel = useCallback(() => {
    shownRef.current += 1;
    controllerRef.current?.abort();
    controllerRef.current = null;
    setStreaming(false);
  }, []);

  useEffect(() => cancel, [cancel]);

  return { isStreaming, ask, regenerate, edit, stop, cancel };
}
