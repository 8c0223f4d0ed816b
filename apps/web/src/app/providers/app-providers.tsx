import { parseLanguage, TIMING } from '@storefront/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { applyLanguageSideEffects } from '../i18n/language';
import { buildTheme } from '../theme/theme';
import { useThemeMode } from '../theme/theme-store';
import { ThemeVars } from '../theme/theme-vars';
import { FeedbackBridge } from './feedback-bridge';
import { queryClient } from './query-client';

const NOTIFICATION = { duration: TIMING.notificationDuration / 1000, top: 72, stack: false } as const;

/** Query client, antd locale and theme, antd App (toasts), language side effects. */
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
        <App notification={NOTIFICATION} message={{ maxCount: 3, top: 72 }}>
          <ThemeVars mode={mode} />
          <FeedbackBridge />
          {children}
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
