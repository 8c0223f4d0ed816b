import type { ComponentType } from 'react';
import type { Params } from 'react-router';

export type TLayoutName = 'none' | 'default' | 'user';

/** What every route declares: its layout and guards by name, and the locale namespaces it needs. */
export type TRouteMeta = { layout: TLayoutName; middleware: readonly string[]; ns: readonly string[] };

export type TRouteDef = TRouteMeta & {
  path: string;
  page: () => Promise<ComponentType>;
  /** Loads the page visitors most likely open next from this one, when the browser is idle (see prefetch). */
  next?: () => Promise<unknown>;
  /** The page is drawn without antd: the router does not load antd's theme with it (see build-routes). */
  isWithoutAntd?: boolean;
  /** Validity check of the params; failing gives the 'route.invalid' 404 page. */
  validate?: (params: Params) => boolean;
};
