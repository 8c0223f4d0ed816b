/**
 * The reader's time zone (`Asia/Shanghai`), the one pages show times in: CSV exports ask for their times in it
 * so that the file and the screen agree.
 */
export function readerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Asia/Shanghai';
}
