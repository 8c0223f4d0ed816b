/**
 * Whether a navigation leaves the page: a new path does; a new query or hash alone (a settings tab, a table's
 * filter) keeps the page and its forms mounted, so it loses nothing.
 */
export function leavesPage(current: { pathname: string }, next: { pathname: string }): boolean {
  return current.pathname !== next.pathname;
}
