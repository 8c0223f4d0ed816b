import { z } from 'zod';

/** The kinds of row the operator log records changes to. */
export const AUDIT_TARGETS = [
  'store',
  'assistant',
  'knowledge',
  'answer_check',
  'member',
  'operator',
  'settings',
  'rule',
  'content',
] as const;
export const ZAuditTarget = z.enum(AUDIT_TARGETS, 'validation.invalid');
export type TAuditTarget = z.infer<typeof ZAuditTarget>;

/**
 * Every action the server writes to the operator log, with the kind of row it changes. The server's writers
 * take only these codes (their type says so), the log's filter offers them, and each has a name in both
 * languages (a test on the server checks it), so no raw code reaches an operator.
 */
export const AUDIT_ACTIONS = {
  'stores.add': 'store',
  'stores.edit': 'store',
  'stores.del': 'store',
  'assistants.edit': 'assistant',
  'assistants.provider': 'assistant',
  'assistants.publish': 'assistant',
  'knowledge.add': 'knowledge',
  'knowledge.edit': 'knowledge',
  'knowledge.del': 'knowledge',
  'knowledge.status': 'knowledge',
  // An import replaces a store's draft knowledge as a whole: the row it changes is the store.
  'knowledge.import': 'store',
  'answerChecks.add': 'answer_check',
  'answerChecks.del': 'answer_check',
  'members.status': 'member',
  'members.password': 'member',
  'members.store': 'member',
  'members.balance': 'member',
  'operators.add': 'operator',
  'operators.edit': 'operator',
  'operators.del': 'operator',
  'settings.edit': 'settings',
  'settings.delivery': 'settings',
  'settings.testMail': 'settings',
  'settings.testSms': 'settings',
  'rules.add': 'rule',
  'rules.edit': 'rule',
  'rules.del': 'rule',
  'rules.move': 'rule',
  'rules.status': 'rule',
  'content.add': 'content',
  'content.edit': 'content',
  'content.status': 'content',
  'content.del': 'content',
} as const satisfies Record<string, TAuditTarget>;
export type TAuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_CODES = Object.keys(AUDIT_ACTIONS) as [TAuditAction, ...TAuditAction[]];
export const ZAuditAction = z.enum(AUDIT_ACTION_CODES, 'validation.invalid');
