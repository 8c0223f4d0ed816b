import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const INFO = 'storefront:api-key';

/** A 256-bit key of its own for API keys, so APP_SECRET itself never touches this data and its other uses stay separate. */
function deriveKey(appSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, Buffer.alloc(0), INFO, 32));
}

/**
 * Seals a secret (an assistant's model API key) for storage: AES-256-GCM, a random 12-byte IV, and the
 * version as associated data. Returns `v1.<iv>.<tag>.<ciphertext>` (base64url), so a stolen database alone
 * gives no usable keys and the format can change later.
 */
export function encryptSecret(plain: string, appSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(appSecret), iv);
  cipher.setAAD(Buffer.from(VERSION));
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url'));
  return [VERSION, ...parts].join('.');
}

/**
 * Opens what `encryptSecret` sealed. Throws on a wrong APP_SECRET, a tampered or truncated value or an unknown
 * version, so a corrupted key is never sent to a provider as if it were valid.
 */
export function decryptSecret(sealed: string, appSecret: string): string {
  const [version, iv, tag, data, ...rest] = sealed.split('.');
  if (version !== VERSION || iv === undefined || tag === undefined || data === undefined || rest.length > 0) {
    throw new Error('secret-box: not a sealed secret');
  }
  const ivBytes = Buffer.from(iv, 'base64url');
  const tagBytes = Buffer.from(tag, 'base64url');
  if (ivBytes.length !== 12 || tagBytes.length !== 16) throw new Error('secret-box: not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', deriveKey(appSecret), ivBytes, { authTagLength: 16 });
  decipher.setAAD(Buffer.from(VERSION));
  decipher.setAuthTag(tagBytes);
  try {
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new Error('secret-box: the secret was tampered with or APP_SECRET changed');
  }
}
