import type { TChatMessage } from '@storefront/shared';
import type { TThreadAction, TThreadMessage, TThreadState } from './thread-types';

export type { TThreadAction, TThreadMessage, TThreadState };

export const initialThread: TThreadState = {
  messages: [],
  conversationId: null,
  page: 1,
  hasOlder: false,
  prepended: 0,
  suggestions: [],
  replaced: null,
  beforeEdit: null,
  handoff: null,
};

const fromServer = (message: TChatMessage): TThreadMessage => ({
  key: `m${message.id}`,
  id: message.id,
  role: message.role,
  content: message.content,
  status: message.status,
  rating: message.rating,
  siblings: message.siblings,
  sources: message.sources,
  unanswered: message.unanswered,
});

/** A question of this session and its empty answer, streaming. */
function newTurn(question: string, keys: [string, string], siblings: number[]): TThreadMessage[] {
  const asked: TThreadMessage = {
    key: keys[0],
    id: null,
    role: 'user',
    content: question,
    status: 'done',
    rating: 0,
    siblings,
  };
  return [
    asked,
    { ...asked, key: keys[1], role: 'assistant', content: '', status: 'streaming', siblings: [] },
  ];
}

/** The answer being written: the last message while it streams. */
function updateStreaming(state: TThreadState, change: (message: TThreadMessage) => TThreadMessage) {
  const last = state.messages.at(-1);
  if (last?.role !== 'assistant' || last.status !== 'streaming') return state;
  return { ...state, messages: [...state.messages.slice(0, -1), change(last)] };
}

/** The thread's messages through loading, paging back, asking, streaming and settling an answer. */
export function threadReducer(state: TThreadState, action: TThreadAction): TThreadState {
  switch (action.type) {
    case 'reset':
      return { ...initialThread, conversationId: action.conversationId };
    case 'loaded':
      return {
        ...initialThread,
        messages: action.list.map(fromServer),
        conversationId: action.conversationId,
        page: action.page,
        hasOlder: action.page * action.limit < action.total,
        handoff: action.handoff ?? null,
      };
    case 'older': {
      const known = new Set(state.messages.map((message) => message.id));
      // Pages are counted from the newest message, so new answers shift them: skip what is already shown.
      const added = action.list.filter((message) => !known.has(message.id)).map(fromServer);
      return {
        ...state,
        messages: [...added, ...state.messages],
        page: action.page,
        hasOlder: action.page * action.limit < action.total,
        prepended: state.prepended + added.length,
      };
    }
    case 'ask':
      return {
        ...state,
        messages: [...state.messages, ...newTurn(action.question, action.keys, [])],
        suggestions: [],
        replaced: null,
        beforeEdit: null,
      };
    case 'edit': {
      // The edited question and everything after it give way to the new version and its answer.
      const index = state.messages.findIndex(
        (message) => message.id === action.id && message.role === 'user',
      );
      const edited = state.messages[index];
      if (!edited || edited.id === null) return state;
      const versions = edited.siblings.length > 0 ? edited.siblings : [edited.id];
      return {
        ...state,
        messages: [...state.messages.slice(0, index), ...newTurn(action.question, action.keys, versions)],
        suggestions: [],
        replaced: null,
        beforeEdit: state.messages,
      };
    }
    case 'regenerate': {
      const last = state.messages.at(-1);
      if (last?.role !== 'assistant') return state;
      const answer: TThreadMessage = {
        key: action.key,
        id: null,
        role: 'assistant',
        content: '',
        status: 'streaming',
        rating: 0,
        siblings: [],
      };
      return {
        ...state,
        messages: [...state.messages.slice(0, -1), answer],
        suggestions: [],
        replaced: last,
      };
    }
    case 'meta': {
      const next = updateStreaming(state, (answer) => ({ ...answer, id: action.messageId }));
      const messages = next.messages.map((message, index) =>
        action.questionId > 0 && index === next.messages.length - 2 && message.role === 'user'
          ? { ...message, id: action.questionId, siblings: [...message.siblings, action.questionId] }
          : message,
      );
      return { ...next, messages, conversationId: action.conversationId, replaced: null, beforeEdit: null };
    }
    case 'delta':
      return updateStreaming(state, (answer) => ({ ...answer, content: answer.content + action.text }));
    case 'done':
      return {
        ...updateStreaming(state, (answer) => ({
          ...answer,
          status: 'done',
          sources: action.sources,
          unanswered: action.unanswered,
        })),
        suggestions: action.suggestions,
      };
    case 'failed':
      return updateStreaming(state, (answer) => ({ ...answer, status: action.status, error: action.error }));
    case 'saved':
      return {
        ...state,
        messages: state.messages.map((message) =>
          message.id === action.message.id && message.status === 'stopped'
            ? {
                ...message,
                content: action.message.content,
                status: action.message.status,
                sources: action.message.sources,
                ...(action.message.status === 'done' ? { finishedBeforeStop: true } : {}),
              }
            : message,
        ),
      };
    case 'refused': {
      const last = state.messages.at(-1);
      if (last?.status !== 'streaming') return state;
      if (state.beforeEdit) return { ...state, messages: state.beforeEdit, beforeEdit: null };
      if (state.replaced)
        return { ...state, messages: [...state.messages.slice(0, -1), state.replaced], replaced: null };
      return { ...state, messages: state.messages.slice(0, -2) };
    }
    case 'appended':
      if (state.messages.some((message) => message.id === action.message.id)) return state;
      return { ...state, messages: [...state.messages, fromServer(action.message)], suggestions: [] };
    case 'handoff':
      return {
        ...state,
        handoff: action.handoff,
        conversationId: action.handoff?.conversation_id ?? state.conversationId,
      };
    case 'rated':
      return {
        ...state,
        messages: state.messages.map((message) =>
          message.id === action.id ? { ...message, rating: action.rating } : message,
        ),
      };
  }
}
