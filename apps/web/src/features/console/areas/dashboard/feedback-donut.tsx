import { useTranslation } from 'react-i18next';
import { upShare } from './lib/chart-scale';

const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** Thumbs up against thumbs down as a ring with the share of ups in the middle. */
export function FeedbackDonut({ up, down }: { up: number; down: number }) {
  const { t } = useTranslation('console-dashboard');
  const share = upShare(up, down);
  const upLength = share === null ? 0 : (CIRCUMFERENCE * up) / (up + down);

  return (
    <div className="sf-feedback" data-testid="dashboard-feedback">
      <svg
        viewBox="0 0 100 100"
        width={132}
        height={132}
        role="img"
        aria-label={t('feedback.label', { up, down })}
      >
        <circle
          className={share === null ? 'sf-feedback-ring is-empty' : 'sf-feedback-ring is-down'}
          cx="50"
          cy="50"
          r={RADIUS}
        />
        {share === null ? null : (
          <circle
            className="sf-feedback-ring is-up"
            cx="50"
            cy="50"
            r={RADIUS}
            strokeDasharray={`${upLength} ${CIRCUMFERENCE - upLength}`}
            transform="rotate(-90 50 50)"
          />
        )}
        <text x="50" y="50" textAnchor="middle" dominantBaseline="central" className="sf-feedback-share">
          {share === null ? '—' : `${share}%`}
        </text>
      </svg>
      <div className="sf-feedback-legend">
        <span className="sf-daily-key is-up">
          {t('feedback.up')}
          <b>{up}</b>
        </span>
        <span className="sf-daily-key is-down">
          {t('feedback.down')}
          <b>{down}</b>
        </span>
        {share === null ? <span className="sf-feedback-none">{t('feedback.none')}</span> : null}
      </div>
    </div>
  );
}
