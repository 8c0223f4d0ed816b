import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Stands in for antd's shared-tooltip provider, which ConfigProvider renders only for `tooltip.unique`. */
const NO_UNIQUE_TOOLTIPS = fileURLToPath(new URL('./no-unique-tooltips.ts', import.meta.url));
/** Stands in for the Tooltip of a form label's hint, fetching antd's when a label has one. */
const LAZY_LABEL_TOOLTIP = fileURLToPath(new URL('./lazy-label-tooltip.tsx', import.meta.url));

/**
 * Imports inside antd that put code on pages which do not run it. The bundler cannot drop it: each is
 * reachable from ConfigProvider, from the form context that every input reads or from every form label,
 * through modules whose top level assigns properties (`Form.Item = …`), which counts as doing something.
 * - ConfigProvider imports the shared-tooltip provider, and with it the whole popup engine, for the
 *   `tooltip.unique` option, which this app does not set.
 * - antd's form context takes `FormProvider` from @rc-component/form's index, which also brings the form
 *   store, fields and the async validator; the module that declares it is enough.
 * - A form label imports Tooltip, with its popup engine, for the hint icon some labels carry; the sign-in
 *   form has none, so the Tooltip comes when a label with a hint first shows.
 */
const REDIRECTS = [
  {
    importer: /\/antd\/es\/config-provider\/index\.js$/,
    source: '../tooltip/UniqueProvider',
    target: NO_UNIQUE_TOOLTIPS,
  },
  {
    importer: /\/antd\/es\/form\/FormItemLabel\.js$/,
    source: '../tooltip',
    target: LAZY_LABEL_TOOLTIP,
  },
  {
    importer: /\/antd\/es\/form\/context\.js$/,
    source: '@rc-component/form',
    target: '@rc-component/form/es/FormContext',
  },
];

export function antdTrimPlugin(): Plugin {
  return {
    name: 'storefront-antd-trim',
    enforce: 'pre',
    async resolveId(source, importer) {
      const redirect = REDIRECTS.find(
        (entry) => entry.source === source && importer && entry.importer.test(importer),
      );
      if (!redirect) return null;
      return this.resolve(redirect.target, importer, { skipSelf: true });
    },
  };
}
