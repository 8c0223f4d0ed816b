import type { TQueryable } from '../../db/database.js';
import { nowSeconds } from '../../lib/clock.js';
import type { TAssistantRow } from '../assistants/index.js';
import type { TStoreRow } from '../stores/index.js';
import {
  deleteMessage,
  insertConversation,
  insertMessage,
  lastMessages,
  leavePath,
  touchConversation,
} from './repo.js';
import type { TChatSubject } from './subject.js';

export interface TMessageIds {
  conversationId: number;
  questionId: number;
  answerId: number;
}

const TITLE_LENGTH = 30;

/** An earlier question asked again in other words: the question and the parent it shares with its versions. */
export type TEditedQuestion = { id: number; parentId: number | null };

/**
 * Saves the question and an empty answer to fill (a new conversation when none is given); for a
 * regeneration, removes the last answer instead of saving the question again; for an edit, takes the edited
 * question and what followed it off the shown path and saves the new version beside it.
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
    edit?: TEditedQuestion;
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
  let answerParent: number | null;
  if (input.regenerate) {
    const [last] = await lastMessages(trx, conversationId, 1);
    if (last?.role === 'assistant' && last.status !== 'streaming') await deleteMessage(trx, last.id);
    const [question] = await lastMessages(trx, conversationId, 1);
    answerParent = question?.id ?? null;
  } else {
    let parentId: number | null;
    if (input.edit) {
      await leavePath(trx, conversationId, input.edit.id);
      parentId = input.edit.parentId;
    } else {
      const [last] = await lastMessages(trx, conversationId, 1);
      parentId = last?.id ?? null;
    }
    const question = await insertMessage(trx, {
      conversationId,
      role: 'user',
      content: input.question,
      status: 'done',
      parentId,
      time,
    });
    questionId = question.id;
    answerParent = question.id;
  }
  const answer = await insertMessage(trx, {
    conversationId,
    role: 'assistant',
    content: '',
    status: 'streaming',
    parentId: answerParent,
    time,
  });
  await touchConversation(trx, conversationId, time);
  return { conversationId, questionId, answerId: answer.id };
}
