import type { SKRSContext2D } from '@napi-rs/canvas';
import type { TLanguage } from '@storefront/shared';

/**
 * The captcha's items are shapes drawn as paths rather than characters, so what a user sees never depends on
 * the fonts a machine happens to have.
 */
export const SHAPE_KINDS = [
  'circle',
  'square',
  'triangle',
  'star',
  'heart',
  'diamond',
  'hexagon',
  'crescent',
] as const;
export type TShapeKind = (typeof SHAPE_KINDS)[number];

const SHAPE_NAMES: Record<TShapeKind, Record<TLanguage, string>> = {
  circle: { 'zh-cn': '圆形', en: 'circle' },
  square: { 'zh-cn': '正方形', en: 'square' },
  triangle: { 'zh-cn': '三角形', en: 'triangle' },
  star: { 'zh-cn': '星形', en: 'star' },
  heart: { 'zh-cn': '心形', en: 'heart' },
  diamond: { 'zh-cn': '菱形', en: 'diamond' },
  hexagon: { 'zh-cn': '六边形', en: 'hexagon' },
  crescent: { 'zh-cn': '月牙形', en: 'crescent' },
};

/** What the user is asked to click, in their language. */
export function shapeName(kind: TShapeKind, lang: TLanguage): string {
  return SHAPE_NAMES[kind][lang];
}

function polygon(ctx: SKRSContext2D, corners: number, radius: number, startAngle: number): void {
  for (let i = 0; i < corners; i++) {
    const angle = startAngle + (i * 2 * Math.PI) / corners;
    ctx.lineTo(radius * Math.cos(angle), radius * Math.sin(angle));
  }
  ctx.closePath();
}

function star(ctx: SKRSContext2D, r: number): void {
  for (let i = 0; i < 10; i++) {
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    const radius = i % 2 === 0 ? r : r * 0.45;
    ctx.lineTo(radius * Math.cos(angle), radius * Math.sin(angle));
  }
  ctx.closePath();
}

function heart(ctx: SKRSContext2D, r: number): void {
  ctx.moveTo(0, r * 0.9);
  ctx.bezierCurveTo(-r * 1.25, r * 0.05, -r * 0.85, -r * 1.05, 0, -r * 0.45);
  ctx.bezierCurveTo(r * 0.85, -r * 1.05, r * 1.25, r * 0.05, 0, r * 0.9);
  ctx.closePath();
}

/** The outer disc minus an offset disc, shifted right so the visible body sits around the centre. */
function crescent(ctx: SKRSContext2D, r: number): void {
  const outer = r * 0.95;
  const inner = r * 0.8;
  const offset = r * 0.45;
  const shift = r * 0.25;
  const meetX = (outer * outer - inner * inner + offset * offset) / (2 * offset);
  const meetY = Math.sqrt(outer * outer - meetX * meetX);
  const outerStart = Math.atan2(meetY, meetX);
  ctx.arc(shift, 0, outer, outerStart, 2 * Math.PI - outerStart, false);
  ctx.arc(
    shift + offset,
    0,
    inner,
    Math.atan2(-meetY, meetX - offset),
    Math.atan2(meetY, meetX - offset),
    true,
  );
  ctx.closePath();
}

/**
 * Adds the shape's outline to the current path, centred on the origin and fitting a circle of radius `r`
 * (the square's corners and the crescent's tips reach a little past it, inside the hit tolerance).
 */
export function traceShape(ctx: SKRSContext2D, kind: TShapeKind, r: number): void {
  ctx.beginPath();
  switch (kind) {
    case 'circle':
      ctx.arc(0, 0, r * 0.9, 0, 2 * Math.PI);
      break;
    case 'square':
      ctx.rect(-r * 0.75, -r * 0.75, r * 1.5, r * 1.5);
      break;
    case 'triangle':
      polygon(ctx, 3, r, -Math.PI / 2);
      break;
    case 'star':
      star(ctx, r);
      break;
    case 'heart':
      heart(ctx, r);
      break;
    case 'diamond':
      ctx.moveTo(0, -r);
      ctx.lineTo(r * 0.62, 0);
      ctx.lineTo(0, r);
      ctx.lineTo(-r * 0.62, 0);
      ctx.closePath();
      break;
    case 'hexagon':
      polygon(ctx, 6, r * 0.92, 0);
      break;
    case 'crescent':
      crescent(ctx, r);
      break;
  }
}
