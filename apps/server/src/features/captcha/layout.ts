import { CAPTCHA } from '@storefront/shared';
import { HIT_TOLERANCE } from './answer.js';
import { randomBetween, randomFraction } from './random.js';
import type { TShapeKind } from './shapes.js';

/** One shape on the image: centre and radius in image pixels, rotation in radians. */
export type TCaptchaItem = { kind: TShapeKind; x: number; y: number; radius: number; rotation: number };

const MIN_RADIUS = 18;
const MAX_RADIUS = 23;
/** Keeps every shape fully inside the image with room to click around it. */
const EDGE_MARGIN = 8;
/** Hit areas never touch, so no click can count for two items. */
const GAP = 2 * HIT_TOLERANCE + 8;
/** A small tilt hides the shapes' regular orientation; more would turn a square into a diamond. */
const MAX_TILT = (25 * Math.PI) / 180;
const TRIES_PER_ITEM = 60;
const MAX_LAYOUTS = 50;

function tryPlace(kind: TShapeKind, placed: readonly TCaptchaItem[]): TCaptchaItem | undefined {
  const radius = randomBetween(MIN_RADIUS, MAX_RADIUS);
  const margin = radius + EDGE_MARGIN;
  for (let i = 0; i < TRIES_PER_ITEM; i++) {
    const x = randomBetween(margin, CAPTCHA.width - margin);
    const y = randomBetween(margin, CAPTCHA.height - margin);
    const clear = placed.every(
      (other) => Math.hypot(other.x - x, other.y - y) >= other.radius + radius + GAP,
    );
    if (clear) return { kind, x, y, radius, rotation: randomFraction(-MAX_TILT, MAX_TILT) };
  }
  return undefined;
}

/**
 * Places one item per kind at random, non-overlapping spots with a slightly varied size and tilt. Four items
 * cover a small part of the image, so a layout almost always succeeds at the first try.
 */
export function placeItems(kinds: readonly TShapeKind[]): TCaptchaItem[] {
  for (let layout = 0; layout < MAX_LAYOUTS; layout++) {
    const placed: TCaptchaItem[] = [];
    for (const kind of kinds) {
      const item = tryPlace(kind, placed);
      if (!item) break;
      placed.push(item);
    }
    if (placed.length === kinds.length) return placed;
  }
  throw new Error(`captcha: could not place ${kinds.length} items without overlap`);
}
