import type { ReactNode } from 'react';

export type TChatVariant = 'full' | 'new' | 'member' | 'classic';

/**
 * What the chat pages get from the app, which composes features (they never import each other): the site's
 * CDN base for store logos, and for the full-screen header the language/theme switches and the member entry.
 */
export type TChatChrome = {
  cdnUrl: string;
  toolbar?: ReactNode;
  account?: ReactNode;
};
