/**
 * A LIKE pattern matching text that contains `text` literally: `%`, `_` and `\` are escaped, so a search for
 * `50%` finds "50%" and not every price from 50 up. Use it with `escape '\'`: SQLite has no default LIKE
 * escape character, and naming one makes both databases read `\%` alike.
 */
export const containsPattern = (text: string): string =>
  `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
