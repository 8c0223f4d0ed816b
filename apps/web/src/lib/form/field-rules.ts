import { isMessageKey } from '@storefront/shared';
import type { FormRule } from 'antd';

/** A shared zod field, seen only through what the form needs: parse, and the catalogue key of the issue. */
export type TFieldSchema = {
  safeParse: (value: unknown) => { success: boolean; error?: { issues: ReadonlyArray<{ message: string }> } };
};

type TTranslate = (key: string) => string;

/** The shared message of the first issue, or 'Incorrect parameter!' for a message that is not a catalogue key. */
export function issueMessage(schema: TFieldSchema, value: unknown, t: TTranslate): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const key = result.error?.issues[0]?.message ?? '';
  return t(`shared:${isMessageKey(key) ? key : 'validation.invalid'}`);
}

/**
 * antd rules for a field checked by a shared zod schema, so form and server enforce one rule with one message.
 * `required` fields say 'Required' while typing; the format is checked on blur and on submit, so a half-typed
 * value is not scolded.
 */
export function fieldRules(
  schema: TFieldSchema,
  t: TTranslate,
  options: { trim?: boolean; required?: boolean } = {},
): FormRule[] {
  const { trim = true, required = true } = options;
  const format: FormRule = {
    validateTrigger: 'onBlur',
    validator: async (_rule, value: unknown) => {
      if (typeof value !== 'string' || value === '') return;
      const message = issueMessage(schema, value, t);
      if (message) throw new Error(message);
    },
  };
  return required
    ? [{ required: true, whitespace: trim, message: t('shared:validation.required') }, format]
    : [format];
}

/** The confirmation must repeat the field `of` ('The two passwords do not match'). */
export function sameAsRule(of: string, t: TTranslate): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (value && value !== getFieldValue(of)) throw new Error(t('shared:validation.passwordMismatch'));
    },
  });
}
