/** The path the server serves the widget script at (apps/server/src/features/widget). */
export const WIDGET_SCRIPT_PATH = '/widget.js';
/** What the widget leaves on a page: its root element's attribute and its one global. */
export const WIDGET_ROOT_ATTRIBUTE = 'data-storefront-widget';
export const WIDGET_GLOBAL = 'StorefrontWidget';

/** The one tag a store pastes into its site: the widget script from this server, for its store. */
export function widgetSnippet(origin: string, storeuuid: string): string {
  return `<script src="${origin}${WIDGET_SCRIPT_PATH}" data-store="${storeuuid}" async></script>`;
}
