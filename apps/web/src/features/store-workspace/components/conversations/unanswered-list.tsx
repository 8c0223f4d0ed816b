import { PlusCircleOutlined } from '@ant-design/icons';
import { type TUnansweredQuestion, timeFormat, ZShopUnansweredQuery } from '@storefront/shared';
import { Button, Segmented, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../../lib/use-media-query';
import { useRefresh } from '../../hooks/use-refresh';
import { guessLanguage } from '../../lib/guess-language';
import type { TConversationsClient, TUnansweredQuery } from '../../types';
import { KnowledgeForm } from '../knowledge/knowledge-form';
import { WorkspaceTable } from '../workspace-table';

type TStatus = NonNullable<TUnansweredQuery['status']>;
const STATUSES: TStatus[] = ['open', 'resolved', 'all'];

/**
 * The questions the assistant could not answer, newest first; "add to knowledge" turns one into an entry of
 * the draft (the question as asked, the answer yours) and marks it resolved.
 */
export function UnansweredList(props: { client: TConversationsClient; showStore: boolean }) {
  const { client, showStore } = props;
  const { t } = useTranslation('store-workspace');
  const refresh = useRefresh(client.queryKey);
  const [status, setStatus] = useState<TStatus>('open');
  const [adding, setAdding] = useState<TUnansweredQuestion | null>(null);
  const isPhone = useIsPhone();

  return (
    <>
      <WorkspaceTable
        queryKey={[...client.queryKey, 'unanswered', status]}
        load={(query) => client.unanswered({ ...query, status })}
        sortable={ZShopUnansweredQuery.shape.sort.unwrap().options}
        testId="unanswered-table"
        rowKey="message_id"
        searchPlaceholder={t('unanswered.search')}
        emptyText={t(status === 'open' ? 'unanswered.emptyOpen' : 'unanswered.empty')}
        toolbar={
          <Segmented<TStatus>
            value={status}
            onChange={setStatus}
            options={STATUSES.map((value) => ({ value, label: t(`unanswered.status.${value}`) }))}
          />
        }
        columns={[
          {
            key: 'question',
            title: t('unanswered.question'),
            render: (_value, row) => (
              <div className="sf-ws-qa">
                <Typography.Text strong data-testid="unanswered-question">
                  {row.question}
                </Typography.Text>
                <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} className="sf-ws-qa-answer">
                  {t('unanswered.gave', { answer: row.answer })}
                </Typography.Paragraph>
              </div>
            ),
          },
          ...(showStore
            ? [
                {
                  key: 'store',
                  title: t('conversations.store'),
                  render: (_v: unknown, row: TUnansweredQuestion) => row.store_name,
                },
              ]
            : []),
          {
            key: 'create_time',
            dataIndex: 'create_time',
            title: t('unanswered.asked'),
            sorter: true,
            responsive: ['sm'],
            render: (value: number) => timeFormat(value, 'yyyy-mm-dd hh:MM'),
          },
          {
            key: 'actions',
            title: t('common.actions'),
            fixed: isPhone ? undefined : 'right',
            render: (_value, row) =>
              row.resolved ? (
                <Tag color="green">{t('unanswered.resolved')}</Tag>
              ) : (
                <Button
                  type="link"
                  icon={<PlusCircleOutlined />}
                  onClick={() => setAdding(row)}
                  data-testid={`unanswered-add-${row.message_id}`}
                >
                  {t('unanswered.add')}
                </Button>
              ),
          },
        ]}
      />
      {adding ? (
        <KnowledgeForm
          title={t('unanswered.addTitle')}
          intro={t('unanswered.addIntro', { store: adding.store_name })}
          initial={{ lang: guessLanguage(adding.question), question: adding.question }}
          save={(fields) => client.toKnowledge({ ...fields, message_id: adding.message_id })}
          onClose={() => setAdding(null)}
          onSaved={() => void refresh()}
        />
      ) : null}
    </>
  );
}
