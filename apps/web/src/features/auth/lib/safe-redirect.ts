/** Pages that must not be the target after logging in: they would only show the login form again. */
const AUTH_PATHS = new Set(['/login', '/user/login', '/user/oldlogin', '/register', '/yzlogin']);

/**
 * Where to go after login: `to` when it is a path on this site (never another origin, also not through `//`,
 * `\` or an encoded scheme), else the server's `routePath`.
 */
export function safeRedirect(to: string | null, fallback: string, origin: string): string {
  if (!to?.startsWith('/') || to.startsWith('//') || to.includes('\\')) return fallback;
  try {
    const url = new URL(to, origin);
    if (url.origin !== origin || AUTH_PATHS.has(url.pathname)) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    // Not parseable as a URL: not a path we can trust.
    return fallback;
  }
}
