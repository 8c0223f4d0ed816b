import { ReloadOutlined } from '@ant-design/icons';
import { PAGE_SIZES, type TPage } from '@storefront/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Empty, Input, Table, type TableProps, Tooltip } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { type Key, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reachableActions } from '../../../components/reachable-actions';
import { SelectionBar } from '../../../components/selection-bar/selection-bar';
import { StatusResult } from '../../../components/status-result/status-result';
import { useIsPhone } from '../../../lib/use-media-query';

/** The paging, search and sort a workspace list sends with its own filters. */
export type TTableQuery<S extends string> = {
  page: number;
  limit: number;
  quickSearch: string;
  sort?: S;
  direction?: 'asc' | 'desc';
};

type TWorkspaceTableProps<R, S extends string> = {
  /** Names the list in the query cache; the table adds its own state after it. */
  queryKey: readonly unknown[];
  load: (query: TTableQuery<S>) => Promise<TPage<R>>;
  /** The columns the endpoint sorts by (its schema's allowlist); a sortable column's `key` is one of them. */
  sortable: readonly S[];
  columns: NonNullable<TableProps<R>['columns']>;
  /** Buttons and filters before the search box. */
  toolbar?: ReactNode;
  searchPlaceholder: string;
  /** What an empty list says (with no search, or with one). */
  emptyText: string;
  testId: string;
  rowKey: string;
  onRow?: TableProps<R>['onRow'];
  /** A search the list opens with (a link to one entry searches for it). */
  initialSearch?: string;
  /** Rows removed but still waiting for "Undo": not shown. */
  hiddenKeys?: ReadonlySet<Key>;
  /**
   * Makes rows selectable (across pages) and shows these actions for the selection; `clear` empties it once
   * an action is done.
   */
  bulkActions?: (keys: Key[], clear: () => void) => ReactNode;
};

/**
 * A paged list with quick search and sorting done by the server, its loading, empty and failed states. Columns
 * with `sorter: true` sort by their `key`.
 */
export function WorkspaceTable<R extends object, S extends string>(props: TWorkspaceTableProps<R, S>) {
  const { queryKey, load, sortable, columns, toolbar, searchPlaceholder, emptyText, testId, rowKey } = props;
  const { t } = useTranslation('store-workspace');
  const [search, setSearch] = useState(props.initialSearch ?? '');
  const [selected, setSelected] = useState<Key[]>([]);
  const isPhone = useIsPhone();
  const clearSelection = () => setSelected([]);
  const [query, setQuery] = useState<TTableQuery<S>>({
    page: 1,
    limit: PAGE_SIZES[0],
    quickSearch: props.initialSearch?.trim() ?? '',
  });
  // Other filters (a new query key) start again from the first page.
  const filterKey = JSON.stringify(queryKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the filters change.
  useEffect(
    () => setQuery((current) => (current.page === 1 ? current : { ...current, page: 1 })),
    [filterKey],
  );
  const list = useQuery({
    queryKey: [...queryKey, query],
    queryFn: () => load(query),
    placeholderData: keepPreviousData,
  });

  const handleChange: TableProps<R>['onChange'] = (pagination, _filters, sorter) => {
    const sorted = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<R> | undefined;
    const sort = sorted?.order ? sortable.find((name) => name === sorted.columnKey) : undefined;
    setQuery((current) => ({
      ...current,
      page: pagination.current ?? 1,
      limit: pagination.pageSize ?? current.limit,
      sort,
      direction: sort ? (sorted?.order === 'ascend' ? 'asc' : 'desc') : undefined,
    }));
  };

  const empty = (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={query.quickSearch ? t('table.noMatch') : emptyText}
    />
  );
  return (
    <div className="sf-ws-table" data-testid={testId}>
      <div className="sf-ws-toolbar">
        {toolbar}
        <Input.Search
          className="sf-ws-search"
          allowClear
          value={search}
          placeholder={searchPlaceholder}
          aria-label={searchPlaceholder}
          data-testid={`${testId}-search`}
          onChange={(event) => setSearch(event.target.value)}
          onSearch={(value) => setQuery((current) => ({ ...current, quickSearch: value.trim(), page: 1 }))}
        />
        <Tooltip title={t('table.refresh')}>
          <Button
            icon={<ReloadOutlined />}
            aria-label={t('table.refresh')}
            onClick={() => void list.refetch()}
          />
        </Tooltip>
      </div>
      {props.bulkActions ? (
        <SelectionBar count={selected.length} onClear={clearSelection} testId={`${testId}-selection`}>
          {props.bulkActions(selected, clearSelection)}
        </SelectionBar>
      ) : null}
      {list.isError && !list.data ? (
        <StatusResult
          status="warning"
          title={t('table.loadFailed')}
          extra={
            <Button onClick={() => void list.refetch()} data-testid={`${testId}-retry`}>
              {t('action.retry')}
            </Button>
          }
        />
      ) : (
        <Table<R>
          rowKey={rowKey}
          size="middle"
          loading={list.isFetching}
          dataSource={(list.data?.list ?? []).filter(
            (row) => !props.hiddenKeys?.has((row as Record<string, Key>)[rowKey] as Key),
          )}
          columns={reachableActions(columns, isPhone).map((column) =>
            column.sorter && column.key === query.sort
              ? { ...column, sortOrder: query.direction === 'asc' ? 'ascend' : 'descend' }
              : column,
          )}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: list.isPending ? ' ' : empty }}
          onChange={handleChange}
          onRow={props.onRow}
          rowSelection={
            props.bulkActions
              ? { selectedRowKeys: selected, onChange: setSelected, preserveSelectedRowKeys: true }
              : undefined
          }
          pagination={{
            current: query.page,
            pageSize: query.limit,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES.map(String),
            showTotal: (total) => t('table.total', { total }),
            hideOnSinglePage: false,
            size: 'small',
          }}
        />
      )}
    </div>
  );
}
