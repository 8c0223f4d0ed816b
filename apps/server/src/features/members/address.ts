/** The two kinds of address a member can bind and receive codes at. */
export type TChannel = 'email' | 'mobile';

/** Emails are compared lower-cased; mobiles as typed (digits only by validation). */
export const normalizeAddress = (channel: TChannel, address: string): string =>
  channel === 'email' ? address.trim().toLowerCase() : address.trim();
