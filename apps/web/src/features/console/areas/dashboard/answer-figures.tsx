import type { TDashboard } from '@storefront/shared';
import { Empty, Table } from 'antd';
import { useTranslation } from 'react-i18next';

const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;

/**
 * Each store's published assistant on its answer checks, as measured when it was published: the weakest
 * stores first (lowest share of questions answered with the right entry).
 */
export function AnswerFigures({ answers }: { answers: TDashboard['answers'] }) {
  const { t } = useTranslation('console-dashboard');
  if (answers.weakest.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('answers.empty')} />;
  }
  return (
    <Table
      size="small"
      rowKey={(row) => row.store.id}
      pagination={false}
      dataSource={answers.weakest}
      data-testid="dashboard-answers"
      columns={[
        {
          key: 'store',
          title: t('answers.store'),
          render: (_v, row) => (
            <a href={`/chatai/${row.store.storeuuid}`} target="_blank" rel="noopener">
              {row.store.name}
            </a>
          ),
        },
        { key: 'hit', title: t('answers.hitRate'), render: (_v, row) => percent(row.hit_rate) },
        { key: 'refusal', title: t('answers.refusalRate'), render: (_v, row) => percent(row.refusal_rate) },
        { key: 'wrong', title: t('answers.wrong'), dataIndex: 'wrong' },
      ]}
    />
  );
}
