/** Usage days follow China Standard Time (UTC+8), like the member overview: yyyymmdd as a number. */
export function usageDay(nowSeconds: number): number {
  return Number(new Date((nowSeconds + 8 * 3600) * 1000).toISOString().slice(0, 10).replaceAll('-', ''));
}
