import { randomBytes } from 'node:crypto';
import type { TLanguage } from '@storefront/shared';
import type { TQueryable } from '../../db/database.js';
import { insertAssistant, insertKnowledge } from '../../features/assistants/repo.js';

/** One seeded knowledge entry; `key` pairs the two languages' versions of a fact (and test fixtures). */
export interface TKnowledgeSeed {
  key: string;
  question: string;
  answer: string;
  tags: string;
}

/** A seeded assistant's texts; names, welcomes and suggestions per language. */
export interface TAssistantSeed {
  name: Record<TLanguage, string>;
  systemPrompt: string;
  welcome: Record<TLanguage, string>;
  suggestions: Record<TLanguage, readonly string[]>;
}

const newChatkey = (): string => `ck_${randomBytes(12).toString('hex')}`;

/**
 * Gives a store one assistant of `variant` with its knowledge, earlier entries weighing more so the seed order
 * is the list order. False when the store already had that variant: it and its knowledge are left alone.
 */
export async function seedAssistant(
  db: TQueryable,
  input: {
    storeId: number;
    variant: 'published' | 'draft';
    assistant: TAssistantSeed;
    /** Columns that differ from the table's defaults (free count, price, context size...). */
    settings?: { free_count: number; loginset: number; score_per_message: number; context_turns: number };
    knowledge: Array<TKnowledgeSeed & { lang: TLanguage }>;
    now: number;
  },
): Promise<boolean> {
  const { assistant, knowledge, now } = input;
  const assistantId = await insertAssistant(db, {
    store_id: input.storeId,
    variant: input.variant,
    chatkey: newChatkey(),
    name: JSON.stringify(assistant.name),
    system_prompt: assistant.systemPrompt,
    welcome: JSON.stringify(assistant.welcome),
    suggestions: JSON.stringify(assistant.suggestions),
    provider: 'default',
    ...input.settings,
    update_time: now,
    create_time: now,
  });
  if (assistantId === undefined) return false;
  await insertKnowledge(
    db,
    knowledge.map((entry, index) => ({
      assistant_id: assistantId,
      lang: entry.lang,
      question: entry.question,
      answer: entry.answer,
      tags: entry.tags,
      weigh: (knowledge.length - index) * 10,
      create_time: now,
    })),
  );
  return true;
}
