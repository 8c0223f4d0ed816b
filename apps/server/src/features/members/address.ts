import type { TAccountChannel } from '@storefront/shared';

/** Emails are compared lower-cased; mobiles as typed (digits only by validation). */
export const normalizeAddress = (channel: TAccountChannel, address: string): string =>
  channel === 'email' ? address.trim().toLowerCase() : address.trim();
