import { z } from 'zod';
import { ZKnowledgeEntry } from '../../schemas/console/assistants.js';
import {
  ZCsvFile,
  ZKnowledgeAddBody,
  ZKnowledgeEditBody,
  ZKnowledgeImportBody,
  ZKnowledgeImportResult,
  ZKnowledgeListQuery,
} from '../../schemas/console/knowledge.js';
import { ZBulkResult, ZIdsBody, ZIdsStatusBody } from '../../schemas/console/list.js';
import { ZStoreScopeQuery } from '../../schemas/console/stores.js';
import { zPage } from '../../schemas/fields.js';
import { endpoint } from '../endpoint.js';

/**
 * The knowledge of a store's draft assistant (published entries change only by publishing). The draft's
 * `testagent` chat answers with a change at once.
 */
export const knowledgeConsoleApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/knowledge/index',
    access: 'operator',
    query: ZKnowledgeListQuery,
    response: zPage(ZKnowledgeEntry),
  }),
  /** Answers the new entry. */
  add: endpoint({
    method: 'POST',
    path: '/api/admin/knowledge/add',
    access: 'operator',
    body: ZKnowledgeAddBody,
    response: ZKnowledgeEntry,
  }),
  /** Answers the entry as saved; an id that is no draft's entry is 'not found'. */
  edit: endpoint({
    method: 'POST',
    path: '/api/admin/knowledge/edit',
    access: 'operator',
    body: ZKnowledgeEditBody,
    response: ZKnowledgeEntry,
  }),
  /** Deletes draft entries; when one id is no draft's entry, none is deleted ('not found'). */
  del: endpoint({
    method: 'POST',
    path: '/api/admin/knowledge/del',
    access: 'operator',
    body: ZIdsBody,
    response: z.null(),
  }),
  /**
   * Enables or disables draft entries: a disabled entry stays in the draft (and, once published, in the
   * published assistant) but no answer uses it. All or none, as `del`; answers how many changed.
   */
  status: endpoint({
    method: 'POST',
    path: '/api/admin/knowledge/status',
    access: 'operator',
    body: ZIdsStatusBody,
    response: ZBulkResult,
  }),
  /** The draft's entries as CSV (`lang,question,answer,tags,weigh,status`), heaviest first; import reads it back. */
  export: endpoint({
    method: 'GET',
    path: '/api/admin/knowledge/export',
    access: 'operator',
    query: ZStoreScopeQuery,
    response: ZCsvFile,
  }),
  /** Imports a CSV into the draft (append or replace), all or nothing; failed rows are listed with why. */
  import: endpoint({
    method: 'POST',
    path: '/api/admin/knowledge/import',
    access: 'operator',
    body: ZKnowledgeImportBody,
    response: ZKnowledgeImportResult,
  }),
};
