import { CAPTCHA } from '@storefront/shared';
import { z } from 'zod';

/** Pixels around a target's radius that still count as a hit: fingers and scaled images are imprecise. */
export const HIT_TOLERANCE = 6;
/** A shown size beyond this is no real screen; refusing it keeps the scaling arithmetic meaningful. */
const MAX_SHOWN_SIZE = 4000;
/** Plain decimals only: no sign, exponent, `Infinity` or `NaN`, and a bounded length. */
const DECIMAL = /^\d{1,7}(?:\.\d{1,6})?$/;

export type TPoint = { x: number; y: number };

/** What the captcha table stores: each target's centre and radius in image pixels, in click order. */
export const ZCaptchaAnswer = z.array(z.object({ x: z.number(), y: z.number(), r: z.number() })).min(1);
export type TCaptchaAnswer = z.infer<typeof ZCaptchaAnswer>;

function parseDecimal(text: string | undefined): number | null {
  return text !== undefined && DECIMAL.test(text) ? Number(text) : null;
}

/**
 * Reads `x1,y1-x2,y2;shownWidth;shownHeight` into clicks in image pixels, scaled from the size the image was
 * shown at. Anything else (a click count other than the captcha's, a click outside the shown image, an
 * absurd shown size) is null: a wrong answer, never an error.
 */
export function parseClicks(info: string): TPoint[] | null {
  const parts = info.split(';');
  if (parts.length !== 3) return null;
  const [clicksText = '', widthText, heightText] = parts;
  const shownWidth = parseDecimal(widthText);
  const shownHeight = parseDecimal(heightText);
  if (shownWidth === null || shownHeight === null) return null;
  if (shownWidth <= 0 || shownHeight <= 0 || shownWidth > MAX_SHOWN_SIZE || shownHeight > MAX_SHOWN_SIZE) {
    return null;
  }
  const clicks = clicksText.split('-');
  if (clicks.length !== CAPTCHA.targets) return null;
  const points: TPoint[] = [];
  for (const click of clicks) {
    const coords = click.split(',');
    if (coords.length !== 2) return null;
    const x = parseDecimal(coords[0]);
    const y = parseDecimal(coords[1]);
    if (x === null || y === null || x > shownWidth || y > shownHeight) return null;
    points.push({ x: (x * CAPTCHA.width) / shownWidth, y: (y * CAPTCHA.height) / shownHeight });
  }
  return points;
}

/** True when every click lands in its own target's hit area, in the targets' order. */
export function isRightAnswer(answer: TCaptchaAnswer, clicks: readonly TPoint[]): boolean {
  if (clicks.length !== answer.length) return false;
  return answer.every((target, index) => {
    const click = clicks[index];
    return (
      click !== undefined && Math.hypot(click.x - target.x, click.y - target.y) <= target.r + HIT_TOLERANCE
    );
  });
}
