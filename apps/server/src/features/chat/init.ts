import type { TAgentType, TChatInit, TLanguage } from '@storefront/shared';
import { AppError } from '../../lib/app-error.js';
import { nowSeconds } from '../../lib/clock.js';
import { storeTexts, storeTextsIn } from '../stores/index.js';
import type { TChatContext } from './context.js';
import type { TMayTryDraft } from './draft-access.js';
import { moveVisitorConversations, usageCount } from './repo.js';
import type { TChatSubject } from './subject.js';
import { usageDay } from './usage.js';
import { issueVisitorId, signVisitorId } from './visitor-id.js';

/** Free messages a visitor has left today: the smaller of the visitor's and the IP's allowance. */
export async function freeCountLeft(
  context: TChatContext,
  input: { visitorId: string; ip: string; storeId: number; freeCount: number },
) {
  const day = usageDay(nowSeconds());
  const [mine, address] = await Promise.all([
    usageCount(context.db, { subject: `v:${input.visitorId}`, storeId: input.storeId, day }),
    usageCount(context.db, { subject: `ip:${input.ip}`, storeId: 0, day }),
  ]);
  return Math.max(0, Math.min(input.freeCount - mine, context.ipFreePerDay - address));
}

/**
 * `GET /api/chat/init`: the chat info for a store and agent type. A browser without a valid visitor id gets
 * a new signed one; a member who arrives with one takes over that visitor's conversations. The store and its
 * assistant speak `lang`. `testagent` opens
 * the draft only for those `mayTryDraft` lets in (draft-access.ts); anyone else gets the published assistant
 * as `agent`, the chat they would see without asking.
 */
export async function initChat(
  context: TChatContext,
  input: {
    storeuuid?: string;
    agentType: TAgentType;
    mayTryDraft: TMayTryDraft;
    subject: TChatSubject | undefined;
    ip: string;
    lang: TLanguage;
  },
): Promise<TChatInit> {
  const { db } = context;
  const store = await context.stores.findForChat(input.storeuuid);
  if (!store) throw new AppError('chat.storeNotFound');
  const agentType =
    input.agentType === 'testagent' && !(await input.mayTryDraft(store.id)) ? 'agent' : input.agentType;
  const assistant = await context.assistants.find(
    store.id,
    agentType === 'testagent' ? 'draft' : 'published',
  );
  if (!assistant) throw new AppError('chat.unknownAssistant');

  const { subject } = input;
  if (subject?.kind === 'member' && subject.visitorId) {
    await moveVisitorConversations(db, subject.visitorId, subject.user.id);
  }
  // A new visitor id is only signed here, never stored: the row comes with the first send (prepare-send.ts),
  // so opening the chat page writes nothing and floods of inits cost no rows.
  const visitorId =
    (subject?.kind === 'visitor' ? subject.visitorId : subject?.visitorId) ??
    issueVisitorId(context.secret).id;
  const usageKey = subject?.kind === 'member' ? subject.usageKey : `v:${visitorId}`;
  const texts = storeTextsIn(storeTexts(store), input.lang);
  const usecount = await usageCount(db, {
    subject: usageKey,
    storeId: store.id,
    day: usageDay(nowSeconds()),
  });
  return {
    chatkey: assistant.chatkey,
    storeuuid: store.storeuuid,
    store: {
      name: texts.name,
      logo: store.logo,
      description: texts.description,
      status: store.status,
      hours: store.hours,
    },
    assistant: context.assistants.view(assistant, input.lang),
    free_count: assistant.free_count,
    free_count_left:
      subject?.kind === 'member'
        ? null
        : await freeCountLeft(context, {
            visitorId,
            ip: input.ip,
            storeId: store.id,
            freeCount: assistant.free_count,
          }),
    loginset: assistant.loginset === 1 ? 1 : 0,
    usecount,
    visitor: signVisitorId(visitorId, context.secret),
    quePage: 1,
    score_per_message: assistant.score_per_message,
    agentType,
  };
}
