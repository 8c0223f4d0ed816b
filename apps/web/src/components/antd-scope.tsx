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
  const language = parseLanguage(i18n.language) ?? 'zh-cn';
  const locale = useAntdLocale(language);
  // Never without a locale: antd wraps the children in its locale provider only when it has one, so a locale
  // arriving later would mount them anew, losing their state (a toast just shown, a form's typed text).
  return (
    <ConfigProvider locale={locale ?? { locale: language }} theme={buildTheme(mode)}>
      {children}
    </ConfigProvider>
  );
}
