import type { TMenuRule } from '@storefront/shared';
import { describe, expect, it } from 'vitest';
import { decodeIframeUrl, iframeMenuNames } from './iframe-url';

const rule = (values: Partial<TMenuRule>): TMenuRule => ({
  id: 1,
  pid: 0,
  type: 'menu',
  title: 'Help',
  name: 'help',
  path: '',
  icon: '',
  menu_type: 'iframe',
  url: '',
  component: '',
  keepalive: false,
  extend: 'none',
  children: [],
  ...values,
});

const HELP = 'https://help.example.com/guide?x=1';
const MENUS = [
  rule({
    type: 'menu_dir',
    menu_type: null,
    children: [
      rule({ id: 2, url: HELP }),
      rule({ id: 3, menu_type: 'link', url: 'https://shop.example.com/' }),
      rule({ id: 4, menu_type: 'tab', path: 'account/overview' }),
    ],
  }),
];

describe('the iframe page frames only what an iframe menu names', () => {
  it('accepts the exact URL of an iframe menu, at any depth, encoded once or twice', () => {
    expect(iframeMenuNames(MENUS, HELP)).toBe(true);
    expect(iframeMenuNames(MENUS, decodeIframeUrl(encodeURIComponent(HELP)))).toBe(true);
    expect(iframeMenuNames(MENUS, decodeIframeUrl(encodeURIComponent(encodeURIComponent(HELP))))).toBe(true);
  });

  it('refuses any other URL: another site, a link or tab menu, a lookalike of the named one', () => {
    for (const url of [
      'https://evil.example/login',
      'https://shop.example.com/',
      'account/overview',
      'https://help.example.com/guide',
      'https://help.example.com.evil.example/guide?x=1',
      'javascript:alert(1)',
      '',
    ]) {
      expect(iframeMenuNames(MENUS, url), url).toBe(false);
    }
    expect(iframeMenuNames([], HELP)).toBe(false);
  });
});
