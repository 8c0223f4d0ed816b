import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title';

describe('pageTitle', () => {
  it('names the page, then the site', () => {
    expect(pageTitle('Points log', 'Storefront AI')).toBe('Points log · Storefront AI');
    expect(pageTitle('积分记录', '店铺 AI 助手')).toBe('积分记录 · 店铺 AI 助手');
  });

  it("is the site's name alone on a page without a heading or headed by that name", () => {
    expect(pageTitle('', 'Storefront AI')).toBe('Storefront AI');
    expect(pageTitle('Storefront AI', 'Storefront AI')).toBe('Storefront AI');
  });
});
