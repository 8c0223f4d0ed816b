/** Excel reads a CSV as UTF-8 only when it starts with this mark. */
const BOM = '\uFEFF';

/** A field is quoted when it holds a separator, a quote, a line break, or space at its ends (which Excel trims). */
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

const field = (value: string) => (NEEDS_QUOTES.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * A CSV file's text (RFC 4180): a UTF-8 BOM, CRLF after every record, fields quoted where needed with quotes
 * doubled. Line breaks inside a field are kept as they are, so `parseCsv` gives back exactly what went in.
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
 * commas, doubled quotes and line breaks, kept exactly. A line with nothing on it is skipped. Throws a
 * `CsvError` for a quote left open or text after a closing quote.
 */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith(BOM) ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let value = '';
  // A quoted field counts even when empty: a line holding only `""` is a record, a blank line is not.
  let quoted = false;
  const endField = () => {
    record.push(value);
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
