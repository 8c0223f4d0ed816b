import { inLanguage, type TLanguage, type TStoreFields, type TStoreTexts } from '@storefront/shared';
import type { StoreTable } from '../../db/schema.js';

/** The columns that keep a store's texts: Chinese in the plain ones, English in their `_en` twins. */
export type TStoreTextColumns = Pick<StoreTable, 'name' | 'address' | 'description'> & {
  name_en: string;
  address_en: string;
  description_en: string;
};

/** A store's texts per language, as the forms edit them. */
export const storeTexts = (row: TStoreTextColumns): TStoreTexts => ({
  name: { 'zh-cn': row.name, en: row.name_en },
  address: { 'zh-cn': row.address, en: row.address_en },
  description: { 'zh-cn': row.description, en: row.description_en },
});

/** A store's name in `lang`, or in the other language when it has none in `lang`. */
export const storeNameIn = (row: Pick<TStoreTextColumns, 'name' | 'name_en'>, lang: TLanguage): string =>
  inLanguage({ 'zh-cn': row.name, en: row.name_en }, lang);

/** What a reader of `lang` sees of a store's texts, each falling back to the other language on its own. */
export function storeTextsIn(texts: TStoreTexts, lang: TLanguage) {
  return {
    name: inLanguage(texts.name, lang),
    address: inLanguage(texts.address, lang),
    description: inLanguage(texts.description, lang),
  };
}

/** The columns a form's texts are saved in. */
export const textColumns = (fields: Pick<TStoreFields, 'name' | 'address' | 'description'>) => ({
  name: fields.name['zh-cn'],
  name_en: fields.name.en,
  address: fields.address['zh-cn'],
  address_en: fields.address.en,
  description: fields.description['zh-cn'],
  description_en: fields.description.en,
});
