import { ACCOUNT_AND_STORES_HELP } from './content-help.account-and-stores.js';
import { CHAT_AND_POINTS_HELP } from './content-help.chat-and-points.js';
import type { TArticleSeed } from './content-seed.js';

/** The help centre (`/instructions`): how the site works, in both languages, in the order it lists them. */
export const HELP_ARTICLES: TArticleSeed[] = [...CHAT_AND_POINTS_HELP, ...ACCOUNT_AND_STORES_HELP];
