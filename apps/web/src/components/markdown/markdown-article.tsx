import { type MouseEvent, memo } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import rehypeHighlight from 'rehype-highlight';
import remarkGfm from 'remark-gfm';
import { rehypeHeadingIds } from './heading-ids';
import { safeHref } from './safe-href';

const REMARK = [remarkGfm];
const REHYPE = [rehypeHighlight, rehypeHeadingIds];
// Text inside a chat bubble is not part of the page's contents: no anchors that could repeat an article's.
const REHYPE_PLAIN = [rehypeHighlight];

function scrollToAnchor(event: MouseEvent<HTMLAnchorElement>, href: string) {
  const target = document.getElementById(decodeURIComponent(href.slice(1)));
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/**
 * No rehype-raw: HTML inside an article shows as text, never as markup. Links go through `safeHref`: site
 * paths stay in the app, other sites open in a new tab, anything else is inert text.
 */
const COMPONENTS: Components = {
  a: ({ href, children }) => {
    const link = safeHref(href);
    if (!link) return <span className="sf-article-inert">{children}</span>;
    if (link.kind === 'internal') return <Link to={link.href}>{children}</Link>;
    if (link.kind === 'anchor') {
      return (
        <a href={link.href} onClick={(event) => scrollToAnchor(event, link.href)}>
          {children}
        </a>
      );
    }
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  },
  img: ({ src, alt }) => {
    const link = safeHref(typeof src === 'string' ? src : '');
    if (!link || link.kind === 'anchor' || !/^(\/|https:)/.test(link.href)) return <span>{alt}</span>;
    return <img src={link.href} alt={alt ?? ''} loading="lazy" />;
  },
  table: ({ children }) => (
    <div className="sf-article-table">
      <table>{children}</table>
    </div>
  ),
};

/** An operator-written article: GitHub-flavoured markdown, highlighted code, anchors on `##`/`###`. */
export const MarkdownArticle = memo(function MarkdownArticle(props: {
  markdown: string;
  hasAnchors?: boolean;
}) {
  const { markdown, hasAnchors = true } = props;
  return (
    <div className="sf-article-body" data-testid={hasAnchors ? 'article-body' : undefined}>
      <Markdown
        remarkPlugins={REMARK}
        rehypePlugins={hasAnchors ? REHYPE : REHYPE_PLAIN}
        components={COMPONENTS}
      >
        {markdown}
      </Markdown>
    </div>
  );
});
