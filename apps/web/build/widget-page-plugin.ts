import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The widget's page, which the widget's build writes beside the app's index.html. */
export const WIDGET_PAGE = 'widget.html';
const APP_ENTRY = '<script type="module" src="/src/main.tsx"></script>';
const WIDGET_ENTRY = '<script type="module" src="/src/app/widget/widget-main.tsx"></script>';

/**
 * Makes `widget.html`, the widget build's input, out of index.html with the widget's entry in place of the
 * app's: one page to keep (its head, its loading overlay), not two that drift apart.
 */
export function widgetPagePlugin(): Plugin {
  let page = '';
  return {
    name: 'storefront-widget-page',
    configResolved(config) {
      page = join(config.root, WIDGET_PAGE);
    },
    resolveId(id) {
      return id === WIDGET_PAGE || id === page ? page : undefined;
    },
    load(id) {
      if (id !== page) return undefined;
      const index = readFileSync(join(page, '..', 'index.html'), 'utf8');
      if (!index.includes(APP_ENTRY)) throw new Error(`index.html no longer loads the app with ${APP_ENTRY}`);
      return index.replace(APP_ENTRY, WIDGET_ENTRY);
    },
  };
}
