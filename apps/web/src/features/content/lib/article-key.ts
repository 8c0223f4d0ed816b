import { CONTENT_NAME_PATTERN } from '@storefront/shared';
import type { TArticleKey } from '../api/get-article';

const MAX_ID = 2 ** 31 - 1;

/** `/instructions/:id`, `/guideintro/:id`, `/examples/:id`: positive numeric ids only; anything else is unknown. */
export function articleKeyOf(
  type: 'instructions' | 'guide' | 'example',
  id: string | undefined,
): TArticleKey | null {
  const value = /^\d{1,10}$/.test(id ?? '') ? Number(id) : 0;
  return value > 0 && value <= MAX_ID ? { type, id: value } : null;
}

/** `/md?doc=terms`: a document by name; a missing or malformed name is unknown. */
export function docKeyOf(doc: string | null): TArticleKey | null {
  const name = (doc ?? '').trim().toLowerCase();
  return CONTENT_NAME_PATTERN.test(name) ? { type: 'doc', name } : null;
}
