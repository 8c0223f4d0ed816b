import type { TCsvFile, TLanguage, TMemberExportQuery } from '@storefront/shared';
import { AppError } from '../../../lib/app-error.js';
import { nowSeconds } from '../../../lib/clock.js';
import { toCsv } from '../../../lib/csv.js';
import { exportDay, exportTime, timeHeader } from '../../../lib/export-time.js';
import { translate } from '../../../locales/index.js';
import type { TMembersService } from '../../members/index.js';
import type { createMemberViews } from './view.js';

/** Members one export may hold: a bigger one is refused, to be narrowed by search or filters. */
export const MEMBERS_EXPORT_MAX = 20_000;

/**
 * The members list as filtered, as CSV with headers in the reader's language and times in the reader's zone;
 * the rows are the table's (group and store named as the table names them).
 */
export function createMembersExport(deps: {
  members: TMembersService;
  views: ReturnType<typeof createMemberViews>;
}) {
  return async (query: TMemberExportQuery, lang: TLanguage): Promise<TCsvFile> => {
    const { tz, ...filters } = query;
    const page = await deps.members.list({
      ...filters,
      page: 1,
      limit: MEMBERS_EXPORT_MAX + 1,
      sort: 'id',
      direction: 'asc',
    });
    if (page.rows.length > MEMBERS_EXPORT_MAX) {
      throw new AppError('members.exportTooLarge', { values: { max: MEMBERS_EXPORT_MAX } });
    }
    const rows = await deps.views.rows(page.rows, lang);
    const label = (key: string) => translate(lang, `members.csv.${key}`);
    const header = [
      ...['id', 'username', 'nickname', 'email', 'mobile', 'group', 'money', 'score', 'store', 'status'].map(
        label,
      ),
      timeHeader(
        label('joined'),
        tz,
        rows.map((row) => row.join_time),
      ),
      timeHeader(
        label('lastLogin'),
        tz,
        rows.map((row) => row.last_login_time),
      ),
      label('lastLoginIp'),
    ];
    const records = rows.map((row) => [
      String(row.id),
      row.username,
      row.nickname,
      row.email ?? '',
      row.mobile ?? '',
      row.group_name,
      row.money,
      String(row.score),
      row.store?.name ?? '',
      label(`status.${row.status}`),
      exportTime(row.join_time, tz),
      exportTime(row.last_login_time, tz),
      row.last_login_ip,
    ]);
    return {
      filename: `members-${exportDay(tz, nowSeconds())}.csv`,
      content: toCsv([header, ...records]),
    };
  };
}
