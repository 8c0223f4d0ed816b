import { parseLanguage } from '@storefront/shared';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buildTheme } from '../lib/theme/theme';
import { useThemeMode } from '../lib/theme/theme-store';
import { useAntdLocale } from './antd-locale';

/**
 * antd's theme and locale around the parts of a page drawn with antd. It is not at the root: the home page
 * and the header are drawn without antd, so they show without its 45 KB core; each page or part that uses
 * antd comes inside one of these (the router puts every other page in one, see `app/router/build-routes.tsx`).
 * Its locale is the reader's language's only (`antd-locale.ts`).
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const mode = useThemeMode();
  const locale = useAntdLocale(parseLanguage(i18n.language) ?? 'zh-cn');
  return (
    <ConfigProvider locale={locale} theme={buildTheme(mode)}>
      {children}
    </ConfigProvider>
  );
}
