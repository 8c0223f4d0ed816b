import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEME_VARS_FILE, themeVarsCss } from './theme-vars-css.ts';

describe('the theme CSS variables', () => {
  it('are what antd computes from the app theme, in both modes', () => {
    // On a theme change, `node --import tsx apps/web/build/theme-vars-css.ts` writes them again.
    expect(readFileSync(THEME_VARS_FILE, 'utf8')).toBe(themeVarsCss());
  });

  it('give the dark mode its own colours', () => {
    const css = themeVarsCss();
    const light = css.slice(0, css.indexOf("[data-theme='dark']"));
    const dark = css.slice(css.indexOf("[data-theme='dark']"));
    const primary = (block: string) => /--sf-primary: ([^;]+);/.exec(block)?.[1];
    expect(primary(light)).toBe('#4f46e5');
    expect(primary(dark)).not.toBe(primary(light));
    expect(dark).toContain('color-scheme: dark');
  });
});
