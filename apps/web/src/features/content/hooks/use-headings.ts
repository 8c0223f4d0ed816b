import { type RefObject, useLayoutEffect, useState } from 'react';
import type { TTocItem } from '../../../components/markdown/heading-ids';

/** The anchored `##`/`###` headings rendered inside `container`, read again whenever `source` changes. */
export function useHeadings(container: RefObject<HTMLElement | null>, source: string): TTocItem[] {
  const [items, setItems] = useState<TTocItem[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the headings change only with the source text.
  useLayoutEffect(() => {
    const nodes = container.current?.querySelectorAll<HTMLElement>('h2[id], h3[id]') ?? [];
    setItems(
      Array.from(nodes, (node) => ({
        id: node.id,
        text: node.textContent?.trim() ?? '',
        level: node.tagName === 'H3' ? 3 : 2,
      })),
    );
  }, [source]);
  return items;
}
