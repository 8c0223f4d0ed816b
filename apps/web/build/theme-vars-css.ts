import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { theme } from 'antd';
import { buildTheme, type TThemeMode } from '../src/lib/theme/theme.ts';

/**
 * The antd design tokens our own CSS reads, by the CSS variable that carries each on <html>: a page needs
 * neither antd nor a script to know its colours.
 */
const THEME_TOKENS = {
  '--sf-primary': 'colorPrimary',
  '--sf-primary-bg': 'colorPrimaryBg',
  '--sf-primary-hover': 'colorPrimaryHover',
  '--sf-primary-active': 'colorPrimaryActive',
  '--sf-primary-border': 'colorPrimaryBorder',
  '--sf-primary-shadow': 'controlOutline',
  '--sf-default-shadow': 'controlTmpOutline',
  '--sf-bg': 'colorBgLayout',
  '--sf-bg-container': 'colorBgContainer',
  '--sf-bg-elevated': 'colorBgElevated',
  '--sf-border': 'colorBorderSecondary',
  '--sf-control-border': 'colorBorder',
  '--sf-border-disabled': 'colorBorderDisabled',
  '--sf-text': 'colorText',
  '--sf-text-2': 'colorTextSecondary',
  '--sf-text-3': 'colorTextTertiary',
  '--sf-text-disabled': 'colorTextDisabled',
  '--sf-placeholder': 'colorTextPlaceholder',
  '--sf-bg-disabled': 'colorBgContainerDisabled',
  '--sf-fill': 'colorFillQuaternary',
  '--sf-fill-2': 'colorFill',
  '--sf-fill-3': 'colorFillTertiary',
  '--sf-fill-content': 'colorFillContent',
  '--sf-hover': 'controlItemBgHover',
  '--sf-heading': 'colorTextHeading',
  '--sf-text-desc': 'colorTextDescription',
  '--sf-success': 'colorSuccess',
  '--sf-info': 'colorInfo',
  '--sf-warning': 'colorWarning',
  '--sf-error': 'colorError',
  '--sf-error-hover': 'colorErrorBorderHover',
  '--sf-error-outline': 'colorErrorOutline',
  '--sf-link': 'colorLink',
  '--sf-link-hover': 'colorLinkHover',
  '--sf-link-active': 'colorLinkActive',
  '--sf-icon': 'colorIcon',
  '--sf-icon-hover': 'colorIconHover',
  '--sf-fill-alter': 'colorFillAlter',
  '--sf-spotlight': 'colorBgSpotlight',
  '--sf-text-light': 'colorTextLightSolid',
  '--sf-radius-sm': 'borderRadiusSM',
  '--sf-radius-md': 'borderRadius',
  '--sf-radius': 'borderRadiusLG',
  '--sf-font': 'fontFamily',
  '--sf-font-size': 'fontSize',
  '--sf-line-height': 'lineHeight',
} as const;

/** Tokens that are lengths in pixels (antd gives them as numbers). */
const PIXEL_TOKENS: ReadonlySet<string> = new Set([
  'borderRadiusSM',
  'borderRadius',
  'borderRadiusLG',
  'fontSize',
]);

export const THEME_VARS_FILE = fileURLToPath(new URL('../src/app/styles/theme-vars.css', import.meta.url));

function block(selector: string, mode: TThemeMode): string {
  const token = theme.getDesignToken(buildTheme(mode)) as unknown as Record<string, string | number>;
  const lines = Object.entries(THEME_TOKENS).map(([name, key]) => {
    const value = token[key];
    return `  ${name}: ${PIXEL_TOKENS.has(key) ? `${value}px` : value};`;
  });
  return `${selector} {\n  color-scheme: ${mode};\n${lines.join('\n')}\n}\n`;
}

/** The CSS variables of both modes, as antd's algorithm computes them from the app's theme. */
export function themeVarsCss(): string {
  return [
    '/* Written by apps/web/build/theme-vars-css.ts from the app theme (lib/theme/theme.ts); do not edit. */\n',
    block(":root,\n:root[data-theme='light']", 'light'),
    block(":root[data-theme='dark']", 'dark'),
  ].join('\n');
}

// `node --import tsx apps/web/build/theme-vars-css.ts` writes the file after a theme change.
if (process.argv[1] === fileURLToPath(import.meta.url)) writeFileSync(THEME_VARS_FILE, themeVarsCss());
