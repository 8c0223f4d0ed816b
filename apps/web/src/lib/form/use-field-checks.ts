import { useCallback, useState } from 'react';
import { issueMessage, type TFieldSchema } from './field-rules';

type TTranslate = (key: string) => string;

/** A text field checked by a shared zod schema; `trim: false` for a password, where spaces count. */
export type TFieldCheck = { schema: TFieldSchema; trim?: boolean };

/**
 * The checks `fieldRules` gives an antd form, for a form drawn without antd: 'Required' while typing, the
 * shared rule's message on blur and on submit, so a half-typed value is not scolded.
 */
export function useFieldChecks<K extends string>(checks: Record<K, TFieldCheck>, t: TTranslate) {
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const clear = useCallback(() => setErrors({}), []);

  const requiredError = (name: K, value: string) => {
    const isEmpty = checks[name].trim === false ? value === '' : value.trim() === '';
    return isEmpty ? t('shared:validation.required') : undefined;
  };
  const fullError = (name: K, value: string) =>
    requiredError(name, value) ?? issueMessage(checks[name].schema, value, t) ?? undefined;
  const setError = (name: K, error: string | undefined) =>
    setErrors((current) => ({ ...current, [name]: error }));

  return {
    errors,
    onChange: (name: K, value: string) => setError(name, requiredError(name, value)),
    onBlur: (name: K, value: string) => setError(name, fullError(name, value)),
    /** Checks every field and shows what fails; true when all pass. */
    checkAll: (values: Record<K, string>): boolean => {
      const found = Object.fromEntries(
        (Object.keys(checks) as K[]).map((name) => [name, fullError(name, values[name])]),
      ) as Partial<Record<K, string>>;
      setErrors(found);
      return Object.values(found).every((error) => error === undefined);
    },
    /** Forgets every message (stable, for effects). */
    clear,
  };
}
