import { describe, expect, it } from 'vitest';
import { CsvError, parseCsv, toCsv } from './csv.js';

describe('csv', () => {
  it('writes a BOM, CRLF records and quotes only the fields that need them', () => {
    expect(toCsv([['a', 'b,c', 'say "hi"', ' pad', 'two\nlines']])).toBe(
      '\uFEFFa,"b,c","say ""hi"""," pad","two\nlines"\r\n',
    );
  });

  it('reads back exactly what it wrote: commas, quotes, line breaks, CJK and emoji', () => {
    const records = [
      ['lang', 'question', 'answer'],
      ['zh-cn', '营业时间？', '每天 08:00–22:00，节假日照常 🎉'],
      ['en', 'Do you say "hello"?', 'Yes,\r\nwe do.\nTwice.'],
      ['en', '', '""'],
      ['', ' ', '\t'],
      [''],
    ];
    expect(parseCsv(toCsv(records))).toEqual(records);
  });

  it('reads LF line ends, a last line without one, and skips blank lines', () => {
    expect(parseCsv('a,b\n\nc,"d"\n""\ne,')).toEqual([['a', 'b'], ['c', 'd'], [''], ['e', '']]);
  });

  it('names the record of a quote left open or text after a closing quote', () => {
    expect(() => parseCsv('a\n"open')).toThrow(new CsvError(2, 'unclosedQuote'));
    expect(() => parseCsv('"a"b')).toThrow(new CsvError(1, 'textAfterQuote'));
  });
});
