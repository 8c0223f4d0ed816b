import { TIMING } from '@storefront/shared';
import { type ThemeConfig, theme } from 'antd';

export type TThemeMode = 'light' | 'dark';

const FONT =
  "Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Helvetica Neue', Arial, sans-serif";

/** The single theme of the app: one brand colour, both algorithms, toasts above everything. */
export function buildTheme(mode: TThemeMode): ThemeConfig {
  const isDark = mode === 'dark';
  return {
    algorithm: isDark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      colorPrimary: isDark ? '#7c83ff' : '#4f46e5',
      colorInfo: isDark ? '#7c83ff' : '#4f46e5',
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
      Notification: { zIndexPopup: TIMING.toastZIndex },
      Message: { zIndexPopup: TIMING.toastZIndex },
    },
  };
}
