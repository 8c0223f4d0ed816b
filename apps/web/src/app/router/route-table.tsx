import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import type { TAccountSection } from '../../features/account/pages/account-page';
import type { TChatVariant } from '../../features/chat/pages/chat-page';
import { siteStore } from '../../features/site';
import { Brand } from '../layouts/header/brand';
import { LangSwitch } from '../layouts/header/lang-switch';
import { ThemeSwitch } from '../layouts/header/theme-switch';
import { decodeIframeUrl, iframeMenuNames } from '../pages/iframe-url';
import { CaptchaDialog } from './captcha-dialog';
import { loadChatRoute } from './chat-route';
import type { TContentKind } from './content-route';
import type { TRouteDef } from './route-types';
import { shopRoutes } from './shop-routes';
import { reloadMemberSiteIndex } from './site-data';

function bind<P extends object>(Component: ComponentType<P>, props: P): ComponentType {
  return function BoundPage() {
    return <Component {...props} />;
  };
}

const authToolbar = (
  <>
    <LangSwitch />
    <ThemeSwitch />
  </>
);
/** The chat pages get their address, the site's CDN base, the switches and the member entry there. */
const chat = (variant: TChatVariant) => () => loadChatRoute(variant);
/** The auth pages get the site's brand and switches, the captcha dialog and the member data reload from here. */
const auth = (variant: 'login' | 'codeLogin' | 'register' | 'classicLogin') => () =>
  import('../../features/auth/pages/auth-page').then((page) =>
    bind(page.AuthPage, {
      variant,
      brand: <Brand />,
      toolbar: authToolbar,
      Captcha: CaptchaDialog,
      onLoggedIn: reloadMemberSiteIndex,
    }),
  );
const authNs = ['auth', 'captcha'];
/** Content pages get the 404 page and, for the demo, the store's page from here (see content-route). */
const content = (kind: TContentKind) => () => import('./content-route').then((m) => m.loadContentPage(kind));
const contentNs = ['content'];
/** Account pages get the captcha dialog, the avatar picker and the member from here (see account-route). */
const account = (section: TAccountSection) => () =>
  import('./account-route').then((m) => m.loadAccountPage(section));
const accountNs = ['account', 'captcha', 'upload'];
/** After signing in, the member overview follows: its page and the member layout, fetched while idle. */
const memberOverview = () => Promise.all([account('overview')(), import('../layouts/user-layout')]);

const hasNumericId = (params: Params) => /^\d+$/.test(params.id ?? '');
/** The iframe page shows only a URL one of the member's iframe menus names; anything else is the 404 page. */
const namesIframeMenu = (params: Params) =>
  iframeMenuNames(siteStore.get().data?.menus ?? [], decodeIframeUrl(params.url ?? ''));

const open = { middleware: [] } as const;
/** Pages drawn without antd (the sign-in page, a store's chat): antd's theme comes with the parts that use it. */
const plain = { isWithoutAntd: true } as const;
const member = { layout: 'user', middleware: ['auth', 'userMount'] } as const;
/** The sign-in page (two addresses), then the member overview fetched while idle. */
const signIn = {
  layout: 'none',
  ...open,
  ns: authNs,
  page: auth('login'),
  next: memberOverview,
  ...plain,
} as const;

/** Every page route except `/` and `/user` (see build-routes). */
export const routeTable: TRouteDef[] = [
  { path: '/chatai', layout: 'none', ...open, ns: ['chat'], page: chat('full'), ...plain },
  { path: '/chatai/:storeuuid', layout: 'none', ...open, ns: ['chat'], page: chat('full'), ...plain },
  { path: '/newchat', layout: 'none', ...open, ns: ['chat'], page: chat('new'), ...plain },
  { path: '/newchat/:storeuuid', layout: 'none', ...open, ns: ['chat'], page: chat('new'), ...plain },
  { path: '/login', ...signIn },
  { path: '/yzlogin', layout: 'none', ...open, ns: authNs, page: auth('codeLogin'), next: memberOverview },
  { path: '/user/login', ...signIn },
  {
    path: '/user/oldlogin',
    layout: 'none',
    ...open,
    ns: authNs,
    page: auth('classicLogin'),
    next: memberOverview,
  },
  { path: '/register', layout: 'none', ...open, ns: authNs, page: auth('register') },
  {
    path: '/verification',
    layout: 'default',
    middleware: ['auth', 'userMount'],
    ns: accountNs,
    page: account('verification'),
  },
  { path: '/demo', layout: 'default', ...open, ns: [...contentNs, 'stores'], page: content('demo') },
  {
    path: '/examples/:id',
    layout: 'default',
    ...open,
    ns: contentNs,
    page: content('example'),
    validate: hasNumericId,
  },
  {
    path: '/guideintro/:id',
    layout: 'default',
    ...open,
    ns: contentNs,
    page: content('guide'),
    validate: hasNumericId,
  },
  { path: '/instructions', layout: 'default', ...open, ns: contentNs, page: content('instructions') },
  {
    path: '/instructions/:id',
    layout: 'default',
    ...open,
    ns: contentNs,
    page: content('article'),
    validate: hasNumericId,
  },
  { path: '/md', layout: 'default', ...open, ns: contentNs, page: content('md') },
  { path: '/overflow', layout: 'default', ...open, ns: contentNs, page: content('overflow') },
  { path: '/user/account/overview', ...member, ns: accountNs, page: account('overview') },
  { path: '/user/account/balance', ...member, ns: accountNs, page: account('balance') },
  { path: '/user/account/integral', ...member, ns: accountNs, page: account('integral') },
  { path: '/user/account/profile', ...member, ns: accountNs, page: account('profile') },
  { path: '/user/account/editinfo', ...member, ns: accountNs, page: account('editinfo') },
  { path: '/user/account/changePassword', ...member, ns: accountNs, page: account('changePassword') },
  { path: '/user/baseinfo', ...member, ns: accountNs, page: account('baseinfo') },
  { path: '/user/chatai', ...member, ns: ['chat'], page: chat('member') },
  { path: '/user/chatai/:storeuuid', ...member, ns: ['chat'], page: chat('member') },
  { path: '/user/chataiold', ...member, ns: ['chat'], page: chat('classic') },
  {
    path: '/user/iframe/:url',
    ...member,
    ns: [],
    page: () => import('../pages/iframe-page').then((m) => m.IframePage),
    validate: namesIframeMenu,
  },
  ...shopRoutes,
  {
    path: '/user/*',
    ...member,
    ns: [],
    page: () => import('../pages/member-rule-page').then((m) => m.MemberRulePage),
  },
  {
    path: '*',
    layout: 'default',
    ...open,
    ns: [],
    page: () => import('../pages/rule-fallback-page').then((m) => m.RuleFallbackPage),
  },
];
