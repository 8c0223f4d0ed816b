type TNavigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: TNavigate | null = null;

/** The router registers its navigate function here so code outside React (the http client) can navigate. */
export function registerNavigator(navigate: TNavigate): void {
  navigateImpl = navigate;
}

/** Navigates in-app when the router is ready, else with a full page load. */
export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigateImpl) navigateImpl(to, options);
  else window.location.assign(to);
}

/** Path plus query of the current page, as used in `?to=` redirects. */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** The login route with a way back to where the user was. */
export function loginPath(to: string = currentPath()): string {
  return `/user/login?to=${encodeURIComponent(to)}`;
}
