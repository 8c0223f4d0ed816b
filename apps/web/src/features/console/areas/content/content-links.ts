import type { TContentAdminRow } from '@storefront/shared';

/** Where the public site shows an article version (documents by name, the others by number). */
export function publicPath(row: Pick<TContentAdminRow, 'type' | 'number' | 'name'>): string {
  switch (row.type) {
    case 'instructions':
      return `/instructions/${row.number}`;
    case 'guide':
      return `/guideintro/${row.number}`;
    case 'example':
      return `/examples/${row.number}`;
    case 'doc':
      return `/md?doc=${encodeURIComponent(row.name)}`;
  }
}
