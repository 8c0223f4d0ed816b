/**
 * Each budgeted page: the build it comes from, the modules its entry and router import dynamically to show it
 * (manifest keys), the locale namespaces it loads, and its budget of JavaScript on the wire. The entry
 * (`src/main.tsx` via index.html, or the widget's) with its static imports comes first on every page;
 * `src/app/app.tsx` is imported by the app's before anything shows.
 */
/** The app's build (index.html), or the widget's (widget.html, vite.widget.config.ts). */
export type TBuildName = 'app' | 'widget';

export interface TRouteBudget {
  name: string;
  /** The build the page comes from: the server answers the widget's addresses with widget.html. */
  build: TBuildName;
  /** An address of the page, as a visitor opens it. */
  path: string;
  /** Manifest keys of the lazy chunks loaded before the page is usable, in the order the router asks. */
  lazy: string[];
  /** Feature locale namespaces the page loads (`src/features/<ns>/locales/<language>.json`). */
  ns: string[];
  /** Whether antd's locale for the language comes before the page is usable (it draws with antd at once). */
  antdLocale?: boolean;
  /** KiB of JavaScript on the wire the page aims for. */
  targetKb: number;
  /**
   * KiB the budget test holds the page to: the target once it is met; until then the size this build reached,
   * with some room (under 12 KiB), so the page can shrink towards its target but never grow by a library.
   * `node --import tsx apps/web/build/first-load-report.ts --files` lists what a page loads and its sizes.
   */
  budgetKb: number;
}

/** The module the app's entry imports once i18n is ready: the providers, the router and the layout's shell. */
export const APP_SHELL = 'src/app/app.tsx';
/** What the widget's entry imports: the site data it asks for at once, then the providers and the chat. */
export const WIDGET_SHELL = ['src/app/router/site-data.ts', 'src/app/widget/widget-app.tsx'];
const CHAT = ['src/features/chat/pages/chat-page.tsx'];

export const ROUTE_BUDGETS: TRouteBudget[] = [
  {
    name: 'home',
    build: 'app',
    path: '/',
    lazy: [APP_SHELL, 'src/app/pages/home-route.tsx'],
    ns: ['home', 'stores', 'area'],
    targetKb: 200,
    budgetKb: 200,
  },
  {
    name: 'login',
    build: 'app',
    path: '/user/login',
    lazy: [APP_SHELL, 'src/features/auth/pages/auth-page.tsx'],
    ns: ['auth', 'captcha'],
    targetKb: 200,
    budgetKb: 200,
  },
  {
    name: 'chat',
    build: 'app',
    path: '/chatai/:storeuuid',
    lazy: [APP_SHELL, ...CHAT],
    ns: ['chat'],
    targetKb: 250,
    budgetKb: 250,
  },
  {
    name: 'memberOverview',
    build: 'app',
    path: '/user/account/overview',
    lazy: [
      APP_SHELL,
      'src/app/layouts/user-layout.tsx',
      'src/app/router/account-route.tsx',
      'src/features/account/pages/account-page.tsx',
      'src/features/account/pages/overview-page.tsx',
    ],
    ns: ['account', 'captcha', 'upload'],
    antdLocale: true,
    targetKb: 300,
    budgetKb: 300,
  },
  {
    name: 'widget',
    build: 'widget',
    path: '/chatai/:storeuuid?agent=client',
    lazy: WIDGET_SHELL,
    ns: ['chat'],
    targetKb: 150,
    budgetKb: 150,
  },
];

/** Languages a page can load its locale files in; a budget must hold for each. */
export const BUDGET_LANGUAGES = ['zh-cn', 'en'] as const;

/**
 * antd's locale chunks per language (`components/antd-locale.ts` loads the reader's only), as the manifest keys
 * them. English is antd's built-in default, already inside its core.
 */
const ANTD_LOCALES: Record<string, string[]> = {
  'zh-cn': ['../../node_modules/antd/es/locale/zh_CN.js'],
  en: [],
};

/** The manifest keys of a page's locale files in one language, antd's included when the page needs it. */
export function localeKeys(route: TRouteBudget, language: string): string[] {
  const features = route.ns.map((ns) => `src/features/${ns}/locales/${language}.json`);
  const antd = route.antdLocale ? (ANTD_LOCALES[language] ?? []) : [];
  return [...features, ...antd];
}
