import { MENU_TYPES, RULE_EXTENDS, RULE_TYPES, type TLanguage, type TMenuRule } from '@storefront/shared';
import { localize, parseJsonText } from '../../lib/localized.js';
import type { TRuleRow } from './repo.js';

const pick = <T extends string>(allowed: readonly T[], value: string | null, fallback: T): T =>
  allowed.find((item) => item === value) ?? fallback;

function toNode(row: TRuleRow, lang: TLanguage): TMenuRule {
  return {
    id: row.id,
    pid: row.pid,
    type: pick(RULE_TYPES, row.type, 'route'),
    title: String(localize(parseJsonText(row.title), lang)),
    name: row.name,
    path: row.path,
    icon: row.icon,
    menu_type: MENU_TYPES.find((type) => type === row.menu_type) ?? null,
    url: row.url,
    component: row.component,
    keepalive: row.keepalive === 1,
    extend: pick(RULE_EXTENDS, row.extend, 'none'),
    children: [],
  };
}

/**
 * Assembles rows (already in display order) into trees. A row whose parent is not among them becomes a root,
 * so a permitted child is never lost because its parent was filtered out.
 */
export function buildRuleTree(rows: TRuleRow[], lang: TLanguage): TMenuRule[] {
  const nodes = new Map(rows.map((row) => [row.id, toNode(row, lang)]));
  const roots: TMenuRule[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.pid);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Rule ids a group's `rules` column grants: `*` means all. */
export function groupAllows(groupRules: string | undefined): (row: TRuleRow) => boolean {
  if (groupRules === undefined) return () => false;
  if (groupRules.trim() === '*') return () => true;
  const ids = new Set(groupRules.split(',').map((id) => Number(id.trim())));
  return (row) => ids.has(row.id);
}
