import type { TLanguage } from '@storefront/shared';

/** Chinese characters make a question Chinese; otherwise it is taken as English. */
export const guessLanguage = (text: string): TLanguage => (/\p{Script=Han}/u.test(text) ? 'zh-cn' : 'en');
