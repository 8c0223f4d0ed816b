import type { TableColumnsType } from 'antd';

/**
 * A table's columns as a phone shows them: the row actions (the `actions` column: Edit, More…) come right after
 * the first column and are not pinned, so they show at 390 px without scrolling the table sideways. Elsewhere
 * the columns are as given (actions last, pinned to the right).
 */
export function reachableActions<T>(columns: TableColumnsType<T>, isPhone: boolean): TableColumnsType<T> {
  const actions = columns.filter((column) => column.key === 'actions');
  if (!isPhone || actions.length === 0) return columns;
  const rest = columns.filter((column) => column.key !== 'actions');
  const unpinned = actions.map((column) => ({ ...column, fixed: undefined }));
  return [...rest.slice(0, 1), ...unpinned, ...rest.slice(1)];
}
