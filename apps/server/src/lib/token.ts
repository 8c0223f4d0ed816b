import { createHash, randomBytes } from 'node:crypto';

/** A new opaque token: 256 bits from the CSPRNG, URL-safe. */
export const createToken = (): string => randomBytes(32).toString('base64url');

/** What is stored for a token: its sha256, so a leaked table gives no usable tokens. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
