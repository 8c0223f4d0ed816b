/**
 * Envelope codes: 1 success, 0 a refusal whose msg says why, 303 the login state does not fit (`data.type`
 * says which), 409 the auth token expired (refresh it), 401 no permission.
 */
export const CODE = {
  success: 1,
  error: 0,
  loginState: 303,
  tokenExpired: 409,
  noPermission: 401,
} as const;

/** `data.type` of a 303 answer. */
export const LOGIN_STATE = { needLogin: 'need login', loggedIn: 'logged in' } as const;

/** Request headers the client sends and the server reads. */
export const HEADER = {
  userToken: 'ba-user-token',
  userTokenAlias: 'bausertoken',
  /** An operator's auth token (the console): BuildAdmin's admin header. */
  operatorToken: 'ba-token',
  language: 'think-lang',
  server: 'server',
  storeuuid: 'storeuuid',
  visitor: 'visitor',
  agentType: 'agent-type',
} as const;

/** Browser storage keys, named as BuildAdmin's client names them so both read the same session. */
export const STORAGE_KEY = {
  language: 'ba-lang',
  userToken: 'ba-user-token',
  userInfo: 'userInfo',
  /** The operator signed in to the console, with their tokens: BuildAdmin's admin key. */
  operatorInfo: 'adminInfo',
  chatInfo: 'chatInfo',
  theme: 'ba-theme',
} as const;

/**
 * `<meta name>` in which the server names a landing page's locale namespaces (`home,stores,area`), for the
 * web app's entry to load them in the visitor's language while the page's code is still coming.
 */
export const LANDING_NAMESPACES_META = 'storefront-namespaces';

/** Page sizes every paged list offers. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** Timings of the interface, in milliseconds. */
export const TIMING = {
  menuReshowDelay: 200,
  loadingOverlayClose: 400,
  reloadGuard: 10_000,
  notificationDuration: 4500,
  notificationGap: 16,
  toastZIndex: 9999,
  buildPollInterval: 5 * 60_000,
} as const;

/** The avatar a member without an uploaded one gets: a static image path. */
export const DEFAULT_AVATAR = '/static/images/avatar.svg';
