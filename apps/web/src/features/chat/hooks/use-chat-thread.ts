import { CHAT_LIMITS, type TChatMessage, type THandoffView } from '@storefront/shared';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { showError } from '../../../lib/feedback';
import { HttpError } from '../../../lib/http';
import { translate } from '../../../lib/i18n/i18n';
import { getHistory } from '../api/get-history';
import { sendFeedback } from '../api/send-feedback';
import { switchBranch } from '../api/switch-branch';
import { initialThread, type TThreadMessage, threadReducer } from '../lib/thread-reducer';
import { type TDoneEvent, type TSendResult, useAnswerStream } from './use-answer-stream';

/**
 * Which conversation the thread shows: the latest with the store, a fresh one (a new `nonce` starts another),
 * or a chosen one.
 */
export type TThreadSource =
  | { kind: 'latest' }
  | { kind: 'new'; nonce?: number }
  | { kind: 'conversation'; id: number };

const LIMIT = CHAT_LIMITS.historyPageSize;

function keyOf(source: TThreadSource): string {
  if (source.kind === 'conversation') return `c${source.id}`;
  return source.kind === 'new' ? `new${source.nonce ?? 0}` : 'latest';
}

type TThreadOptions = {
  chatkey: string;
  source: TThreadSource;
  onDone: (event: TDoneEvent) => void;
  onNeedLogin: (message: string) => void;
  /** Each history page loaded (the classic chat persists it as quePage). */
  onPage?: (page: number) => void;
};

const errorText = (error: unknown) =>
  error instanceof HttpError ? error.message : translate('shared:http.other');

/** The messages of one conversation: history pages, new questions, streamed answers, ratings. */
export function useChatThread({ chatkey, source, onDone, onNeedLogin, onPage }: TThreadOptions) {
  const [state, dispatch] = useReducer(threadReducer, initialThread);
  const [phase, setPhase] = useState<'loading' | 'ready' | 'error'>('loading');
  const [loadError, setLoadError] = useState('');
  const [isLoadingOlder, setLoadingOlder] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const stream = useAnswerStream({ dispatch, onDone, onNeedLogin });
  const latest = useRef({ state, phase, onPage, isLoadingOlder: false });
  latest.current = { state, phase, onPage, isLoadingOlder: latest.current.isLoadingOlder };
  // A question sent while the conversation is still loading waits for it: sent at once, it would start
  // another conversation and the history arriving after it would wipe it from the screen.
  const waiting = useRef<{ question: string; settle: (result: TSendResult) => void } | null>(null);
  const sourceKey = keyOf(source);
  const isNew = source.kind === 'new';
  const sourceId = source.kind === 'conversation' ? source.id : undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload only for another store, conversation or retry.
  useEffect(() => {
    // The thread itself started this conversation (the page then names it in the URL): nothing to load.
    if (sourceId !== undefined && sourceId === latest.current.state.conversationId) return;
    stream.cancel();
    // A question waiting for the conversation the visitor has now left goes back into the input.
    waiting.current?.settle('refused');
    waiting.current = null;
    if (isNew) {
      dispatch({ type: 'reset', conversationId: null });
      setPhase('ready');
      return;
    }
    let isCurrent = true;
    setPhase('loading');
    getHistory({ chatkey, conversation_id: sourceId, page: 1 }).then(
      (page) => {
        if (!isCurrent) return;
        dispatch({ type: 'loaded', ...page, conversationId: page.conversation_id, page: 1, limit: LIMIT });
        setPhase('ready');
        latest.current.onPage?.(1);
      },
      (error: unknown) => {
        if (!isCurrent || (error instanceof HttpError && error.isCancelled)) return;
        setLoadError(errorText(error));
        setPhase('error');
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [chatkey, sourceKey, attempt]);

  const loadOlder = useCallback(async () => {
    const { state: current } = latest.current;
    if (!current.hasOlder || latest.current.isLoadingOlder || current.conversationId === null) return;
    latest.current.isLoadingOlder = true;
    setLoadingOlder(true);
    const page = current.page + 1;
    try {
      const older = await getHistory({ chatkey, conversation_id: current.conversationId, page });
      dispatch({ type: 'older', list: older.list, total: older.total, page, limit: LIMIT });
      latest.current.onPage?.(page);
    } catch (error) {
      if (!(error instanceof HttpError && error.isCancelled)) showError(errorText(error));
    } finally {
      latest.current.isLoadingOlder = false;
      setLoadingOlder(false);
    }
  }, [chatkey]);

  const ask = useCallback(
    (question: string): Promise<TSendResult> => {
      if (latest.current.phase === 'ready') {
        return stream.ask(chatkey, latest.current.state.conversationId, question);
      }
      waiting.current?.settle('refused');
      return new Promise((settle) => {
        waiting.current = { question, settle };
      });
    },
    [chatkey, stream.ask],
  );

  useEffect(() => {
    const question = waiting.current;
    if (phase !== 'ready' || !question) return;
    waiting.current = null;
    void stream.ask(chatkey, state.conversationId, question.question).then(question.settle);
  }, [phase, chatkey, state.conversationId, stream.ask]);

  const lastQuestion = state.messages.findLast((message) => message.role === 'user');
  const canRegenerate =
    !stream.isStreaming && state.conversationId !== null && state.messages.at(-1)?.role === 'assistant';
  const regenerate = useCallback(() => {
    const { conversationId } = latest.current.state;
    const question = latest.current.state.messages.findLast((message) => message.role === 'user');
    if (conversationId === null || !question) return;
    void stream.regenerate(chatkey, conversationId, question.content);
  }, [chatkey, stream.regenerate]);

  const canEdit = !stream.isStreaming && state.conversationId !== null;
  const edit = useCallback(
    (message: TThreadMessage, question: string) => {
      const { conversationId } = latest.current.state;
      if (conversationId === null || message.id === null) return;
      void stream.edit(chatkey, conversationId, message.id, question);
    },
    [chatkey, stream.edit],
  );

  /** Shows another version of an edited question with the turns that follow it, as the server keeps them. */
  const showVersion = useCallback(
    async (messageId: number) => {
      const { conversationId } = latest.current.state;
      if (conversationId === null) return;
      try {
        await switchBranch({ chatkey, conversation_id: conversationId, message_id: messageId });
      } catch {
        return; // the http client already said why
      }
      try {
        const page = await getHistory({ chatkey, conversation_id: conversationId, page: 1 });
        dispatch({ type: 'loaded', ...page, conversationId: page.conversation_id, page: 1, limit: LIMIT });
      } catch (error) {
        if (!(error instanceof HttpError && error.isCancelled)) showError(errorText(error));
      }
    },
    [chatkey],
  );

  const rate = useCallback(async (message: TThreadMessage, rating: 1 | -1 | 0) => {
    if (message.id === null) return;
    dispatch({ type: 'rated', id: message.id, rating });
    try {
      await sendFeedback(message.id, rating);
    } catch {
      // The http client already said why; show the rating as it still is on the server.
      dispatch({ type: 'rated', id: message.id, rating: message.rating });
    }
  }, []);

  const append = useCallback((message: TChatMessage) => dispatch({ type: 'appended', message }), []);
  const setHandoff = useCallback(
    (handoff: THandoffView | null) => dispatch({ type: 'handoff', handoff }),
    [],
  );

  return {
    ...state,
    append,
    setHandoff,
    phase,
    loadError,
    retry: () => setAttempt((value) => value + 1),
    isLoadingOlder,
    loadOlder,
    isStreaming: stream.isStreaming,
    ask,
    stop: stream.stop,
    canRegenerate: canRegenerate && Boolean(lastQuestion),
    regenerate,
    canEdit,
    edit,
    showVersion,
    rate,
  };
}
