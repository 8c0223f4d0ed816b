import type { TContentType } from '@storefront/shared';
import type { ComponentType } from 'react';

/** The app's 404 page, passed in by the app (a feature does not import app pages). */
export type TNotFoundComponent = ComponentType<{ path?: string }>;

/** Where a list entry opens. */
export function articlePath(type: TContentType, id: number, name: string): string {
  if (type === 'guide') return `/guideintro/${id}`;
  if (type === 'example') return `/examples/${id}`;
  if (type === 'doc') return `/md?doc=${encodeURIComponent(name)}`;
  return `/instructions/${id}`;
}
