import type { TConversationSelectionExportBody, TCsvFile } from '@storefront/shared';
import { AppError } from '../../../lib/app-error.js';
import { nowSeconds } from '../../../lib/clock.js';
import { toCsv } from '../../../lib/csv.js';
import { exportDay, exportTime, timeHeader } from '../../../lib/export-time.js';
import type { TChatService } from '../../chat/index.js';

type TConversations = TChatService['storeConversations'];
type TConversationScope = Parameters<TConversations['detail']>[1];

/** As the list's export: the columns it writes, and the most messages one file holds. */
const COLUMNS = [
  'conversation_id',
  'store',
  'title',
  'agent_type',
  'by',
  'message_id',
  'role',
  'content',
  'status',
  'rating',
  'unanswered',
];
const MESSAGES_MAX = 20_000;
const PAGE = 500;

/**
 * The conversations an operator ticked, as CSV with the rows and columns of the list's export (every message,
 * branches included, by conversation then in order; times in the request's zone, named in the header), read
 * through the chat's own views of each conversation and its messages. An id that is no conversation is 'not
 * found'; more than 20,000 messages are refused, as the list's export refuses them.
 */
export function createSelectedConversationsExport(conversations: TConversations) {
  return async (body: TConversationSelectionExportBody, scope: TConversationScope): Promise<TCsvFile> => {
    const ids = [...new Set(body.ids)].sort((a, b) => a - b);
    const records: string[][] = [];
    const times: number[] = [];
    for (const id of ids) {
      const conversation = await conversations.detail(id, scope);
      const by =
        conversation.user_id === null
          ? 'visitor'
          : scope.showsMembers
            ? `member ${conversation.user_id}`
            : 'member';
      for (let page = 1; ; page += 1) {
        const { list, total } = await conversations.messages({ id, page, limit: PAGE }, scope);
        if (records.length + total - (page - 1) * PAGE > MESSAGES_MAX) {
          throw new AppError('conversations.exportTooLarge', { values: { max: MESSAGES_MAX } });
        }
        for (const message of list) {
          records.push([
            String(conversation.id),
            conversation.store_name,
            conversation.title,
            conversation.agent_type,
            by,
            String(message.id),
            message.role,
            message.content,
            message.status,
            String(message.rating),
            String(message.unanswered),
            exportTime(message.create_time, body.tz),
          ]);
          times.push(message.create_time);
        }
        if (page * PAGE >= total) break;
      }
    }
    return {
      filename: `conversations-${exportDay(body.tz, nowSeconds())}.csv`,
      content: toCsv([[...COLUMNS, timeHeader('time', body.tz, times)], ...records]),
    };
  };
}
