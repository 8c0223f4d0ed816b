import { z } from 'zod';
import {
  ZAnswerCheck,
  ZAnswerEvaluation,
  ZConsoleAnswerCheckAddBody,
  ZConsoleAnswerCheckDeleteBody,
} from '../../schemas/console/answer-checks.js';
import { ZStoreScopeQuery } from '../../schemas/console/stores.js';
import { endpoint } from '../endpoint.js';

/**
 * A store's answer checks, which every publish is measured with (`publish` refuses a draft that answers
 * anything worse unless told `acknowledge_regressions`), and the measure itself.
 */
export const answerChecksConsoleApi = {
  /** The draft's figures beside the published assistant's, on the same checks, and what got worse. */
  evaluation: endpoint({
    method: 'GET',
    path: '/api/admin/assistants/evaluation',
    access: 'operator',
    query: ZStoreScopeQuery,
    response: ZAnswerEvaluation,
  }),
  /** The store's checks: the built-in refusal cases first, then its own, newest first. */
  list: endpoint({
    method: 'GET',
    path: '/api/admin/assistants/checks',
    access: 'operator',
    query: ZStoreScopeQuery,
    response: z.object({ list: z.array(ZAnswerCheck) }),
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/admin/assistants/checks/add',
    access: 'operator',
    body: ZConsoleAnswerCheckAddBody,
    response: ZAnswerCheck,
  }),
  del: endpoint({
    method: 'POST',
    path: '/api/admin/assistants/checks/del',
    access: 'operator',
    body: ZConsoleAnswerCheckDeleteBody,
    response: z.null(),
  }),
};
