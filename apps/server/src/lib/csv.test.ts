import { describe, expect, it } from 'vitest';
import { CsvError, neutraliseCell, parseCsv, restoreCell, toCsv } from './csv.js';

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

  it('guards every field a spreadsheet would run as a formula, quoted, and leaves numbers as numbers', () => {
    const csv = toCsv([['=1+1', '+1', '-1', '-2.5', '-5 元优惠', '@A1', '\tx', '\rx', 'plain', "'note"]]);
    expect(csv).toBe('\uFEFF"\'=1+1",+1,-1,-2.5,"\'-5 元优惠","\'@A1","\'\tx","\'\rx",plain,\'note\r\n');
  });

  it('reads back exactly what it wrote, whatever the text starts with', () => {
    const starts = ['=', '+', '-', '@', '\t', '\r', "'", '"', 'x'];
    const texts = starts.flatMap((first) => starts.map((second) => `${first}${second}text`));
    const records = [...texts, "'", "''", '-', '+1', "'-1", "''=x"].map((text) => [text]);
    expect(parseCsv(toCsv(records))).toEqual(records);
    for (const [text] of records) expect(restoreCell(neutraliseCell(text ?? ''))).toBe(text);
  });
});
