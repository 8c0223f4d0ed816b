import {
  KNOWLEDGE_CSV_COLUMNS,
  KNOWLEDGE_LIMITS,
  type TImportProblem,
  type TKnowledgeCsvRecord,
  type TKnowledgeEntry,
  type TLanguage,
  ZKnowledgeCsvRecord,
} from '@storefront/shared';
import { CsvError, parseCsv, toCsv } from '../../lib/csv.js';
import { translate } from '../../locales/index.js';

/** Problems an import lists at most; the first ones say what to fix. */
const PROBLEMS_MAX = 100;

/** Entries as a CSV file's text, in the order given: the header, then one record per entry. */
export const knowledgeCsv = (entries: readonly TKnowledgeEntry[]): string =>
  toCsv([
    [...KNOWLEDGE_CSV_COLUMNS],
    ...entries.map((entry) => [
      entry.lang,
      entry.question,
      entry.answer,
      entry.tags,
      String(entry.weigh),
      entry.status,
    ]),
  ]);

type TReadResult =
  | { entries: TKnowledgeCsvRecord[]; problems: [] }
  | { entries: []; problems: TImportProblem[] };

const failed = (problems: TImportProblem[]): TReadResult => ({ entries: [], problems });

/**
 * The entries of a knowledge CSV, each record checked with the same rule as the form; or, when the file or any
 * record fails, every problem (up to 100) with its record number (the header is 1) in the reader's language.
 */
export function readKnowledgeCsv(csv: string, lang: TLanguage): TReadResult {
  const problem = (row: number, field: string, key: string, values?: Record<string, string | number>) => ({
    row,
    field,
    message: translate(lang, key, values),
  });
  let records: string[][];
  try {
    records = parseCsv(csv);
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    return failed([problem(error.record, '', 'knowledge.csvUnreadable')]);
  }
  const [header = [], ...rows] = records;
  const columns = header.map((name) => name.trim().toLowerCase());
  const missing = (['lang', 'question', 'answer'] as const).filter((column) => !columns.includes(column));
  if (missing.length > 0) {
    return failed(missing.map((column) => problem(1, column, 'knowledge.csvMissingColumn', { column })));
  }
  if (rows.length === 0) return failed([problem(1, '', 'knowledge.csvNoRows')]);
  if (rows.length > KNOWLEDGE_LIMITS.importRowsMax) {
    return failed([problem(1, '', 'knowledge.csvTooManyRows', { max: KNOWLEDGE_LIMITS.importRowsMax })]);
  }
  const entries: TKnowledgeCsvRecord[] = [];
  const problems: TImportProblem[] = [];
  rows.forEach((record, index) => {
    const values = Object.fromEntries(
      KNOWLEDGE_CSV_COLUMNS.map((column) => {
        const at = columns.indexOf(column);
        return [column, at === -1 ? undefined : (record[at] ?? '')];
      }),
    );
    const parsed = ZKnowledgeCsvRecord.safeParse(values);
    if (parsed.success) entries.push(parsed.data);
    else {
      for (const issue of parsed.error.issues) {
        if (problems.length < PROBLEMS_MAX) {
          problems.push(problem(index + 2, String(issue.path[0] ?? ''), issue.message));
        }
      }
    }
  });
  return problems.length > 0 ? failed(problems) : { entries, problems: [] };
}
