import { MarkdownArticle } from '../../../../components/markdown/markdown-article';
import '../../../../components/markdown/article-markdown.css';
import '../../../../components/markdown/code-theme.css';

/** The article as the public pages render it (loaded with the editor only, not with the list). */
export function MarkdownPreview({ markdown }: { markdown: string }) {
  return <MarkdownArticle markdown={markdown} hasAnchors={false} />;
}
