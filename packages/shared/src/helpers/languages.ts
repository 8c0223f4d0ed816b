import { LANGUAGES, type TLanguage } from '../locales/index.js';

/** A text (or list of texts) written once per language. */
export type TBilingual<T extends string | readonly string[] = string> = Record<TLanguage, T>;

/** The language that is not `lang`: the one a page falls back to. */
export const otherLanguage = (lang: TLanguage): TLanguage =>
  LANGUAGES.find((language) => language !== lang) ?? lang;

/**
 * What a visitor reads of a text kept per language: their language's, or the other one's when theirs is left
 * empty, so a store written in one language still shows its name rather than a blank card.
 */
export function inLanguage<T extends string | readonly string[]>(texts: TBilingual<T>, lang: TLanguage): T {
  const own = texts[lang];
  return own.length > 0 ? own : texts[otherLanguage(lang)];
}
