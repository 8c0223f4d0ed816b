import { z } from 'zod';
import { ZIdBody, ZIdsBody } from '../../schemas/console/list.js';
import {
  ZConsoleRule,
  ZRuleAddBody,
  ZRuleEditBody,
  ZRuleMoveBody,
  ZRulePreview,
  ZRuleStatusBody,
} from '../../schemas/console/rules.js';
import { endpoint } from '../endpoint.js';

/**
 * The member menus, routes and head nav (`user_rule`) as one tree. A change shows on the next page load in
 * every server process.
 */
export const rulesConsoleApi = {
  /** The whole tree, disabled rules included, heaviest first. */
  list: endpoint({
    method: 'GET',
    path: '/api/admin/rules/index',
    access: 'operator',
    response: z.array(ZConsoleRule),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/admin/rules/detail',
    access: 'operator',
    query: ZIdBody,
    response: ZConsoleRule,
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/admin/rules/add',
    access: 'operator',
    body: ZRuleAddBody,
    response: ZConsoleRule,
  }),
  edit: endpoint({
    method: 'POST',
    path: '/api/admin/rules/edit',
    access: 'operator',
    body: ZRuleEditBody,
    response: ZConsoleRule,
  }),
  /** Deletes rules; a rule whose children are not deleted with it is refused. */
  del: endpoint({
    method: 'POST',
    path: '/api/admin/rules/del',
    access: 'operator',
    body: ZIdsBody,
    response: z.null(),
  }),
  move: endpoint({
    method: 'POST',
    path: '/api/admin/rules/move',
    access: 'operator',
    body: ZRuleMoveBody,
    response: z.null(),
  }),
  status: endpoint({
    method: 'POST',
    path: '/api/admin/rules/status',
    access: 'operator',
    body: ZRuleStatusBody,
    response: z.null(),
  }),
  /** What a member and a visitor see with the rules as they are now. */
  preview: endpoint({
    method: 'GET',
    path: '/api/admin/rules/preview',
    access: 'operator',
    response: ZRulePreview,
  }),
};
