import { zCaptchaId } from '@storefront/shared';
import { describe, expect, it } from 'vitest';
import { newCaptchaId } from './captcha-id';

describe('captcha id', () => {
  it('is a v4 uuid the server accepts, new every time', () => {
    const ids = Array.from({ length: 50 }, newCaptchaId);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(zCaptchaId.safeParse(id).success).toBe(true);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });
});
