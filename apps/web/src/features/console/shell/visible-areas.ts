import type { TOperatorRole } from '@storefront/shared';
import { CONSOLE_AREAS, type TConsoleArea } from './areas';

/** The areas an operator of `role` sees; editors do not see the owners' areas. */
export const visibleAreas = (role: TOperatorRole | undefined): TConsoleArea[] =>
  CONSOLE_AREAS.filter((area) => !area.ownerOnly || role === 'owner');

export const areaHref = (area: TConsoleArea): string => (area.path ? `/admin/${area.path}` : '/admin');
