import { parseLanguage } from '@storefront/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { applyLanguageSideEffects } from '../i18n/language';
import { buildTheme } from '../theme/theme';
import { useThemeMode } from '../theme/theme-store';
import { ThemeVars } from '../theme/theme-vars';
import { FeedbackHost } from './feedback-host';
import { queryClient } from './query-client';

/** Query client, antd locale and theme, the host of toasts and dialogs, language side effects. */
export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = parseLanguage(i18n.language) ?? 'zh-cn';
  const mode = useThemeMode();

  useEffect(() => {
    applyLanguageSideEffects(language);
  }, [language]);

  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={language === 'en' ? enUS : zhCN} theme={buildTheme(mode)}>
        <ThemeVars mode={mode} />
        <FeedbackHost />
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
