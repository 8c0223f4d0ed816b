/** Excel reads a CSV as UTF-8 only when it starts with this mark. */
const BOM = '\uFEFF';

/** A field is quoted when it holds a separator, a quote, a line break, or space at its ends (which Excel trims). */
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** What a spreadsheet reads as the start of a formula (OWASP's CSV injection list): =, +, -, @, tab, CR. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number: `-5` or `+1.5` is a value, not a formula, and stays a number in the spreadsheet. */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;
/**
 * The guard a written field may start with: a single quote makes a spreadsheet show the rest as text. A field
 * whose own text starts with a quote before a formula character or another quote gets one too, so reading
 * strips exactly one guard and gives back the text as it was (`'=x` is written `''=x`, `'hello` as it is).
 */
const GUARD = "'";
const GUARDED = /^'[=+\-@\t\r']/;

/** A value as a spreadsheet must show it: formula starts and guard-like starts get a leading quote. */
export function neutraliseCell(value: string): string {
  if (PLAIN_NUMBER.test(value)) return value;
  return FORMULA_START.test(value) || GUARDED.test(value) ? GUARD + value : value;
}

/** The value `neutraliseCell` was given: one guard quote is dropped where it added one. */
export function restoreCell(value: string): string {
  return GUARDED.test(value) ? value.slice(1) : value;
}

/** A written field: neutralised, then quoted (quotes doubled) when it needs it or carries a guard. */
const field = (value: string) => {
  const safe = neutraliseCell(value);
  return safe !== value || NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/**
 * A CSV file's text (RFC 4180): a UTF-8 BOM, CRLF after every record, fields quoted where needed with quotes
 * doubled, and every field that a spreadsheet would run as a formula neutralised (`neutraliseCell`). Every
 * CSV export writes through here. Line breaks inside a field are kept as they are, so `parseCsv` gives back
 * exactly what went in.
 */
export function toCsv(records: readonly (readonly string[])[]): string {
  // A record of one empty field is written `""`: a blank line would read as no record at all.
  const line = (record: readonly string[]) =>
    record.length === 1 && record[0] === '' ? '""' : record.map(field).join(',');
  return BOM + records.map((record) => `${line(record)}\r\n`).join('');
}

/** Why a CSV text could not be read, and at which record (1 is the first). */
export class CsvError extends Error {
  constructor(
    readonly record: number,
    readonly reason: 'unclosedQuote' | 'textAfterQuote',
  ) {
    super(`CSV record ${record}: ${reason}`);
  }
}

/**
 * The records of a CSV text (RFC 4180, also with LF line ends and a leading BOM): quoted fields may hold
 * commas, doubled quotes and line breaks, kept exactly, and the guard quote `toCsv` put before a formula
 * start is dropped (`restoreCell`). A line with nothing on it is skipped. Throws a `CsvError` for a quote
 * left open or text after a closing quote.
 */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith(BOM) ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let value = '';
  // A quoted field counts even when empty: a line holding only `""` is a record, a blank line is not.
  let quoted = false;
  const endField = () => {
    record.push(restoreCell(value));
    value = '';
    quoted = false;
  };
  const endRecord = () => {
    const blank = record.length === 0 && value === '' && !quoted;
    endField();
    if (!blank) records.push(record);
    record = [];
  };
  let index = 0;
  while (index < source.length) {
    const char = source[index];
    if (char === '"' && value === '' && !quoted) {
      const field = readQuoted(source, index + 1, records.length + 1);
      value = field.value;
      quoted = true;
      index = field.next;
      const after = source[index];
      if (after !== undefined && after !== ',' && after !== '\r' && after !== '\n') {
        throw new CsvError(records.length + 1, 'textAfterQuote');
      }
      continue;
    }
    if (char === ',') endField();
    else if (char === '\n' || char === '\r') {
      endRecord();
      if (char === '\r' && source[index + 1] === '\n') index += 1;
    } else value += char;
    index += 1;
  }
  if (value !== '' || quoted || record.length > 0) endRecord();
  return records;
}

/** A quoted field's text from just after its opening quote, and where reading goes on after its closing one. */
function readQuoted(source: string, start: number, recordNumber: number): { value: string; next: number } {
  let value = '';
  let index = start;
  for (;;) {
    const quote = source.indexOf('"', index);
    if (quote === -1) throw new CsvError(recordNumber, 'unclosedQuote');
    value += source.slice(index, quote);
    if (source[quote + 1] === '"') {
      value += '"';
      index = quote + 2;
    } else {
      return { value, next: quote + 1 };
    }
  }
}
