import { DislikeOutlined, DownloadOutlined, LikeOutlined } from '@ant-design/icons';
import { type TConversationRow, timeFormat, ZShopConversationListQuery } from '@storefront/shared';
import { Button, Space, Tag, Tooltip, Typography } from 'antd';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCsv } from '../../../../lib/download-file';
import { readerTimeZone } from '../../../../lib/time-zone';
import { useSubmit } from '../../../../lib/use-submit';
import { rangeFilter, type TDateRange } from '../../lib/date-range';
import type { TConversationsClient } from '../../types';
import { WorkspaceTable } from '../workspace-table';
import { ConversationFilters, type TConversationFilters } from './conversation-filters';
import { ConversationViewer } from './conversation-viewer';
import type { TEntryHref } from './message-sources';

/**
 * Conversations, read-only: narrowed by dates, feedback, unanswered answers and kind, exported as CSV with
 * the same filters, each one opening to its messages.
 */
export function ConversationBrowser(props: {
  client: TConversationsClient;
  showStore: boolean;
  /** Where an answer's knowledge entries link to; without it they are named only. */
  entryHref?: TEntryHref;
}) {
  const { client, showStore } = props;
  const { t } = useTranslation('store-workspace');
  const [range, setRange] = useState<TDateRange>(null);
  const [filters, setFilters] = useState<TConversationFilters>({});
  const [open, setOpen] = useState<TConversationRow | null>(null);
  const exporting = useSubmit();
  const query = { ...filters, ...rangeFilter(range) };

  const toolbar = (
    <>
      <ConversationFilters filters={filters} range={range} onRange={setRange} onChange={setFilters} />
      <Tooltip title={t('conversations.exportZone', { zone: readerTimeZone() })}>
        <Button
          icon={<DownloadOutlined />}
          loading={exporting.isBusy}
          onClick={() =>
            void exporting.run(async () =>
              downloadCsv(await client.exportCsv({ ...query, tz: readerTimeZone() })),
            )
          }
          data-testid="conversation-export"
        >
          {t('conversations.export')}
        </Button>
      </Tooltip>
    </>
  );

  const { exportSelected } = client;
  const bulkActions = exportSelected
    ? (keys: Key[]) => (
        <Tooltip title={t('conversations.exportZone', { zone: readerTimeZone() })}>
          <Button
            size="small"
            icon={<DownloadOutlined />}
            loading={exporting.isBusy}
            onClick={() =>
              void exporting.run(async () =>
                downloadCsv(await exportSelected(keys.map(Number), readerTimeZone())),
              )
            }
            data-testid="conversation-export-selected"
          >
            {t('conversations.exportSelected', { count: keys.length })}
          </Button>
        </Tooltip>
      )
    : undefined;

  return (
    <>
      <WorkspaceTable
        queryKey={[...client.queryKey, 'list', query]}
        load={(page) => client.list({ ...page, ...query })}
        sortable={ZShopConversationListQuery.shape.sort.unwrap().options}
        testId="conversation-table"
        rowKey="id"
        toolbar={toolbar}
        bulkActions={bulkActions}
        searchPlaceholder={t('conversations.search')}
        emptyText={t('conversations.empty')}
        columns={[
          {
            key: 'title',
            title: t('conversations.title'),
            render: (_value, row) => (
              <Button
                type="link"
                className="sf-ws-link"
                onClick={() => setOpen(row)}
                data-testid="conversation-open"
              >
                {row.title || t('conversations.untitled')}
              </Button>
            ),
          },
          ...(showStore
            ? [
                {
                  key: 'store',
                  title: t('conversations.store'),
                  render: (_v: unknown, row: TConversationRow) => row.store_name,
                },
              ]
            : []),
          {
            key: 'by',
            title: t('conversations.who'),
            responsive: ['md'],
            render: (_value, row) => (
              <Typography.Text type="secondary">
                {t(`conversations.by.${row.by}`)}
                {row.user_id ? ` #${row.user_id}` : ''}
              </Typography.Text>
            ),
          },
          { key: 'messages', dataIndex: 'messages', title: t('conversations.messages') },
          {
            key: 'feedback',
            title: t('conversations.feedback'),
            responsive: ['sm'],
            render: (_value, row) => (
              <Space size={8}>
                <span className="sf-ws-rated-up">
                  <LikeOutlined /> {row.rated_up}
                </span>
                <span className="sf-ws-rated-down">
                  <DislikeOutlined /> {row.rated_down}
                </span>
              </Space>
            ),
          },
          {
            key: 'unanswered',
            dataIndex: 'unanswered',
            title: t('conversations.unanswered'),
            render: (value: number) => (value > 0 ? <Tag color="red">{value}</Tag> : '—'),
          },
          {
            key: 'update_time',
            dataIndex: 'update_time',
            title: t('conversations.lastActive'),
            sorter: true,
            responsive: ['md'],
            render: (value: number) => timeFormat(value, 'yyyy-mm-dd hh:MM'),
          },
        ]}
      />
      {open ? (
        <ConversationViewer
          client={client}
          conversation={open}
          onClose={() => setOpen(null)}
          entryHref={props.entryHref}
        />
      ) : null}
    </>
  );
}
