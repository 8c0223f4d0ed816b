import { z } from 'zod';
import { zFlag } from './fields.js';

/**
 * The click captcha: image size, items drawn, how many of them the user must click in order, how long one
 * lives, and how many wrong answers kill it.
 */
export const CAPTCHA = {
  width: 350,
  height: 200,
  items: 4,
  targets: 2,
  ttlSeconds: 600,
  maxWrongAnswers: 5,
} as const;

/** A captcha id is chosen by the client (a uuid); anything id-like of sane length is accepted. */
export const zCaptchaId = z
  .string()
  .trim()
  .regex(/^[\w-]{8,64}$/, 'validation.invalid');

export const ZClickCaptchaQuery = z.object({ id: zCaptchaId });

/** `info` is `x1,y1-x2,y2;shownWidth;shownHeight`: the clicks in order and the size the image was shown at. */
export const ZCheckClickCaptchaBody = z.object({
  id: zCaptchaId,
  info: z.string().max(200, 'validation.invalid'),
  unset: zFlag.default(false),
});
export type TCheckClickCaptchaBody = z.infer<typeof ZCheckClickCaptchaBody>;

/** `data` of `GET /api/common/clickCaptcha`: the answer never leaves the server. */
export const ZClickCaptcha = z.object({
  id: z.string(),
  text: z.array(z.string()),
  base64: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type TClickCaptcha = z.infer<typeof ZClickCaptcha>;

/** Formats the clicks as the `info` string the server checks. */
export function formatCaptchaInfo(
  points: ReadonlyArray<{ x: number; y: number }>,
  shown: { width: number; height: number },
): string {
  const clicks = points.map((point) => `${Math.round(point.x)},${Math.round(point.y)}`).join('-');
  return `${clicks};${Math.round(shown.width)};${Math.round(shown.height)}`;
}
