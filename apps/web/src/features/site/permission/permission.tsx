import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useAuthNode } from '../store/site-store';
import { hasPermission, type TPermissionNode } from './auth-node';

/** Returns a checker for permission nodes against the current route. */
export function usePermission(): (node: TPermissionNode) => boolean {
  const map = useAuthNode();
  const { pathname } = useLocation();
  return (node) => hasPermission(map, node, pathname);
}

/** Renders its children only when the user holds the permission node. */
export function Permission({ node, children }: { node: TPermissionNode; children: ReactNode }) {
  const can = usePermission();
  return can(node) ? children : null;
}
