import { STORAGE_KEY, type TLanguage } from '@storefront/shared';
import { i18n } from '../../lib/i18n/i18n';
import { storage } from '../../lib/storage';
import { queryClient } from '../providers/query-client';

/** Applies a language everywhere outside React: <html lang>, storage (dates follow in `lib/dates.ts`). */
export function applyLanguageSideEffects(language: TLanguage): void {
  document.documentElement.lang = language;
  storage.setString(STORAGE_KEY.language, language);
}

/** Switches language; loaded namespaces and the site data are fetched again in the new language. */
export async function changeLanguage(language: TLanguage): Promise<void> {
  await i18n.changeLanguage(language);
  applyLanguageSideEffects(language);
  // Rule and menu titles, site name and nav come translated from the server: fetch them again.
  await queryClient.invalidateQueries({ queryKey: ['site'] });
}
