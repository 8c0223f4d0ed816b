import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/** The pair a refresh token was exchanged for. */
export interface TTokenPair {
  token: string;
  refreshToken: string;
}

const LABEL = 'storefront:refresh-successor';

/**
 * The key sealing a rotated refresh token's successor: an HMAC keyed by that refresh token, so only whoever
 * presents it again can open the pair. The table keeps only the token's sha256, which gives no key: a copy of
 * the database opens no successor, and no server secret is needed (nor lost by rotating APP_SECRET).
 */
const keyOf = (refreshToken: string) => createHmac('sha256', refreshToken).update(LABEL).digest();

/** Seals `pair` with AES-256-GCM under the key of `refreshToken`: `<iv>.<tag>.<data>`, base64url. */
export function sealSuccessor(pair: TTokenPair, refreshToken: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(refreshToken), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(pair), 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

/** Opens what `sealSuccessor` sealed; undefined for another token's seal or a damaged value. */
export function openSuccessor(sealed: string, refreshToken: string): TTokenPair | undefined {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !data || iv.length !== 12 || tag.length !== 16) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(refreshToken), iv, { authTagLength: 16 });
    decipher.setAuthTag(tag);
    const text = Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
    const pair = JSON.parse(text) as Partial<TTokenPair>;
    return typeof pair.token === 'string' && typeof pair.refreshToken === 'string'
      ? { token: pair.token, refreshToken: pair.refreshToken }
      : undefined;
  } catch {
    return undefined;
  }
}
