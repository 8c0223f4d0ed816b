import { isMessageKey } from '@storefront/shared';
import type { FormInstance, FormRule } from 'antd';
import { issueMessage, type TFieldSchema } from './field-rules';

type TTranslate = (key: string) => string;

/** A shared zod schema seen only through what a whole-form check needs: each issue's message and field path. */
export type TFormSchema = {
  safeParse: (value: unknown) => {
    success: boolean;
    error?: { issues: ReadonlyArray<{ message: string; path: ReadonlyArray<PropertyKey> }> };
  };
};

/** An antd rule for a field of any type (numbers, switches, lists) checked by its shared zod schema. */
export function schemaRule(schema: TFieldSchema, t: TTranslate): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const message = issueMessage(schema, value, t);
      if (message) throw new Error(message);
    },
  };
}

/**
 * Checks the whole form with the schema the server uses, so the rules that tie fields together (a link needs a
 * URL, a mail server needs a host) speak at their field before anything is sent. True when the values pass.
 */
export function showSchemaIssues(
  form: FormInstance,
  schema: TFormSchema,
  values: unknown,
  t: TTranslate,
): boolean {
  const result = schema.safeParse(values);
  if (result.success) return true;
  const byField = new Map<string, { name: PropertyKey[]; errors: string[] }>();
  for (const issue of result.error?.issues ?? []) {
    const name = issue.path.filter((part): part is string | number => typeof part !== 'symbol');
    const key = name.join('.');
    const message = t(`shared:${isMessageKey(issue.message) ? issue.message : 'validation.invalid'}`);
    const field = byField.get(key) ?? { name, errors: [] };
    if (!field.errors.includes(message)) field.errors.push(message);
    byField.set(key, field);
  }
  form.setFields(
    [...byField.values()].map((field) => ({ name: field.name as (string | number)[], errors: field.errors })),
  );
  return false;
}
