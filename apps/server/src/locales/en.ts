/** Server-only messages; shared ones (validation, HTTP catalogue) come from @storefront/shared. */
export const en = {
  'auth.pleaseLogin': 'Please login first',
  'auth.tokenExpired': 'Token expiration',
  'common.notFound': 'Error requesting address: {url}',
} as const;

export type TServerMessageKey = keyof typeof en;
