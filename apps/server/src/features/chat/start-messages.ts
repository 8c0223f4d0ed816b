import { nowSeconds } from '../../lib/clock.js';
import type { TQueryable } from '../auth/repo.js';
import {
  deleteMessage,
  insertConversation,
  insertMessage,
  lastMessages,
  type TAssistantRow,
  type TStoreRow,
  touchConversation,
} from './repo.js';
import type { TChatSubject } from './subject.js';

export interface TMessageIds {
  conversationId: number;
  questionId: number;
  answerId: number;
}

const TITLE_LENGTH = 30;

/**
 * Saves the question and an empty answer to fill (a new conversation when none is given); for a
 * regeneration, removes the last answer instead of saving the question again.
 */
export async function startMessages(
  trx: TQueryable,
  input: {
    store: TStoreRow;
    assistant: TAssistantRow;
    subject: TChatSubject;
    conversationId: number | undefined;
    question: string;
    regenerate: boolean;
  },
): Promise<TMessageIds> {
  const time = nowSeconds();
  let conversationId = input.conversationId;
  if (conversationId === undefined) {
    const created = await insertConversation(trx, {
      storeId: input.store.id,
      assistantId: input.assistant.id,
      agentType: input.assistant.variant === 'draft' ? 'testagent' : 'agent',
      owner: input.subject.owner,
      title: input.question.slice(0, TITLE_LENGTH),
      time,
    });
    conversationId = created.id;
  }
  let questionId = 0;
  if (input.regenerate) {
    const [last] = await lastMessages(trx, conversationId, 1);
    if (last?.role === 'assistant' && last.status !== 'streaming') await deleteMessage(trx, last.id);
  } else {
    const question = await insertMessage(trx, {
      conversationId,
      role: 'user',
      content: input.question,
      status: 'done',
      time,
    });
    questionId = question.id;
  }
  const answer = await insertMessage(trx, {
    conversationId,
    role: 'assistant',
    content: '',
    status: 'streaming',
    time,
  });
  await touchConversation(trx, conversationId, time);
  return { conversationId, questionId, answerId: answer.id };
}
