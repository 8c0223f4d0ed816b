import type { FastifyInstance } from 'fastify';
import type { THostAgentType } from './draft-access.js';
import { handoffRoutes } from './handoff-routes.js';
import { chatRoutes } from './routes.js';
import type { TChatService } from './service.js';

export { judgeAnswer, type TJudgedAnswer } from './answer-judge.js';
export type { THandoffScope } from './handoff-inbox.js';
export { createChatService, type TChatService } from './service.js';

/**
 * The store chat's endpoints: init, send (streamed), history, branches, feedback and conversations; talking to
 * the store (hand over, write, return, live replies).
 */
export async function register(
  app: FastifyInstance,
  deps: { chat: TChatService; hostAgentType: THostAgentType },
) {
  await app.register(chatRoutes, deps);
  await app.register(handoffRoutes, deps);
}
