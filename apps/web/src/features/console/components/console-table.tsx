import { ReloadOutlined } from '@ant-design/icons';
import {
  PAGE_SIZES,
  type TEndpointQuery,
  type TEndpointResponse,
  type TJsonEndpoint,
} from '@storefront/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Table, type TableProps, Tooltip } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { type Key, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { reachableActions } from '../../../components/reachable-actions';
import { SelectionBar } from '../../../components/selection-bar/selection-bar';
import { StatusResult } from '../../../components/status-result/status-result';
import { useIsPhone } from '../../../lib/use-media-query';
import { callConsole } from '../lib/call-console';

/** A console list endpoint: it answers a page of rows and their total. */
type TListEndpoint = TJsonEndpoint & { query: unknown };
type TRowOf<E extends TListEndpoint> = TEndpointResponse<E> extends { list: Array<infer R> } ? R : never;

/** The table state kept in the address, so a reload, a link or the back button shows the same page. */
const TABLE_PARAMS = ['page', 'limit', 'quickSearch', 'sort', 'direction'] as const;

export const consoleListKey = (endpoint: TJsonEndpoint) => ['console', 'list', endpoint.path];

/** A function that fetches every console list of `endpoint` again (after an add, edit or delete). */
export function useReloadConsoleList(endpoint: TJsonEndpoint): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: consoleListKey(endpoint) });
}

export type TConsoleTableProps<E extends TListEndpoint> = {
  endpoint: E;
  columns: NonNullable<TableProps<TRowOf<E>>['columns']>;
  /** Filters the page sets beside the table's own (type, store, status…). */
  filters?: Partial<TEndpointQuery<E>>;
  /** Buttons and filters shown before the search box. */
  toolbar?: ReactNode;
  searchPlaceholder?: string;
  testId: string;
  rowKey?: string;
  expandable?: TableProps<TRowOf<E>>['expandable'];
  /** Makes rows selectable (across pages) with these actions for the selection; `clear` empties it. */
  bulkActions?: (keys: Key[], clear: () => void) => ReactNode;
};

/**
 * A console list with server-side pagination, sorting and quick search, kept in the address. Columns with
 * `sorter: true` sort by their `key` (the endpoint's allowlist decides what is accepted).
 */
export function ConsoleTable<E extends TListEndpoint>(props: TConsoleTableProps<E>) {
  const { endpoint, columns, filters, toolbar, searchPlaceholder, testId, rowKey = 'id', expandable } = props;
  const { t } = useTranslation('console');
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('quickSearch') ?? '');
  const [selected, setSelected] = useState<Key[]>([]);
  const isPhone = useIsPhone();
  const clearSelection = () => setSelected([]);
  const state = Object.fromEntries(
    TABLE_PARAMS.flatMap((name) => (params.get(name) ? [[name, params.get(name)]] : [])),
  );
  const query = { ...state, ...filters } as TEndpointQuery<E>;
  const list = useQuery({
    queryKey: [...consoleListKey(endpoint), query],
    queryFn: () =>
      callConsole(endpoint as TJsonEndpoint, { query } as never) as Promise<TEndpointResponse<E>>,
    placeholderData: keepPreviousData,
  });
  const data = list.data as { list: TRowOf<E>[]; total: number } | undefined;

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next, { replace: true });
  };

  const handleChange: TableProps<TRowOf<E>>['onChange'] = (pagination, _filters, sorter) => {
    const sort = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<TRowOf<E>> | undefined;
    update({
      page: pagination.current && pagination.current > 1 ? String(pagination.current) : undefined,
      limit:
        pagination.pageSize && pagination.pageSize !== PAGE_SIZES[0]
          ? String(pagination.pageSize)
          : undefined,
      sort: sort?.order ? String(sort.columnKey) : undefined,
      direction: sort?.order === 'ascend' ? 'asc' : sort?.order === 'descend' ? 'desc' : undefined,
    });
  };

  if (list.isError && !data) {
    return (
      <StatusResult
        status="warning"
        title={t('table.loadFailed')}
        extra={<Button onClick={() => void list.refetch()}>{t('table.retry')}</Button>}
      />
    );
  }

  const sortKey = params.get('sort');
  const direction = params.get('direction') === 'asc' ? 'ascend' : 'descend';
  return (
    <div data-testid={testId}>
      <div className="sf-console-toolbar">
        {toolbar}
        <Input.Search
          className="sf-console-search"
          allowClear
          value={search}
          placeholder={searchPlaceholder ?? t('table.search')}
          aria-label={searchPlaceholder ?? t('table.search')}
          data-testid={`${testId}-search`}
          onChange={(event) => setSearch(event.target.value)}
          onSearch={(value) => update({ quickSearch: value.trim() || undefined, page: undefined })}
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
      <Table<TRowOf<E>>
        rowKey={rowKey}
        size="middle"
        loading={list.isFetching}
        dataSource={data?.list ?? []}
        expandable={expandable}
        rowSelection={
          props.bulkActions
            ? { selectedRowKeys: selected, onChange: setSelected, preserveSelectedRowKeys: true }
            : undefined
        }
        columns={reachableActions(columns, isPhone).map((column) =>
          column.sorter && column.key === sortKey ? { ...column, sortOrder: direction } : column,
        )}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('table.empty') }}
        onChange={handleChange}
        pagination={{
          current: Number(params.get('page') ?? 1),
          pageSize: Number(params.get('limit') ?? PAGE_SIZES[0]),
          total: data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES.map(String),
          showTotal: (total) => t('table.total', { total }),
        }}
      />
    </div>
  );
}
