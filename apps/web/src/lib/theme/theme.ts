import { TIMING } from '@storefront/shared';
import { type ThemeConfig, theme } from 'antd';

export type TThemeMode = 'light' | 'dark';

const FONT =
  "Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Helvetica Neue', Arial, sans-serif";

/**
 * Secondary text (hints, times, placeholders) dark or light enough to read: 4.5:1 on the page and on cards,
 * where antd's 45 % (and 25 % for placeholders) fall short.
 */
const QUIET_TEXT = { light: 'rgba(0,0,0,0.56)', dark: 'rgba(255,255,255,0.52)' };

/** Shade 7 of each preset colour is a light tag's text: the ones that read too faintly on their tint, darker. */
const LIGHT_TAG_TEXT = {
  colorSuccess: '#237804',
  green7: '#237804',
  orange7: '#ad4e00',
  gold7: '#ad6800',
  cyan7: '#006d75',
  volcano7: '#ad2102',
  lime7: '#3f6600',
};

/**
 * The single theme of the app: one brand colour, both algorithms, toasts above everything. In the dark theme
 * the brand violet is light enough to read as text on the dark page, so what is written on it (a primary
 * button's label) is dark: no violet can carry white text and be read on near-black at once.
 */
export function buildTheme(mode: TThemeMode): ThemeConfig {
  const isDark = mode === 'dark';
  const quiet = QUIET_TEXT[mode];
  return {
    algorithm: isDark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      colorPrimary: isDark ? '#9499ff' : '#4f46e5',
      colorInfo: isDark ? '#9499ff' : '#4f46e5',
      colorTextLightSolid: isDark ? '#0b0d12' : '#fff',
      // The violet's own tint (a selected menu item, a badge) stays dark enough for violet text on it.
      ...(isDark ? { colorPrimaryBg: '#1b1c35' } : {}),
      // Errors are read as text too: antd's red is too pale on white, its dark red too dim on near-black.
      colorError: isDark ? '#ff7875' : '#cf1322',
      colorTextTertiary: quiet,
      colorTextDescription: quiet,
      colorTextPlaceholder: quiet,
      colorBgLayout: isDark ? '#0b0d12' : '#f7f8fa',
      colorBgContainer: isDark ? '#13161d' : '#ffffff',
      colorBgElevated: isDark ? '#1a1e27' : '#ffffff',
      colorBorderSecondary: isDark ? '#23272f' : '#eceef2',
      borderRadius: 10,
      fontFamily: FONT,
      fontSize: 14,
    },
    components: {
      Layout: {
        headerBg: 'transparent',
        headerHeight: 64,
        headerPadding: '0 24px',
        bodyBg: isDark ? '#0b0d12' : '#f7f8fa',
        footerBg: 'transparent',
      },
      Menu: { itemBorderRadius: 8, activeBarBorderWidth: 0 },
      // A tooltip is dark in both themes: its text stays white.
      Tooltip: { colorTextLightSolid: '#fff' },
      // A tag's text on its pale tint: antd's shade 7 of green, orange, gold, cyan, volcano and lime is too
      // light to read there (below 4.5:1), its shade 8 (9 for lime) reads.
      Tag: isDark ? {} : LIGHT_TAG_TEXT,
      Notification: { zIndexPopup: TIMING.toastZIndex },
      Message: { zIndexPopup: TIMING.toastZIndex },
    },
  };
}
