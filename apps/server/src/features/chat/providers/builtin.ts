import { setTimeout as sleep } from 'node:timers/promises';
import type { TLanguage } from '@storefront/shared';
import { planAnswer } from '../knowledge/answer-plan.js';
import { countTokens } from '../knowledge/tokenize.js';
import { sourcesOfPlan } from '../sources.js';
import { planWithStoreFacts } from '../store-facts.js';
import type {
  ChatProvider,
  TKnowledgeEntry,
  TProviderEvent,
  TProviderRequest,
  TSourceEntry,
} from './provider.js';

const SUGGESTIONS = 3;
const CHUNK_CHARS = 3;

/** The builtin provider's own replies: assistant output in the visitor's language, not UI strings. */
export const BUILTIN_REPLIES: Record<
  TLanguage,
  Record<'noAnswer' | 'greeting' | 'thanks', (store: string) => string>
> = {
  'zh-cn': {
    noAnswer: (store) =>
      `抱歉，「${store}」的资料里暂时没有这个问题的答案。可以换个说法再问我，或者直接联系门店咨询。`,
    greeting: (store) => `你好！我是「${store}」的小助手，菜单、营业时间、配送这些都可以问我。想了解点什么？`,
    thanks: (store) => `不客气！还有其他关于「${store}」的问题，随时问我。`,
  },
  en: {
    noAnswer: (store) =>
      `Sorry, ${store}'s information has no answer to that yet. ` +
      'Try asking in other words, or contact the store directly.',
    greeting: (store) =>
      `Hi! I'm the ${store} assistant: ask me about the menu, opening hours, delivery and more. ` +
      'What would you like to know?',
    thanks: (store) => `You're welcome! Ask me anything else about ${store} any time.`,
  },
};

/** The reply in stream order: words with their trailing space; Chinese (no spaces) 3 characters at a time. */
export function answerChunks(text: string): string[] {
  return (text.match(/\S+\s*|\s+/g) ?? []).flatMap((word) => {
    const chars = Array.from(word);
    if (chars.length <= CHUNK_CHARS + 1 || !/\p{Script=Han}/u.test(word)) return [word];
    const pieces: string[] = [];
    for (let start = 0; start < chars.length; start += CHUNK_CHARS) {
      pieces.push(chars.slice(start, start + CHUNK_CHARS).join(''));
    }
    return pieces;
  });
}

function questionsOf(
  hits: readonly TKnowledgeEntry[],
  lang: TLanguage,
  skipIds: ReadonlySet<number> = new Set(),
) {
  const questions = hits
    .filter((entry) => entry.lang === lang && !skipIds.has(entry.id))
    .map((entry) => entry.question);
  return [...new Set(questions)].slice(0, SUGGESTIONS);
}

/** A visitor's words as a bold markdown heading: markdown's own marks are escaped, so they show as typed. */
const heading = (text: string) => `**${text.replace(/[\\`*_[\]<>#|~]/g, '\\$&')}**`;

/**
 * The reply text and follow-up questions for one request. A question asking several things gets each answer
 * under the part it answers, and an honest "no answer" under a part nothing covers; small talk is answered only
 * when nothing else was asked. `unanswered` when the reply is only the "no answer": nothing in the knowledge
 * answered any part.
 */
function compose(request: TProviderRequest): {
  text: string;
  suggestions: string[];
  unanswered?: true;
  sources?: TSourceEntry[];
} {
  const replies = BUILTIN_REPLIES[request.lang];
  // The store's record answers its hours, address and phone; the knowledge everything else.
  const { parts, ranked } = planWithStoreFacts(request, (question) =>
    planAnswer(request.knowledge, question, request.lang, { history: request.history }),
  );
  const hits = ranked.map((hit) => hit.entry);
  const answeredIds = new Set(
    parts.flatMap(({ answer }) => (answer.kind === 'entry' ? [answer.entry.id] : [])),
  );
  const unanswered = parts.filter(({ answer }) => answer.kind === 'none');
  if (answeredIds.size === 0) {
    const talk = parts.find(({ answer }) => answer.kind === 'talk')?.answer;
    if (talk?.kind === 'talk' && unanswered.length === 0) {
      return {
        text: replies[talk.talk](request.storeName),
        suggestions: questionsOf(request.knowledge, request.lang),
      };
    }
    // Nearest entries first, then the start of the knowledge base, so a visitor always sees what can be asked.
    return {
      text: replies.noAnswer(request.storeName),
      suggestions: questionsOf([...hits, ...request.knowledge], request.lang),
      unanswered: true,
    };
  }
  const suggestions = questionsOf(hits, request.lang, answeredIds);
  const sources = sourcesOfPlan(parts);
  const only = parts.find(({ answer }) => answer.kind === 'entry')?.answer;
  if (answeredIds.size === 1 && unanswered.length === 0 && only?.kind === 'entry') {
    // A long entry gives the line that answers, under the entry's own question as its title.
    const text = only.passage ? `${heading(only.entry.question)}\n\n${only.passage}` : only.entry.answer;
    return { text, suggestions, sources };
  }
  const shown = new Set<number>();
  const sections = parts.flatMap(({ text, answer }) => {
    if (answer.kind === 'talk') return [];
    if (answer.kind === 'none') return [`${heading(text)}\n\n${replies.noAnswer(request.storeName)}`];
    if (shown.has(answer.entry.id)) return [];
    shown.add(answer.entry.id);
    return [`${heading(text)}\n\n${answer.passage ?? answer.entry.answer}`];
  });
  return { text: sections.join('\n\n'), suggestions, sources };
}

async function pause(delayMs: number, signal: AbortSignal): Promise<void> {
  if (delayMs > 0) await sleep(delayMs, undefined, { signal }).catch(() => undefined);
  else await new Promise((resolve) => setImmediate(resolve));
}

/** Options of the builtin provider. */
export interface TBuiltinOptions {
  /** Pause between chunks; 0 (default) only yields to the event loop. Pages may want a typing pace. */
  chunkDelayMs?: number;
}

/**
 * Answers from the store's knowledge base, offline: the best-ranked entry's answer when it covers enough of the
 * question, streamed a few characters or one word at a time, then the next-best questions as suggestions;
 * otherwise an honest "no answer" naming the store, marked with a `noAnswer` event. Greetings and thanks get a
 * friendly reply. Stops at once, without further events, when the request's signal aborts. Usage counts question
 * and reply tokens roughly.
 */
export function createBuiltinProvider(options: TBuiltinOptions = {}): ChatProvider {
  const delayMs = options.chunkDelayMs ?? 0;
  return {
    name: 'builtin',
    async *stream(request): AsyncGenerator<TProviderEvent> {
      const { signal } = request;
      if (signal.aborted) return;
      const { text, suggestions, unanswered, sources } = compose(request);
      for (const chunk of answerChunks(text)) {
        if (signal.aborted) return;
        yield { type: 'delta', text: chunk };
        await pause(delayMs, signal);
      }
      if (signal.aborted) return;
      if (suggestions.length > 0) yield { type: 'suggestions', questions: suggestions };
      if (unanswered) yield { type: 'noAnswer' };
      if (sources?.length) yield { type: 'sources', entries: sources };
      yield {
        type: 'usage',
        promptTokens: countTokens(request.question),
        completionTokens: countTokens(text),
      };
    },
  };
}
