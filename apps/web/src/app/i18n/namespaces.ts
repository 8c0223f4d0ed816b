import type { TLanguage } from '@storefront/shared';

type TMessages = Record<string, string>;
type TLoader = () => Promise<{ default: TMessages }>;

/** Feature locale files, one lazily loaded chunk per feature and language. */
const featureFiles = import.meta.glob<{ default: TMessages }>('../../features/*/locales/*.json');

/** The console's areas keep their own files (`features/console/areas/stores/locales/en.json`). */
const consoleAreaFiles = import.meta.glob<{ default: TMessages }>(
  '../../features/console/areas/*/locales/*.json',
);

/**
 * The namespace of a feature is its folder name (`features/home/locales/en.json` -> `home`); a console
 * area's is `console-<area>`.
 */
function findLoader(language: TLanguage, namespace: string): TLoader | undefined {
  const area = /^console-(.+)$/.exec(namespace)?.[1];
  if (area) return consoleAreaFiles[`../../features/console/areas/${area}/locales/${language}.json`];
  return featureFiles[`../../features/${namespace}/locales/${language}.json`];
}

export const featureNamespaces: string[] = [
  ...new Set(Object.keys(featureFiles).map((file) => file.split('/')[3] ?? '')),
].filter(Boolean);

/** Loads one feature namespace for one language; unknown namespaces resolve to an empty bundle. */
export async function loadFeatureMessages(language: TLanguage, namespace: string): Promise<TMessages> {
  const loader = findLoader(language, namespace);
  if (!loader) return {};
  const module = await loader();
  return module.default;
}
