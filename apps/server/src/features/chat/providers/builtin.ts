import { setTimeout as sleep } from 'node:timers/promises';
import type { TLanguage } from '@storefront/shared';
import { rankKnowledge } from '../knowledge/rank.js';
import { countTokens } from '../knowledge/tokenize.js';
import type { ChatProvider, TKnowledgeEntry, TProviderEvent, TProviderRequest } from './provider.js';

/**
 * How much of a question (rarity-weighted words and characters) the best entry must contain to be given as the
 * answer. Calibrated on knowledge/fixtures.ts: unrelated questions peak at 0.42 there, paraphrases sit mostly
 * above 0.45.
 */
export const BUILTIN_MIN_COVERAGE = 0.44;
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

const GREETINGS =
  'hi|hello|hey|hiya|howdy|goodmorning|goodafternoon|goodevening|你好|您好|嗨|哈喽|哈啰|在吗|在不在|早上好|早安|下午好|晚上好';
const THANKS = 'thanks|thankyou|thx|ty|谢谢|多谢|谢啦|感谢';
const SMALL_TALK: Array<[RegExp, 'greeting' | 'thanks']> = [
  [new RegExp(`^(?:${GREETINGS})(?:there|呀|啊)?$`), 'greeting'],
  [new RegExp(`^(?:${THANKS})(?:alot|verymuch|你|您|啦)?$`), 'thanks'],
];

/** Greetings and thanks, told apart from questions after dropping punctuation, spaces and emoji. */
function smallTalk(question: string): 'greeting' | 'thanks' | undefined {
  const compact = question
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\p{P}\p{S}\s]/gu, '');
  return SMALL_TALK.find(([pattern]) => pattern.test(compact))?.[1];
}

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

function questionsOf(hits: TKnowledgeEntry[], lang: TLanguage, skipId?: number): string[] {
  const questions = hits
    .filter((entry) => entry.lang === lang && entry.id !== skipId)
    .map((entry) => entry.question);
  return [...new Set(questions)].slice(0, SUGGESTIONS);
}

/** The reply text and follow-up questions for one request. */
function compose(request: TProviderRequest): { text: string; suggestions: string[] } {
  const replies = BUILTIN_REPLIES[request.lang];
  const firstEntries = questionsOf(request.knowledge, request.lang);
  const talk = smallTalk(request.question);
  if (talk) return { text: replies[talk](request.storeName), suggestions: firstEntries };
  const ranked = rankKnowledge(request.knowledge, request.question, request.lang, 8);
  const best = ranked[0];
  const hits = ranked.map((hit) => hit.entry);
  if (best && best.coverage >= BUILTIN_MIN_COVERAGE) {
    return { text: best.entry.answer, suggestions: questionsOf(hits, request.lang, best.entry.id) };
  }
  // Nearest entries first, then the start of the knowledge base, so a visitor always sees what can be asked.
  const suggestions = questionsOf([...hits, ...request.knowledge], request.lang);
  return { text: replies.noAnswer(request.storeName), suggestions };
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
 * otherwise an honest "no answer" naming the store. Greetings and thanks get a friendly reply. Stops at once,
 * without further events, when the request's signal aborts. Usage counts question and reply tokens roughly.
 */
export function createBuiltinProvider(options: TBuiltinOptions = {}): ChatProvider {
  const delayMs = options.chunkDelayMs ?? 0;
  return {
    name: 'builtin',
    async *stream(request): AsyncGenerator<TProviderEvent> {
      const { signal } = request;
      if (signal.aborted) return;
      const { text, suggestions } = compose(request);
      for (const chunk of answerChunks(text)) {
        if (signal.aborted) return;
        yield { type: 'delta', text: chunk };
        await pause(delayMs, signal);
      }
      if (signal.aborted) return;
      if (suggestions.length > 0) yield { type: 'suggestions', questions: suggestions };
      yield {
        type: 'usage',
        promptTokens: countTokens(request.question),
        completionTokens: countTokens(text),
      };
    },
  };
}
