import { parseLanguage } from '@storefront/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useThemeMode } from '../../lib/theme/theme-store';
import { applyLanguageSideEffects } from '../i18n/language';
import { FeedbackHost } from './feedback-host';
import { queryClient } from './query-client';

/** Query client, the theme mode and language on <html>, the host of toasts and dialogs. */
export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = parseLanguage(i18n.language) ?? 'zh-cn';
  const mode = useThemeMode();

  useEffect(() => {
    applyLanguageSideEffects(language);
  }, [language]);

  // Before the first paint: the colours of both modes are CSS variables (styles/theme-vars.css).
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = mode;
  }, [mode]);

  return (
    <QueryClientProvider client={queryClient}>
      <FeedbackHost />
      {children}
    </QueryClientProvider>
  );
}
