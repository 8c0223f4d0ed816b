import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret } from './secret-box.js';

const secret = 'a'.repeat(32);
const apiKey = 'sk-test-1234567890abcdef';

/** Flips one byte of a base64url field, keeping it valid base64url. */
function flipByte(field: string): string {
  const bytes = Buffer.from(field, 'base64url');
  bytes[0] = (bytes[0] ?? 0) ^ 0x01;
  return bytes.toString('base64url');
}

describe('secret box', () => {
  it('opens what it sealed, including non-ASCII text', () => {
    expect(decryptSecret(encryptSecret(apiKey, secret), secret)).toBe(apiKey);
    expect(decryptSecret(encryptSecret('密钥🔑', secret), secret)).toBe('密钥🔑');
  });

  it('writes a versioned value that does not contain the plain key', () => {
    const sealed = encryptSecret(apiKey, secret);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain(apiKey);
  });

  it('seals the same key differently every time', () => {
    expect(encryptSecret(apiKey, secret)).not.toBe(encryptSecret(apiKey, secret));
  });

  it('refuses a tampered ciphertext, tag or IV', () => {
    const [version, iv, tag, data] = encryptSecret(apiKey, secret).split('.') as [
      string,
      string,
      string,
      string,
    ];
    expect(() => decryptSecret([version, iv, tag, flipByte(data)].join('.'), secret)).toThrow();
    expect(() => decryptSecret([version, iv, flipByte(tag), data].join('.'), secret)).toThrow();
    expect(() => decryptSecret([version, flipByte(iv), tag, data].join('.'), secret)).toThrow();
  });

  it('refuses malformed values and unknown versions', () => {
    const sealed = encryptSecret(apiKey, secret);
    expect(() => decryptSecret(sealed.replace(/^v1/, 'v2'), secret)).toThrow();
    expect(() => decryptSecret(sealed.split('.').slice(0, 3).join('.'), secret)).toThrow();
    expect(() => decryptSecret(`${sealed}.x`, secret)).toThrow();
    expect(() => decryptSecret(apiKey, secret)).toThrow();
  });

  it('refuses to open with a different APP_SECRET', () => {
    expect(() => decryptSecret(encryptSecret(apiKey, secret), 'b'.repeat(32))).toThrow(/APP_SECRET/);
  });
});
