import type { TMenuRule } from '@storefront/shared';

/** Route path -> paths of the buttons and sub-nodes allowed there (BuildAdmin's "authNode"). */
export type TAuthNode = Map<string, string[]>;

/** Member-centre rules live under /user/. */
export const MEMBER_PREFIX = '/user/';

function collect(rules: TMenuRule[], map: TAuthNode, prefix: string, parent: string): void {
  const nodes: string[] = [];
  for (const rule of rules) {
    if (rule.type === 'button') nodes.push(prefix + rule.name);
    if (rule.children.length > 0) collect(rule.children, map, prefix, prefix + rule.path);
  }
  if (nodes.length > 0) map.set(parent, [...(map.get(parent) ?? []), ...nodes]);
}

/** Builds the permission map from the button rules of a rule tree, keyed by their parent's full path. */
export function buildAuthNode(rules: TMenuRule[], prefix: string = MEMBER_PREFIX): TAuthNode {
  const map: TAuthNode = new Map();
  collect(rules, map, prefix, prefix);
  return map;
}

export type TPermissionNode = string | { name: string; subNodeName?: string };

/**
 * A path string passes when the current route has an entry listing `route/sub`; a name
 * object passes when the name is in the map and either no sub-node is asked or it is listed.
 */
export function hasPermission(map: TAuthNode, node: TPermissionNode, currentPath: string): boolean {
  if (typeof node === 'string') {
    const allowed = map.get(currentPath);
    if (!allowed) return false;
    const subNodeName = currentPath + (currentPath === '/' ? '' : '/') + node;
    return allowed.includes(subNodeName);
  }
  const allowed = node.name ? map.get(node.name) : undefined;
  if (!allowed) return false;
  return !node.subNodeName || allowed.includes(node.subNodeName);
}
