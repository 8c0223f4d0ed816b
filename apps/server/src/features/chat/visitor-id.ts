import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const ID_PATTERN = /^v_[0-9a-f]{24}$/;

const signatureOf = (id: string, secret: string) =>
  createHmac('sha256', secret).update(`visitor:${id}`).digest('base64url').slice(0, 27);

/** The value a client holds for a visitor id: `v_<hex>.<signature>`. */
export const signVisitorId = (id: string, secret: string): string => `${id}.${signatureOf(id, secret)}`;

/** A new visitor id, signed by the server so a client cannot pick someone else's. */
export function issueVisitorId(secret: string): { id: string; signed: string } {
  const id = `v_${randomBytes(12).toString('hex')}`;
  return { id, signed: signVisitorId(id, secret) };
}

/** The visitor id inside a signed value, or undefined when it is malformed or the signature is wrong. */
export function verifyVisitorId(signed: string | undefined, secret: string): string | undefined {
  if (!signed) return undefined;
  const [id, signature] = signed.split('.');
  if (!id || !signature || !ID_PATTERN.test(id)) return undefined;
  const expected = Buffer.from(signatureOf(id, secret));
  const actual = Buffer.from(signature);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? id : undefined;
}
