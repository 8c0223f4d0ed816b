import { useRef, useState } from 'react';
import { useElementWidth } from '../../../lib/use-element-width';
import { useIsPhone } from '../../../lib/use-media-query';
import { signedChange } from '../lib/signed';
import { alignedDomains } from '../lib/trend-scale';
import { dayBand, TrendSvg, type TSeries } from './trend-svg';

type TTrendChartProps = { days: string[]; series: [TSeries, TSeries]; label: string };

const TOOLTIP_HALF_WIDTH = 80;

/** The 7-day chart at the width it is given, with a tooltip for the day under the pointer (or tapped). */
export function TrendChart({ days, series, label }: TTrendChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  const isPhone = useIsPhone();
  const [active, setActive] = useState<number | null>(null);
  const [left, right] = alignedDomains(
    series.map((line) => ({ values: line.values, isInteger: line.decimals === 0 })),
  );
  const height = isPhone ? 220 : 260;

  const changeText = (line: TSeries, index: number) =>
    signedChange(line.values[index]?.toFixed(line.decimals) ?? '0');
  const describe = (index: number) =>
    [days[index], ...series.map((line) => `${line.label} ${changeText(line, index).text}`)].join(', ');

  const band = (index: number) => dayBand(width, height, days.length, index);
  const centre = active === null ? 0 : band(active).left + band(active).width / 2;
  const tooltipLeft = Math.min(Math.max(centre, TOOLTIP_HALF_WIDTH), width - TOOLTIP_HALF_WIDTH);

  return (
    <div
      className="sf-trend-chart"
      ref={box}
      onPointerLeave={() => setActive(null)}
      data-testid="trend-chart"
    >
      {width > 0 && left && right ? (
        <TrendSvg
          width={width}
          height={height}
          days={days}
          series={series}
          domains={[left, right]}
          active={active}
          label={label}
        />
      ) : (
        <div style={{ height }} />
      )}
      {width > 0
        ? days.map((day, index) => (
            <button
              key={day}
              type="button"
              className="sf-trend-band"
              style={band(index)}
              aria-label={describe(index)}
              data-testid="trend-band"
              onFocus={() => setActive(index)}
              onBlur={() => setActive(null)}
              onPointerEnter={() => setActive(index)}
              onClick={() => setActive(index)}
            />
          ))
        : null}
      {active !== null ? (
        <div className="sf-trend-tooltip" style={{ left: tooltipLeft }} data-testid="trend-tooltip">
          <div className="sf-trend-tooltip-day">{days[active]}</div>
          {series.map((line) => {
            const change = changeText(line, active);
            return (
              <div key={line.key} className={`sf-trend-tooltip-row is-${line.key}`}>
                <span className="sf-trend-swatch" />
                <span>{line.label}</span>
                <strong className={`sf-change is-${change.tone}`}>{change.text}</strong>
              </div>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
