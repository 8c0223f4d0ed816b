import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { CAPTCHA } from '@storefront/shared';
import type { TCaptchaItem } from './layout.js';
import { pickDistinct, randomBetween, randomFraction } from './random.js';
import { traceShape } from './shapes.js';

const { width: WIDTH, height: HEIGHT } = CAPTCHA;
/** Hue slots 30 degrees apart: items take distinct slots so no two of them look alike. */
const HUE_SLOTS = Array.from({ length: 12 }, (_, slot) => slot * 30);

const hsl = (hue: number, saturation: number, lightness: number, alpha = 1): string =>
  `hsla(${hue}, ${saturation}%, ${lightness}%, ${alpha})`;

const randomPoint = () => ({ x: randomBetween(0, WIDTH), y: randomBetween(0, HEIGHT) });

/** Pale noise colours: visible texture for a bot to wade through, no contrast with the shapes for a human. */
const noiseColor = () =>
  hsl(randomBetween(0, 359), randomBetween(35, 65), randomBetween(62, 80), randomFraction(0.35, 0.7));

function paintBackground(ctx: SKRSContext2D): void {
  const from = randomPoint();
  const to = randomPoint();
  const gradient = ctx.createLinearGradient(from.x, from.y, to.x === from.x ? to.x + 1 : to.x, to.y);
  const hue = randomBetween(0, 359);
  gradient.addColorStop(0, hsl(hue, randomBetween(40, 60), randomBetween(90, 95)));
  gradient.addColorStop(
    1,
    hsl((hue + randomBetween(60, 180)) % 360, randomBetween(40, 60), randomBetween(88, 94)),
  );
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
}

function paintNoiseCurves(ctx: SKRSContext2D, count: number, maxWidth: number): void {
  for (let i = 0; i < count; i++) {
    const start = randomPoint();
    const control = randomPoint();
    const end = randomPoint();
    ctx.beginPath();
    ctx.moveTo(start.x, start.y);
    if (i % 2 === 0) ctx.lineTo(end.x, end.y);
    else ctx.quadraticCurveTo(control.x, control.y, end.x, end.y);
    ctx.strokeStyle = noiseColor();
    ctx.lineWidth = randomFraction(0.8, maxWidth);
    ctx.stroke();
  }
}

function paintNoise(ctx: SKRSContext2D): void {
  for (let i = 0; i < 90; i++) {
    const dot = randomPoint();
    ctx.beginPath();
    ctx.arc(dot.x, dot.y, randomFraction(0.8, 2.2), 0, 2 * Math.PI);
    ctx.fillStyle = noiseColor();
    ctx.fill();
  }
  for (let i = 0; i < 6; i++) {
    const centre = randomPoint();
    const start = randomFraction(0, 2 * Math.PI);
    ctx.beginPath();
    ctx.arc(centre.x, centre.y, randomBetween(15, 60), start, start + randomFraction(1, 3));
    ctx.strokeStyle = noiseColor();
    ctx.lineWidth = randomFraction(1, 2.5);
    ctx.stroke();
  }
  paintNoiseCurves(ctx, 8, 2.5);
}

function paintItem(ctx: SKRSContext2D, item: TCaptchaItem, hue: number): void {
  const saturation = randomBetween(65, 85);
  // Yellows, greens and cyans look brighter at the same lightness; darkening them keeps the contrast even.
  const lightness = randomBetween(36, 48) - (hue >= 40 && hue <= 190 ? 8 : 0);
  ctx.save();
  ctx.translate(item.x, item.y);
  ctx.rotate(item.rotation);
  traceShape(ctx, item.kind, item.radius);
  ctx.shadowColor = 'rgba(0, 0, 0, 0.25)';
  ctx.shadowBlur = 3;
  ctx.shadowOffsetY = 1;
  ctx.fillStyle = hsl(hue, saturation, lightness);
  ctx.fill();
  ctx.shadowColor = 'transparent';
  ctx.lineJoin = 'round';
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = hsl(hue, saturation, lightness - 18);
  ctx.stroke();
  ctx.restore();
}

/**
 * Draws the items over a soft gradient with pale dots, arcs and lines, plus a few thin lines across the
 * shapes so their outlines are not trivially separable by colour thresholding. Encoding runs off the event
 * loop.
 */
export async function renderCaptchaPng(items: readonly TCaptchaItem[]): Promise<Buffer> {
  const canvas = createCanvas(WIDTH, HEIGHT);
  const ctx = canvas.getContext('2d');
  paintBackground(ctx);
  paintNoise(ctx);
  const hues = pickDistinct(HUE_SLOTS, items.length);
  items.forEach((item, index) => {
    paintItem(ctx, item, ((hues[index] ?? 0) + randomBetween(0, 10)) % 360);
  });
  paintNoiseCurves(ctx, 3, 1.4);
  return canvas.encode('png');
}
