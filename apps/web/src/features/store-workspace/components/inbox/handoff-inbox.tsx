import type { TKnowledgeFields } from '@storefront/shared';
import { type THandoffRow, timeFormat } from '@storefront/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Empty, Segmented, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusResult } from '../../../../components/status-result/status-result';
import type { TInboxClient, TInboxQuery } from '../../api/inbox-client';
import type { TEntryHref } from '../conversations/message-sources';
import { HandoffThread } from './handoff-thread';

type TFilter = NonNullable<TInboxQuery['state']>;
const FILTERS: TFilter[] = ['open', 'closed', 'all'];

/** While the inbox is open, the tab's title counts the conversations waiting for the store: `(2) …`. */
function useTitleBadge(waiting: number) {
  useEffect(() => {
    const plain = document.title.replace(/^\(\d+\) /, '');
    document.title = waiting > 0 ? `(${waiting}) ${plain}` : plain;
    return () => {
      document.title = document.title.replace(/^\(\d+\) /, '');
    };
  }, [waiting]);
}

function HandoffItem(props: { row: THandoffRow; isActive: boolean; onOpen: () => void }) {
  const { row } = props;
  const { t } = useTranslation('store-workspace');
  return (
    <button
      type="button"
      className={props.isActive ? 'sf-inbox-item is-active' : 'sf-inbox-item'}
      data-testid="inbox-item"
      data-state={row.state}
      onClick={props.onOpen}
    >
      <span className="sf-inbox-item-head">
        <Badge
          status={row.state === 'waiting' ? 'error' : row.state === 'replied' ? 'processing' : 'default'}
        />
        <strong>{row.name || row.contact || t(`conversations.by.${row.by}`)}</strong>
        <span className="sf-inbox-muted">{timeFormat(row.update_time, 'mm-dd hh:MM')}</span>
      </span>
      <span className="sf-inbox-item-text">{row.last_message || row.question}</span>
    </button>
  );
}

/**
 * The inbox of conversations visitors handed over to the store: new ones and new messages appear live (one
 * stream while the page is open), those waiting for the store first; the chosen one opens beside the list.
 */
export function HandoffInbox(props: {
  client: TInboxClient;
  entryHref?: TEntryHref;
  addKnowledge: (fields: TKnowledgeFields) => Promise<unknown>;
}) {
  const { client } = props;
  const { t } = useTranslation('store-workspace');
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<TFilter>('open');
  const [chosen, setChosen] = useState<number | null>(null);
  const list = useQuery({
    queryKey: [...client.queryKey, 'list', filter],
    queryFn: () => client.list({ state: filter, page: 1, limit: 100 }),
  });
  const rows = list.data?.list ?? [];
  const shown = chosen ?? rows[0]?.id ?? null;
  const detail = useQuery({
    queryKey: [...client.queryKey, 'detail', shown],
    queryFn: () => client.detail(shown ?? 0),
    enabled: shown !== null,
  });
  useTitleBadge(rows.filter((row) => row.state === 'waiting').length);

  useEffect(() => {
    const controller = new AbortController();
    void client.follow(() => {
      void queryClient.invalidateQueries({ queryKey: client.queryKey });
    }, controller.signal);
    return () => controller.abort();
  }, [client, queryClient]);

  let body = <Skeleton active paragraph={{ rows: 6 }} />;
  if (list.isError && !list.data) {
    body = (
      <StatusResult
        status="warning"
        title={t('inbox.loadFailed')}
        extra={<Button onClick={() => void list.refetch()}>{t('action.retry')}</Button>}
      />
    );
  } else if (list.data && rows.length === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`inbox.empty.${filter}`)} />;
  } else if (list.data) {
    body = (
      <div className="sf-inbox-panes">
        <nav className="sf-inbox-list" aria-label={t('inbox.listLabel')}>
          {rows.map((row) => (
            <HandoffItem
              key={row.id}
              row={row}
              isActive={row.id === shown}
              onOpen={() => setChosen(row.id)}
            />
          ))}
        </nav>
        <section className="sf-inbox-detail">
          {detail.data ? (
            <HandoffThread
              key={detail.data.handoff.id}
              client={client}
              detail={detail.data}
              entryHref={props.entryHref}
              addKnowledge={props.addKnowledge}
            />
          ) : (
            <Skeleton active paragraph={{ rows: 6 }} />
          )}
        </section>
      </div>
    );
  }
  return (
    <div className="sf-inbox" data-testid="handoff-inbox">
      <Segmented<TFilter>
        value={filter}
        options={FILTERS.map((value) => ({ value, label: t(`inbox.filter.${value}`) }))}
        onChange={(value) => {
          setFilter(value);
          setChosen(null);
        }}
      />
      {body}
    </div>
  );
}
