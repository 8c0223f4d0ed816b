import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { theme } from 'antd';
import { buildTheme, type TThemeMode } from '../src/lib/theme/theme.ts';
import { PIXEL_TOKENS, THEME_TOKENS } from '../src/lib/theme/theme-tokens.ts';

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
