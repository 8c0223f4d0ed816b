export class ChatShapeError extends Error {}

type TSchema<T> = {
  safeParse: (value: unknown) => { success: true; data: T } | { success: false; error: Error };
};

/** Checks an answer's `data` against its shared schema; a mismatch is a contract bug, not a user error. */
export function parseData<T>(schema: TSchema<T>, data: unknown): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ChatShapeError(parsed.error.message);
  return parsed.data;
}
