import { z } from 'zod';
import { LANGUAGES } from '../../locales/index.js';
import { zNumeric } from '../fields.js';
import { ZStatus, zFilter, zListQuery, zRowId } from './list.js';

/** Limits of knowledge entries and their CSV files. */
export const KNOWLEDGE_LIMITS = {
  questionMax: 500,
  answerMax: 5000,
  tagsMax: 255,
  weighMax: 1_000_000,
  /** Rows one import may hold. */
  importRowsMax: 5000,
  /** Characters of one CSV text sent to import. */
  importCharsMax: 3_000_000,
  /** Bytes of an import request (UTF-8 text takes up to 3 bytes a character); other requests stop at 1 MiB. */
  importBodyBytes: 10 * 1024 * 1024,
} as const;

/**
 * The columns of a knowledge CSV, in the order export writes them. Import finds them by the header row (any
 * order, case-insensitive; other columns ignored); `lang`, `question` and `answer` must be there.
 */
export const KNOWLEDGE_CSV_COLUMNS = ['lang', 'question', 'answer', 'tags', 'weigh', 'status'] as const;

/** One entry's fields, as a form or one CSV row gives them; the same rules for both. */
export const ZKnowledgeFields = z.object({
  lang: z.enum(LANGUAGES, 'validation.language'),
  question: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(KNOWLEDGE_LIMITS.questionMax, 'validation.tooLong'),
  answer: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(KNOWLEDGE_LIMITS.answerMax, 'validation.tooLong'),
  tags: z.string().trim().max(KNOWLEDGE_LIMITS.tagsMax, 'validation.tooLong').default(''),
  weigh: z
    .preprocess(
      (value) => (value === '' ? undefined : value),
      zNumeric({ error: 'validation.invalid' })
        .int('validation.invalid')
        .min(-KNOWLEDGE_LIMITS.weighMax, 'validation.invalid')
        .max(KNOWLEDGE_LIMITS.weighMax, 'validation.invalid')
        .optional(),
    )
    .transform((value) => value ?? 0),
});
export type TKnowledgeFields = z.infer<typeof ZKnowledgeFields>;

/** One record of a knowledge CSV: an entry's fields and its status, enabled when the file has none. */
export const ZKnowledgeCsvRecord = ZKnowledgeFields.extend({
  status: z.preprocess((value) => (value === '' ? undefined : value), ZStatus.default('enable')),
});
export type TKnowledgeCsvRecord = z.infer<typeof ZKnowledgeCsvRecord>;

/**
 * `GET /api/admin/knowledge/index` (and `/api/shop/knowledge/index` without `store_id`): a page of the draft's
 * entries; `quickSearch` looks in questions, answers and tags. Default order: heaviest first, then oldest.
 */
export const ZKnowledgeListQuery = zListQuery(['id', 'weigh', 'create_time']).extend({
  store_id: zRowId,
  lang: zFilter(z.enum(LANGUAGES, 'validation.language')),
});
export type TKnowledgeListQuery = z.infer<typeof ZKnowledgeListQuery>;

/** `POST /api/admin/knowledge/add`: a new entry of the store's draft. */
export const ZKnowledgeAddBody = ZKnowledgeFields.extend({ store_id: zRowId });

/** `POST /api/admin/knowledge/edit`: an entry of a draft, by id (published entries change only by publishing). */
export const ZKnowledgeEditBody = ZKnowledgeFields.extend({ id: zRowId });
export type TKnowledgeEditBody = z.infer<typeof ZKnowledgeEditBody>;

/**
 * How an import treats the entries already there: `append` keeps them and adds the file's rows; `replace`
 * removes them first, so the draft holds exactly the file.
 */
export const KNOWLEDGE_IMPORT_MODES = ['append', 'replace'] as const;

/**
 * `POST /api/admin/knowledge/import`: a CSV text (UTF-8, a BOM allowed, RFC 4180 quoting, CRLF or LF). All or
 * nothing: when a row fails, no row is imported.
 */
export const ZKnowledgeImportBody = z.object({
  store_id: zRowId,
  csv: z.string().min(1, 'validation.required').max(KNOWLEDGE_LIMITS.importCharsMax, 'knowledge.csvTooLarge'),
  mode: z.enum(KNOWLEDGE_IMPORT_MODES, 'validation.invalid').default('append'),
});
export type TKnowledgeImportBody = z.infer<typeof ZKnowledgeImportBody>;

/**
 * One problem of an import: `row` is the record's number in the file, the header being row 1 (Excel's row
 * number when no cell holds a line break); `field` the column ('' for the row or the file); `message` is
 * in the reader's language.
 */
export const ZImportProblem = z.object({ row: z.number().int(), field: z.string(), message: z.string() });
export type TImportProblem = z.infer<typeof ZImportProblem>;

/**
 * `data` of an import: how many entries went in and how many `replace` removed, or (with both 0) every row
 * that failed and why; at most 100 problems are listed.
 */
export const ZKnowledgeImportResult = z.object({
  imported: z.number().int(),
  removed: z.number().int(),
  failed: z.array(ZImportProblem),
});
export type TKnowledgeImportResult = z.infer<typeof ZKnowledgeImportResult>;

/**
 * A CSV file the browser saves as it is: `content` starts with a UTF-8 BOM (so Excel reads CJK text right),
 * CRLF line ends, fields quoted where RFC 4180 needs it.
 */
export const ZCsvFile = z.object({ filename: z.string(), content: z.string() });
export type TCsvFile = z.infer<typeof ZCsvFile>;
