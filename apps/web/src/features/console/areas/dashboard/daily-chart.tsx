import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useElementWidth } from '../../../../lib/use-element-width';
import { useIsPhone } from '../../../../lib/use-media-query';
import { axisTop, GRID_INTERVALS, labelEvery } from './lib/chart-scale';

type TDailyChartProps = { days: string[]; visitor: number[]; member: number[] };

const PAD = { top: 12, right: 8, bottom: 26, left: 36 };
const GRID = Array.from({ length: GRID_INTERVALS + 1 }, (_, index) => index / GRID_INTERVALS);
const TOOLTIP_HALF_WIDTH = 80;

/**
 * Questions per day as stacked bars, visitors below and members above, at the width it is given; the day
 * under the pointer (or tapped, or focused) shows its numbers. Drawn as plain SVG, as the member centre's chart.
 */
export function DailyChart({ days, visitor, member }: TDailyChartProps) {
  const { t } = useTranslation('console-dashboard');
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  const isPhone = useIsPhone();
  const [active, setActive] = useState<number | null>(null);
  const height = isPhone ? 200 : 260;
  const plotWidth = Math.max(1, width - PAD.left - PAD.right);
  const plotHeight = height - PAD.top - PAD.bottom;
  const totals = days.map((_, index) => (visitor[index] ?? 0) + (member[index] ?? 0));
  const top = axisTop(Math.max(0, ...totals));
  const step = plotWidth / Math.max(1, days.length);
  const barWidth = Math.max(2, Math.min(28, step * 0.62));
  const y = (value: number) => PAD.top + plotHeight * (1 - value / top);
  const every = labelEvery(days.length, plotWidth);
  const describe = (index: number) =>
    t('chart.day', {
      day: days[index] ?? '',
      visitor: visitor[index] ?? 0,
      member: member[index] ?? 0,
    });
  const centre = active === null ? 0 : PAD.left + step * (active + 0.5);
  const tooltipLeft = Math.min(Math.max(centre, TOOLTIP_HALF_WIDTH), width - TOOLTIP_HALF_WIDTH);

  return (
    <div
      className="sf-daily-chart"
      ref={box}
      onPointerLeave={() => setActive(null)}
      data-testid="dashboard-chart"
    >
      {width > 0 ? (
        <svg width={width} height={height} role="img" aria-label={t('chart.label')}>
          {GRID.map((fraction) => (
            <g key={fraction} className="sf-daily-grid">
              <line x1={PAD.left} x2={width - PAD.right} y1={y(top * fraction)} y2={y(top * fraction)} />
              <text x={PAD.left - 6} y={y(top * fraction)} textAnchor="end" dominantBaseline="middle">
                {top * fraction}
              </text>
            </g>
          ))}
          {days.map((day, index) => {
            const x = PAD.left + step * index + (step - barWidth) / 2;
            const visitors = visitor[index] ?? 0;
            const total = totals[index] ?? 0;
            return (
              <g key={day} className={index === active ? 'sf-daily-day is-active' : 'sf-daily-day'}>
                <rect
                  className="is-visitor"
                  x={x}
                  width={barWidth}
                  y={y(visitors)}
                  height={y(0) - y(visitors)}
                />
                <rect
                  className="is-member"
                  x={x}
                  width={barWidth}
                  y={y(total)}
                  height={y(visitors) - y(total)}
                />
                {(days.length - 1 - index) % every === 0 ? (
                  <text x={x + barWidth / 2} y={height - 8} textAnchor="middle" className="sf-daily-label">
                    {day.slice(5)}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      ) : (
        <div style={{ height }} />
      )}
      {width > 0
        ? days.map((day, index) => (
            <button
              key={day}
              type="button"
              className="sf-daily-band"
              style={{ left: PAD.left + step * index, top: PAD.top, width: step, height: plotHeight }}
              aria-label={describe(index)}
              onFocus={() => setActive(index)}
              onBlur={() => setActive(null)}
              onPointerEnter={() => setActive(index)}
              onClick={() => setActive(index)}
            />
          ))
        : null}
      {active !== null ? (
        <div className="sf-daily-tooltip" style={{ left: tooltipLeft }} data-testid="dashboard-chart-tooltip">
          <strong>{days[active]}</strong>
          <span className="sf-daily-key is-visitor">
            {t('series.visitor')}
            <b>{visitor[active] ?? 0}</b>
          </span>
          <span className="sf-daily-key is-member">
            {t('series.member')}
            <b>{member[active] ?? 0}</b>
          </span>
        </div>
      ) : null}
    </div>
  );
}
