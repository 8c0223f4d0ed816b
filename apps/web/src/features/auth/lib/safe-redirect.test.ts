import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

const origin = 'https://shop.example.com';
const go = (to: string | null) => safeRedirect(to, '/user', origin);

describe('redirect after login', () => {
  it('follows a relative path on this site, with its query and hash', () => {
    expect(go('/user/account/overview')).toBe('/user/account/overview');
    expect(go('/chatai/abc?x=1#end')).toBe('/chatai/abc?x=1#end');
  });

  it('uses the server route without a target', () => {
    expect(go(null)).toBe('/user');
    expect(go('')).toBe('/user');
  });

  it('never leaves the site', () => {
    for (const to of [
      'https://evil.example',
      '//evil.example/path',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'user/account',
      '/%2F%2Fevil.example',
    ]) {
      expect(go(to).startsWith('/')).toBe(true);
      expect(new URL(go(to), origin).origin).toBe(origin);
    }
    expect(go('https://evil.example')).toBe('/user');
    expect(go('//evil.example/path')).toBe('/user');
  });

  it('does not return to a login page', () => {
    expect(go('/login')).toBe('/user');
    expect(go('/user/login?to=/x')).toBe('/user');
  });
});
