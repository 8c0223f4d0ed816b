import {
  AUDIT_ACTIONS,
  AUDIT_TARGETS,
  type TAuditAction,
  type TCsvFile,
  type TLanguage,
  type TOperatorLogExportQuery,
  type TOperatorLogFilters,
  type TOperatorLogQuery,
  type TOperatorLogRow,
  type TPage,
} from '@storefront/shared';
import { AppError } from '../../../lib/app-error.js';
import { nowSeconds } from '../../../lib/clock.js';
import { toCsv } from '../../../lib/csv.js';
import { exportDay, exportTime, timeHeader } from '../../../lib/export-time.js';
import { translate } from '../../../locales/index.js';
import type { TOperatorCaller } from '../../../plugins/auth.js';
import type { TLogEntry } from '../../operators/index.js';
import type { TConsoleDeps } from '../deps.js';
import { createLogTargets } from './targets.js';

/** Rows one export may hold: a bigger one is refused, to be narrowed by dates or filters. */
export const LOG_EXPORT_MAX = 20_000;

type TViewer = Pick<TOperatorCaller, 'role'>;

export const actionName = (lang: TLanguage, action: string) => translate(lang, `log.action.${action}`);
export const targetTypeName = (lang: TLanguage, target: string) => translate(lang, `log.target.${target}`);

/**
 * The operator log as operators read it: actions and kinds of row in the reader's language, each target by
 * its name as it is now (or as the log last saw it, when it is gone), the filters' choices, and the CSV export.
 */
export function createLogViews(deps: TConsoleDeps) {
  const targetsOf = createLogTargets(deps);

  async function named(entries: TLogEntry[], lang: TLanguage): Promise<TOperatorLogRow[]> {
    const nameOf = await targetsOf(entries, lang);
    return entries.map((entry) => ({
      ...entry,
      action_name: actionName(lang, entry.action),
      target_type_name: targetTypeName(lang, entry.target),
      ...nameOf(entry),
    }));
  }

  return {
    async page(query: TOperatorLogQuery, viewer: TViewer, lang: TLanguage): Promise<TPage<TOperatorLogRow>> {
      const page = await deps.operators.log(query, viewer);
      return { list: await named(page.list, lang), total: page.total };
    },

    async filters(lang: TLanguage): Promise<TOperatorLogFilters> {
      return {
        operators: await deps.operators.names(),
        actions: (Object.keys(AUDIT_ACTIONS) as TAuditAction[]).map((action) => ({
          action,
          target: AUDIT_ACTIONS[action],
          name: actionName(lang, action),
        })),
        targets: AUDIT_TARGETS.map((target) => ({ target, name: targetTypeName(lang, target) })),
      };
    },

    async export(query: TOperatorLogExportQuery, viewer: TViewer, lang: TLanguage): Promise<TCsvFile> {
      const { tz, ...filters } = query;
      const entries = await deps.operators.logRows(filters, viewer, LOG_EXPORT_MAX + 1);
      if (entries.length > LOG_EXPORT_MAX) {
        throw new AppError('log.exportTooLarge', { values: { max: LOG_EXPORT_MAX } });
      }
      const rows = await named(entries, lang);
      const label = (key: string) => translate(lang, `log.csv.${key}`);
      const snapshot = (row: TOperatorLogRow, value: unknown) =>
        row.withheld ? label('withheld') : value === null ? '' : JSON.stringify(value);
      const header = [
        timeHeader(
          label('time'),
          tz,
          rows.map((row) => row.create_time),
        ),
        ...['who', 'actor', 'action', 'targetType', 'target', 'targetId', 'ip', 'before', 'after'].map(label),
      ];
      const records = rows.map((row) => [
        exportTime(row.create_time, tz),
        row.username,
        label(`actor.${row.actor}`),
        row.action_name,
        row.target_type_name,
        row.target_gone ? `${row.target_name} ${label('gone')}`.trim() : row.target_name,
        row.target_id,
        row.ip,
        snapshot(row, row.before),
        snapshot(row, row.after),
      ]);
      return {
        filename: `operator-log-${exportDay(tz, nowSeconds())}.csv`,
        content: toCsv([header, ...records]),
      };
    },
  };
}
