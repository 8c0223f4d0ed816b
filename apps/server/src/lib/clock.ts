/** Current Unix time in seconds, the unit of every time column and API field. */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** Days are counted in China Standard Time (UTC+8, no daylight saving), where the members are. */
export const DAY_OFFSET_SECONDS = 8 * 3600;
