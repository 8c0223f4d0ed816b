/** Current Unix time in seconds, the unit of every time column and API field. */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
