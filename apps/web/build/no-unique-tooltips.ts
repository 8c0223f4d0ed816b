/**
 * antd's ConfigProvider renders its shared-tooltip provider only when `tooltip.unique` is set; the build
 * puts this in its place (`antd-trim-plugin.ts`), so setting that option fails loudly instead of doing nothing.
 */
export default function NoUniqueTooltips(): never {
  throw new Error(
    'ConfigProvider `tooltip.unique` is left out of this build: see apps/web/build/antd-trim-plugin.ts',
  );
}
