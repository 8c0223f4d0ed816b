import { describe, expect, it } from 'vitest';

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
