import { createSlugger } from './slug';

/** The part of a hast tree this plugin reads and writes (the types stay our own). */
export type THastNode = {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: THastNode[];
};

export type TTocItem = { id: string; text: string; level: 2 | 3 };

const TOC_LEVELS: Record<string, 2 | 3> = { h2: 2, h3: 3 };

function textOf(node: THastNode): string {
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

function walk(node: THastNode, visit: (node: THastNode) => void): void {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

/** The `##` and `###` headings of a rendered document, in order, each with a unique anchor id. */
export function collectHeadings(tree: THastNode): TTocItem[] {
  const slug = createSlugger();
  const items: TTocItem[] = [];
  walk(tree, (node) => {
    const level = node.type === 'element' && node.tagName ? TOC_LEVELS[node.tagName] : undefined;
    if (!level) return;
    const text = textOf(node).trim();
    items.push({ id: slug(text), text, level });
  });
  return items;
}

/** The anchor id of a heading in the page; prefixed so an article can never take the id of an app element. */
export function anchorId(slug: string): string {
  return `sf-${slug}`;
}

/**
 * Rehype plugin: gives every `##`/`###` heading its anchor id. The table of contents is then read from the
 * rendered headings, so contents and anchors cannot disagree.
 */
export function rehypeHeadingIds() {
  return (tree: THastNode) => {
    const items = collectHeadings(tree);
    let index = 0;
    walk(tree, (node) => {
      if (node.type !== 'element' || !node.tagName || !TOC_LEVELS[node.tagName]) return;
      const item = items[index++];
      if (item) node.properties = { ...node.properties, id: anchorId(item.id) };
    });
  };
}
