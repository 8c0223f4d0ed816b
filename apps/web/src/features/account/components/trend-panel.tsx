import { Button, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatusResult } from '../../../components/status-result/status-result';
import { browserUtcOffset, formatUtcOffset, useOverview } from '../api/get-overview';
import { signedChange } from '../lib/signed';
import { TrendChart } from './trend-chart';
import type { TSeries } from './trend-svg';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The 7-day change of points and balance: legend with the week's net, chart, or why there is none. */
export function TrendPanel() {
  const { t } = useTranslation('account');
  const overview = useOverview();

  const body = () => {
    if (overview.isPending) return <Skeleton active paragraph={{ rows: 5 }} />;
    if (overview.isError) {
      return (
        <StatusResult
          status="warning"
          title={t('overview.chartFailed')}
          extra={<Button onClick={() => void overview.refetch()}>{t('common.retry')}</Button>}
        />
      );
    }
    const { days, score, money } = overview.data;
    const series: [TSeries, TSeries] = [
      { key: 'points', label: t('stat.points'), values: score, decimals: 0 },
      { key: 'balance', label: t('stat.balance'), values: money.map(Number), decimals: 2 },
    ];
    if (series.every((line) => line.values.every((value) => value === 0))) {
      return <Empty description={t('overview.chartEmpty')} data-testid="trend-empty" />;
    }
    return (
      <>
        <div className="sf-trend-legend">
          {series.map((line) => {
            const net = signedChange(sum(line.values).toFixed(line.decimals));
            return (
              <span key={line.key} className={`sf-trend-legend-item is-${line.key}`}>
                <span className="sf-trend-swatch" />
                {line.label}
                <span className={`sf-change is-${net.tone}`}>{net.text}</span>
              </span>
            );
          })}
        </div>
        <TrendChart days={days} series={series} label={t('overview.chartLabel')} />
      </>
    );
  };

  return (
    <section className="sf-panel" data-testid="trend-panel">
      <div className="sf-panel-head">
        <h2 className="sf-panel-title">{t('overview.chartTitle')}</h2>
        <span className="sf-panel-hint" data-testid="trend-zone">
          {t('overview.chartHint', { offset: formatUtcOffset(browserUtcOffset()) })}
        </span>
      </div>
      {body()}
    </section>
  );
}
