import { theme } from 'antd';
import { useLayoutEffect } from 'react';
import type { TThemeMode } from './theme';

/** Mirrors a few antd tokens into CSS variables on <html>, for plain CSS (layout, progress bar, own components). */
export function ThemeVars({ mode }: { mode: TThemeMode }) {
  const { token } = theme.useToken();
  // Before the first paint: the page's base font and colours come from these.
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = mode;
    root.style.colorScheme = mode;
    const vars: Record<string, string> = {
      '--sf-primary': token.colorPrimary,
      '--sf-primary-bg': token.colorPrimaryBg,
      '--sf-primary-hover': token.colorPrimaryHover,
      '--sf-bg': token.colorBgLayout,
      '--sf-bg-container': token.colorBgContainer,
      '--sf-bg-elevated': token.colorBgElevated,
      '--sf-border': token.colorBorderSecondary,
      '--sf-control-border': token.colorBorder,
      '--sf-text': token.colorText,
      '--sf-text-2': token.colorTextSecondary,
      '--sf-text-3': token.colorTextTertiary,
      '--sf-placeholder': token.colorTextPlaceholder,
      '--sf-bg-disabled': token.colorBgContainerDisabled,
      '--sf-fill': token.colorFillQuaternary,
      '--sf-fill-2': token.colorFill,
      '--sf-fill-3': token.colorFillTertiary,
      '--sf-hover': token.controlItemBgHover,
      '--sf-heading': token.colorTextHeading,
      '--sf-text-desc': token.colorTextDescription,
      '--sf-success': token.colorSuccess,
      '--sf-info': token.colorInfo,
      '--sf-warning': token.colorWarning,
      '--sf-error': token.colorError,
      '--sf-fill-alter': token.colorFillAlter,
      '--sf-spotlight': token.colorBgSpotlight,
      '--sf-text-light': token.colorTextLightSolid,
      '--sf-radius': `${token.borderRadiusLG}px`,
      '--sf-font': token.fontFamily,
      '--sf-font-size': `${token.fontSize}px`,
      '--sf-line-height': String(token.lineHeight),
    };
    for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
  }, [mode, token]);
  return null;
}
