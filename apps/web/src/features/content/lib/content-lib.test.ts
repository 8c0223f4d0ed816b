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

describe('article addresses', () => {
  it('takes numeric ids and simple document names only', async () => {
    const { articleKeyOf, docKeyOf } = await import('./article-key');
    expect(articleKeyOf('instructions', '12')).toEqual({ type: 'instructions', id: 12 });
    expect(articleKeyOf('guide', 'abc')).toBeNull();
    expect(articleKeyOf('guide', undefined)).toBeNull();
    expect(docKeyOf('Terms')).toEqual({ type: 'doc', name: 'terms' });
    expect(docKeyOf('../etc')).toBeNull();
    expect(docKeyOf(null)).toBeNull();
  });
});

describe('try it', () => {
  it("opens the example's store with its first question in ?q=", async () => {
    const { tryItPath } = await import('./try-it');
    const turns = [
      { role: 'assistant' as const, content: 'Hello!' },
      { role: 'user' as const, content: ' What time do you open? ' },
      { role: 'user' as const, content: 'And close?' },
    ];
    const path = tryItPath('abc-123', turns);
    expect(path).toBe('/chatai/abc-123?q=What%20time%20do%20you%20open%3F');
    expect(new URL(path, 'http://x').searchParams.get('q')).toBe('What time do you open?');
    expect(tryItPath('', [])).toBe('/chatai');
  });
});

describe('help centre address', () => {
  it('reads and writes tab, search and page with defaults left out', async () => {
    const { readHelpQuery, writeHelpQuery } = await import('./help-query');
    expect(readHelpQuery(new URLSearchParams('type=guide&keyword=%20pay%20&page=2'))).toEqual({
      type: 'guide',
      keyword: 'pay',
      page: 2,
    });
    expect(readHelpQuery(new URLSearchParams('type=doc&page=-1'))).toEqual({
      type: 'instructions',
      keyword: '',
      page: 1,
    });
    expect(writeHelpQuery({ type: 'instructions', keyword: 'x', page: 1 }).toString()).toBe('keyword=x');
  });
});

describe('widget snippet', () => {
  it('is one async script tag from this origin naming the store', async () => {
    const { widgetSnippet } = await import('./widget-snippet');
    expect(widgetSnippet('https://shop.example.com', 'abc-1')).toBe(
      '<script src="https://shop.example.com/widget.js" data-store="abc-1" async></script>',
    );
  });
});
