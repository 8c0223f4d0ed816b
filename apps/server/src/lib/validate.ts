import { isMessageKey } from '@storefront/shared';
import type { z } from 'zod';
import { AppError } from './app-error.js';

/**
 * Parses input with a shared schema. Unknown fields are dropped by the schema; the first problem becomes a
 * code-0 answer whose message is the rule's own (a catalogue key) or the generic "Incorrect parameter!".
 */
export function validate<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const key = issue && isMessageKey(issue.message) ? issue.message : 'validation.invalid';
  throw new AppError(key, { data: { field: issue?.path.join('.') ?? '' } });
}
