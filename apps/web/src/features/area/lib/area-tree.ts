import type { TAreaOption, TAreaQuery } from '@storefront/shared';

/** A cascader option: province (depth 0), city (1) or district (2, always a leaf). */
export type TAreaNode = {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: TAreaNode[];
  /** Loading the children failed; the next opening of the dropdown tries again. */
  hasFailed?: boolean;
};

export const AREA_DEPTH = 3;

/** Options of one level as nodes; districts are leaves. */
export function toNodes(options: TAreaOption[], depth: number): TAreaNode[] {
  return options.map((option) => ({ ...option, isLeaf: depth >= AREA_DEPTH - 1 }));
}

/** The query that lists the children of the node at `path` (codes from the province down). */
export function childQuery(path: readonly string[]): TAreaQuery {
  const [province, city] = path;
  if (!province) return {};
  return city ? { province, city } : { province };
}

function update(
  tree: TAreaNode[],
  path: readonly string[],
  change: (node: TAreaNode) => TAreaNode,
): TAreaNode[] {
  const [head, ...rest] = path;
  return tree.map((node) => {
    if (node.value !== head) return node;
    if (rest.length === 0) return change(node);
    return { ...node, children: update(node.children ?? [], rest, change) };
  });
}

/**
 * The tree with the children of the node at `path` filled in, immutably (the cascader needs a new array to
 * notice). A node without children (a city with no districts) becomes a leaf, so it can be chosen.
 */
export function withChildren(
  tree: TAreaNode[],
  path: readonly string[],
  children: TAreaOption[],
): TAreaNode[] {
  const nodes = toNodes(children, path.length);
  return update(tree, path, (node) =>
    nodes.length > 0
      ? { ...node, children: nodes, hasFailed: false }
      : { ...node, children: undefined, isLeaf: true, hasFailed: false },
  );
}

/** Marks a failed load with an empty list, which stops the cascader's spinner. */
export function withFailure(tree: TAreaNode[], path: readonly string[]): TAreaNode[] {
  return update(tree, path, (node) => ({ ...node, children: [], hasFailed: true }));
}

/** Forgets failed loads, so opening the dropdown again loads them again. */
export function withoutFailures(tree: TAreaNode[]): TAreaNode[] {
  return tree.map((node) => {
    if (node.hasFailed) return { ...node, children: undefined, hasFailed: false };
    return node.children ? { ...node, children: withoutFailures(node.children) } : node;
  });
}

/** The prefixes of a chosen path whose children are still unknown (to show a preset value's labels). */
export function missingLevels(tree: TAreaNode[], path: readonly string[]): string[][] {
  const missing: string[][] = [];
  let level: TAreaNode[] | undefined = tree;
  for (let depth = 0; depth < Math.min(path.length, AREA_DEPTH) - 1; depth++) {
    const node: TAreaNode | undefined = level?.find((item) => item.value === path[depth]);
    if (!node) break;
    if (!node.children && !node.isLeaf) missing.push(path.slice(0, depth + 1));
    level = node.children;
  }
  return missing;
}
