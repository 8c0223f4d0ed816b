import { CONSOLE_API, DASHBOARD_RANGES, type TDashboard, type TDashboardRange } from '@storefront/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Segmented, Skeleton, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHead } from '../../components/page-head';
import { callConsole } from '../../lib/call-console';
import { AnswerFigures } from './answer-figures';
import { DailyChart } from './daily-chart';
import { FeedbackDonut } from './feedback-donut';
import { TopStores } from './top-stores';
import { UnansweredList } from './unanswered-list';
import './dashboard.css';
import { StatusResult } from '../../../../components/status-result/status-result';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function Figures({ data, days, isStale }: { data: TDashboard; days: number; isStale: boolean }) {
  const { t } = useTranslation('console-dashboard');
  const visitors = sum(data.messages.visitor);
  const members = sum(data.messages.member);
  return (
    <div className={isStale ? 'sf-dashboard is-stale' : 'sf-dashboard'} data-testid="dashboard">
      <div className="sf-dashboard-stats">
        <Card size="small">
          <Statistic title={t('members.total')} value={data.members.total} data-testid="dashboard-members" />
        </Card>
        <Card size="small">
          <Statistic title={t('members.new7')} value={data.members.new7} prefix="+" />
        </Card>
        <Card size="small">
          <Statistic title={t('members.new30')} value={data.members.new30} prefix="+" />
        </Card>
        <Card size="small">
          <Statistic
            title={t('messages.total', { days })}
            value={visitors + members}
            data-testid="dashboard-messages"
          />
        </Card>
      </div>
      <Card size="small" title={t('chart.title', { days })}>
        <div className="sf-daily-legend">
          <span className="sf-daily-key is-visitor">
            {t('series.visitor')}
            <b>{visitors}</b>
          </span>
          <span className="sf-daily-key is-member">
            {t('series.member')}
            <b>{members}</b>
          </span>
        </div>
        <DailyChart days={data.messages.days} visitor={data.messages.visitor} member={data.messages.member} />
      </Card>
      <div className="sf-dashboard-cards">
        <Card size="small" title={t('stores.title')}>
          <TopStores stores={data.topStores} />
        </Card>
        <Card size="small" title={t('feedback.title')}>
          <FeedbackDonut up={data.feedback.up} down={data.feedback.down} />
        </Card>
        <Card
          size="small"
          className="is-wide"
          title={t('unanswered.title')}
          extra={
            <span data-testid="dashboard-unanswered-total">
              {t('unanswered.total', { count: data.unanswered.total })}
            </span>
          }
        >
          <UnansweredList unanswered={data.unanswered} />
        </Card>
        <Card
          size="small"
          className="is-wide"
          title={t('answers.title')}
          extra={
            <span data-testid="dashboard-answers-summary">
              {t('answers.summary', {
                measured: data.answers.measured,
                rate: `${Math.round(data.answers.hit_rate * 1000) / 10}%`,
              })}
            </span>
          }
        >
          <AnswerFigures answers={data.answers} />
        </Card>
      </div>
    </div>
  );
}

/** `/admin`: the console's home page, over the last 14 or 30 days. */
export function DashboardPage() {
  const { t } = useTranslation(['console-dashboard', 'console']);
  const [params, setParams] = useSearchParams();
  const days: TDashboardRange = params.get('days') === '30' ? 30 : 14;
  const dashboard = useQuery({
    queryKey: ['console', 'dashboard', days],
    queryFn: () => callConsole(CONSOLE_API.dashboard.overview, { query: { days } }),
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <PageHead
        title={t('title')}
        description={t('description')}
        extra={
          <Segmented
            value={days}
            onChange={(value) => setParams(value === 14 ? {} : { days: String(value) }, { replace: true })}
            options={DASHBOARD_RANGES.map((range) => ({ value: range, label: t('range', { days: range }) }))}
            data-testid="dashboard-range"
          />
        }
      />
      {dashboard.data ? (
        <Figures data={dashboard.data} days={days} isStale={dashboard.isPlaceholderData} />
      ) : dashboard.isError ? (
        <StatusResult
          status="warning"
          title={t('loadFailed')}
          extra={<Button onClick={() => void dashboard.refetch()}>{t('console:table.retry')}</Button>}
        />
      ) : (
        <Skeleton active paragraph={{ rows: 10 }} />
      )}
    </>
  );
}
