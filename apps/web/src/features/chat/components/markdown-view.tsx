import { FileImageOutlined } from '@ant-design/icons';
import { memo } from 'react';
import Markdown, { type Components } from 'react-markdown';
import rehypeHighlight from 'rehype-highlight';
import remarkGfm from 'remark-gfm';
import { safeImageLink, safeLinkUrl } from '../lib/safe-url';
import { CodeBlock } from './code-block';

const REMARK = [remarkGfm];
// Only fences that name their language are highlighted: guessing would re-run on every streamed chunk.
const REHYPE = [rehypeHighlight];

/**
 * Model output is untrusted (a visitor can steer it): raw HTML is never parsed (react-markdown shows it as
 * text without rehype-raw), links keep only http(s)/mailto, and images show as a link, never loaded.
 */
const COMPONENTS: Components = {
  a: ({ href, children }) =>
    href ? (
      <a href={href} target="_blank" rel="noopener noreferrer nofollow">
        {children}
      </a>
    ) : (
      <span className="sf-md-inert-link">{children}</span>
    ),
  img: ({ src, alt }) => {
    const href = typeof src === 'string' ? src : '';
    const label = alt || href;
    if (!href) return <span className="sf-md-image">{label}</span>;
    return (
      <a className="sf-md-image" href={href} target="_blank" rel="noopener noreferrer nofollow">
        <FileImageOutlined /> {label}
      </a>
    );
  },
  pre: CodeBlock,
  table: ({ children }) => (
    <div className="sf-md-table">
      <table>{children}</table>
    </div>
  ),
};

const transformUrl = (url: string, key: string) => (key === 'src' ? safeImageLink(url) : safeLinkUrl(url));

/** An answer rendered as GitHub-flavoured markdown with highlighted code. */
export const MarkdownView = memo(function MarkdownView({ text }: { text: string }) {
  return (
    <div className="sf-md">
      <Markdown
        remarkPlugins={REMARK}
        rehypePlugins={REHYPE}
        components={COMPONENTS}
        urlTransform={transformUrl}
      >
        {text}
      </Markdown>
    </div>
  );
});
