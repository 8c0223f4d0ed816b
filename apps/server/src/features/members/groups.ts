import type { TLanguage } from '@storefront/shared';
import { translate } from '../../locales/index.js';

/**
 * The name the seed gives the group every new member joins, as BuildAdmin's seed does: a restored BuildAdmin
 * database has it too. It is the group's key as well as its name: shown in the reader's language from the
 * locale files, while names an operator typed show as typed.
 */
export const SEEDED_GROUP_NAME = '默认分组';

/** A group's name as the reader sees it. */
export const groupLabel = (name: string, lang: TLanguage): string =>
  name === SEEDED_GROUP_NAME ? translate(lang, 'members.defaultGroup') : name;
