import { ZChatEvent } from '../../schemas/chat.js';
import { ZConsoleAssistantPublishBody } from '../../schemas/console/answer-checks.js';
import {
  ZAssistantDetail,
  ZAssistantDiff,
  ZAssistantEditBody,
  ZAssistantProviderBody,
  ZAssistantTestBody,
  ZConsoleAssistantListQuery,
  ZConsoleAssistantRow,
} from '../../schemas/console/assistants.js';
import { ZStoreScopeQuery } from '../../schemas/console/stores.js';
import { zPage } from '../../schemas/fields.js';
import { endpoint } from '../endpoint.js';

/**
 * Each store's assistant: operators edit its draft (what `testagent` answers with) and publish it (what `agent`
 * and `client` answer with). The provider and its key are the site owners'; an editor's views carry no
 * `credentials` and no values of them in a diff.
 */
export const assistantsConsoleApi = {
  /** A page of stores' assistants. */
  list: endpoint({
    method: 'GET',
    path: '/api/admin/assistants/index',
    access: 'operator',
    query: ZConsoleAssistantListQuery,
    response: zPage(ZConsoleAssistantRow),
  }),
  /** A store's draft and published assistant, and whether publishing would change anything. */
  detail: endpoint({
    method: 'GET',
    path: '/api/admin/assistants/detail',
    access: 'operator',
    query: ZStoreScopeQuery,
    response: ZAssistantDetail,
  }),
  /** Saves the draft's texts and rules; answers the detail. */
  edit: endpoint({
    method: 'POST',
    path: '/api/admin/assistants/edit',
    access: 'operator',
    body: ZAssistantEditBody,
    response: ZAssistantDetail,
  }),
  /**
   * Site owners: saves who answers for the draft (provider, base URL, model, API key stored encrypted); an
   * empty key keeps the stored one. Answers the detail, the key only masked.
   */
  provider: endpoint({
    method: 'POST',
    path: '/api/admin/assistants/provider',
    access: 'siteOwner',
    body: ZAssistantProviderBody,
    response: ZAssistantDetail,
  }),
  /** What publishing would change (published → draft), for the confirmation. */
  diff: endpoint({
    method: 'GET',
    path: '/api/admin/assistants/diff',
    access: 'operator',
    query: ZStoreScopeQuery,
    response: ZAssistantDiff,
  }),
  /**
   * Copies the draft's settings and knowledge to the published assistant in one transaction; `agent` answers
   * with them at once in every process. Answers what changed. A draft that answers any answer check worse
   * than the published assistant is refused unless `acknowledge_regressions`.
   */
  publish: endpoint({
    method: 'POST',
    path: '/api/admin/assistants/publish',
    access: 'operator',
    body: ZConsoleAssistantPublishBody,
    response: ZAssistantDiff,
  }),
  /**
   * Test connection: streams one short answer to `question` with the draft's provider, prompt and knowledge,
   * as the chat's events (`delta`… then `done` or `error`; no `meta`). Nothing is saved or charged.
   */
  test: endpoint({
    method: 'POST',
    path: '/api/admin/assistants/test',
    access: 'operator',
    body: ZAssistantTestBody,
    events: ZChatEvent,
  }),
};
