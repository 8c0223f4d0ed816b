import { isMessageKey } from '@storefront/shared';
import type { FormInstance } from 'antd';

type TIssue = { path: PropertyKey[]; message: string };
type TSchema = { safeParse: (value: unknown) => { success: boolean; error?: { issues: readonly TIssue[] } } };
type TFieldName<V> = Parameters<FormInstance<V>['setFields']>[0][number]['name'];

/**
 * Checks a whole form's values with a shared schema and shows each issue at its field in the shared message,
 * so rules that span fields (a name in at least one language, a base URL a provider needs) read as on the
 * server. True when there were issues.
 */
export function showSchemaErrors<V>(
  form: FormInstance<V>,
  schema: TSchema,
  values: unknown,
  t: (key: string) => string,
): boolean {
  const result = schema.safeParse(values);
  if (result.success) return false;
  form.setFields(
    (result.error?.issues ?? []).map((issue) => ({
      // The schema describes the same object as the form: its issue paths are the form's field names.
      name: issue.path.filter((part) => typeof part !== 'symbol') as TFieldName<V>,
      errors: [t(`shared:${isMessageKey(issue.message) ? issue.message : 'validation.invalid'}`)],
    })),
  );
  return true;
}
