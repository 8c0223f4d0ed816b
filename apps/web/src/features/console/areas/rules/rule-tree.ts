import type { TConsoleRule, TLanguage } from '@storefront/shared';

/** A rule anywhere in the tree. */
export function findRule(tree: TConsoleRule[], id: number): TConsoleRule | undefined {
  for (const node of tree) {
    if (node.id === id) return node;
    const found = findRule(node.children, id);
    if (found) return found;
  }
  return undefined;
}

/** The rules directly under `pid` (0: the top level), in display order. */
export const siblingsOf = (tree: TConsoleRule[], pid: number): TConsoleRule[] =>
  pid === 0 ? tree : (findRule(tree, pid)?.children ?? []);

/** Every rule id that has children, for a tree shown fully open. */
export function parentIds(tree: TConsoleRule[]): number[] {
  return tree.flatMap((node) => (node.children.length ? [node.id, ...parentIds(node.children)] : []));
}

export type TParentOption = { value: number; title: string; children: TParentOption[] };

/** The tree as parent choices, leaving out `excludeId` and everything under it (a rule is never its own ancestor). */
export function parentOptions(tree: TConsoleRule[], lang: TLanguage, excludeId?: number): TParentOption[] {
  return tree
    .filter((node) => node.id !== excludeId && node.type !== 'button')
    .map((node) => ({
      value: node.id,
      title: node.title[lang] || node.name,
      children: parentOptions(node.children, lang, excludeId),
    }));
}
