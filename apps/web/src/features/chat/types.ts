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

/**
 * The address a full-screen chat was opened at: the store (none: the site's default store) and the query,
 * which may ask for the widget's compact mode (`agent=client`) and a first question (`q`). The app reads it
 * from the router, the widget from the page's address.
 */
export type TChatAddress = { storeuuid?: string; searchParams: URLSearchParams };
