import { axisLabel, fractionFromTop, GRID_INTERVALS, type TDomain } from '../lib/trend-scale';

export type TSeries = { key: 'points' | 'balance'; label: string; values: number[]; decimals: number };

type TTrendSvgProps = {
  width: number;
  height: number;
  days: string[];
  /** Left axis series first, right axis series second. */
  series: [TSeries, TSeries];
  domains: [TDomain, TDomain];
  active: number | null;
  label: string;
};

const PAD = { top: 14, right: 50, bottom: 26, left: 42 };

/** Gridlines at every interval, from the top (0) to the bottom (1). */
const GRID = Array.from({ length: GRID_INTERVALS + 1 }, (_, index) => index / GRID_INTERVALS);

const valueAt = (domain: TDomain, fraction: number) => domain.top - fraction * (domain.top - domain.bottom);

/** The drawing of the 7-day chart: two lines on their own axes sharing the zero line. */
export function TrendSvg(props: TTrendSvgProps) {
  const { width, height, days, series, domains, active, label } = props;
  const plotWidth = Math.max(1, width - PAD.left - PAD.right);
  const plotHeight = Math.max(1, height - PAD.top - PAD.bottom);
  const step = plotWidth / Math.max(1, days.length);
  const x = (index: number) => PAD.left + step * (index + 0.5);
  const y = (fraction: number) => PAD.top + fraction * plotHeight;
  const zero = fractionFromTop(0, domains[0]);

  return (
    <svg width={width} height={height} role="img" aria-label={label} className="sf-trend-svg">
      {GRID.map((fraction) => (
        <g
          key={fraction}
          className={Math.abs(fraction - zero) < 1e-9 ? 'sf-trend-grid is-zero' : 'sf-trend-grid'}
        >
          <line x1={PAD.left} x2={width - PAD.right} y1={y(fraction)} y2={y(fraction)} />
          <text
            x={PAD.left - 8}
            y={y(fraction)}
            textAnchor="end"
            dominantBaseline="middle"
            className="is-points"
          >
            {axisLabel(valueAt(domains[0], fraction), series[0].decimals)}
          </text>
          <text x={width - PAD.right + 8} y={y(fraction)} dominantBaseline="middle" className="is-balance">
            {axisLabel(valueAt(domains[1], fraction), series[1].decimals)}
          </text>
        </g>
      ))}
      {active !== null ? (
        <line
          className="sf-trend-guide"
          x1={x(active)}
          x2={x(active)}
          y1={PAD.top}
          y2={PAD.top + plotHeight}
        />
      ) : null}
      {series.map((line, lineIndex) => {
        const domain = domains[lineIndex] ?? domains[0];
        const points = line.values.map((value, index) => `${x(index)},${y(fractionFromTop(value, domain))}`);
        const area = `${x(0)},${y(zero)} ${points.join(' ')} ${x(line.values.length - 1)},${y(zero)}`;
        return (
          <g key={line.key} className={`sf-trend-series is-${line.key}`}>
            <polygon points={area} className="sf-trend-area" />
            <polyline points={points.join(' ')} className="sf-trend-line" />
            {line.values.map((value, index) => (
              <circle
                key={days[index]}
                cx={x(index)}
                cy={y(fractionFromTop(value, domain))}
                r={index === active ? 5 : 3.5}
                className="sf-trend-dot"
              />
            ))}
          </g>
        );
      })}
      {days.map((day, index) => (
        <text key={day} x={x(index)} y={height - 6} textAnchor="middle" className="sf-trend-day">
          {day.slice(5)}
        </text>
      ))}
    </svg>
  );
}

/** The box of one day's column, in pixels from the chart's top left: where its hover target and tooltip go. */
export function dayBand(width: number, height: number, count: number, index: number) {
  const step = Math.max(1, width - PAD.left - PAD.right) / Math.max(1, count);
  return { left: PAD.left + step * index, top: PAD.top, width: step, height: height - PAD.top - PAD.bottom };
}
