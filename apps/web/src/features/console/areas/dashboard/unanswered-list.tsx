import type { TDashboard } from '@storefront/shared';
import { Empty, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TimeCell } from '../../components/time-cell';

/** The newest questions the assistants could not answer, or whose answer was rated down. */
export function UnansweredList({ unanswered }: { unanswered: TDashboard['unanswered'] }) {
  const { t } = useTranslation('console-dashboard');
  if (unanswered.latest.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('unanswered.empty')} />;
  }
  return (
    <ul className="sf-unanswered" data-testid="dashboard-unanswered">
      {unanswered.latest.map((item) => (
        <li key={item.id}>
          <Typography.Paragraph
            className="sf-unanswered-question"
            ellipsis={{ rows: 2, tooltip: item.question }}
          >
            {item.question}
          </Typography.Paragraph>
          <div className="sf-unanswered-meta">
            <Tag color={item.reason === 'noAnswer' ? 'orange' : 'red'}>{t(`unanswered.${item.reason}`)}</Tag>
            {item.store ? <Typography.Text type="secondary">{item.store.name}</Typography.Text> : null}
            <Typography.Text type="secondary">
              <TimeCell value={item.create_time} />
            </Typography.Text>
          </div>
        </li>
      ))}
    </ul>
  );
}
