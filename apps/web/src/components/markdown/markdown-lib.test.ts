import { describe, expect, it } from 'vitest';
import { collectHeadings, rehypeHeadingIds, type THastNode } from './heading-ids';
import { safeHref } from './safe-href';
import { createSlugger } from './slug';

const heading = (tagName: string, text: string): THastNode => ({
  type: 'element',
  tagName,
  properties: {},
  children: [{ type: 'text', value: text }],
});

describe('table of contents', () => {
  it('slugs headings in any script and keeps repeated ones unique', () => {
    const slug = createSlugger();
    expect(slug('Getting Started!')).toBe('getting-started');
    expect(slug('使用条款 概览')).toBe('使用条款-概览');
    expect(slug('Getting started')).toBe('getting-started-2');
    expect(slug('***')).toBe('section');
  });

  it('lists the h2 and h3 headings in order and gives them matching ids', () => {
    const tree: THastNode = {
      type: 'root',
      children: [heading('h1', 'Title'), heading('h2', 'One'), heading('h3', 'One a'), heading('h2', 'One')],
    };
    expect(collectHeadings(tree).map((item) => [item.id, item.level])).toEqual([
      ['one', 2],
      ['one-a', 3],
      ['one-2', 2],
    ]);
    rehypeHeadingIds()(tree);
    expect(tree.children?.map((node) => node.properties?.id)).toEqual([
      undefined,
      'sf-one',
      'sf-one-a',
      'sf-one-2',
    ]);
  });
});

describe('article links', () => {
  it('keeps site paths, anchors and web links', () => {
    expect(safeHref('/md?doc=privacy')).toEqual({ kind: 'internal', href: '/md?doc=privacy' });
    expect(safeHref('#faq')).toEqual({ kind: 'anchor', href: '#faq' });
    expect(safeHref('https://example.com/a')).toEqual({ kind: 'external', href: 'https://example.com/a' });
    expect(safeHref('mailto:help@example.com')?.kind).toBe('external');
  });

  it('drops script, data, protocol-relative and bare relative links', () => {
    for (const url of [
      'javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      '//evil.test',
      'a/b',
      '',
    ]) {
      expect(safeHref(url)).toBeNull();
    }
  });
});
