import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { useSite } from '../../features/site';
import { type TWorkspaceChrome, WorkspaceChromeContext } from '../../features/store-workspace';
import { AreaPicker } from './area-picker';

/** The chat's markdown renderer (raw HTML never parsed, links and images made safe) with its styles. */
const LazyMarkdown = lazy(() =>
  Promise.all([
    import('../../features/chat/components/markdown-view'),
    import('../../features/chat/styles/markdown.css'),
    import('../../components/markdown/code-theme.css'),
  ]).then(([m]) => ({ default: m.MarkdownView })),
);

function Markdown({ text }: { text: string }) {
  return (
    <Suspense fallback={<div className="sf-md is-plain">{text}</div>}>
      <LazyMarkdown text={text} />
    </Suspense>
  );
}

/** Hands the store workspace the area picker, the safe markdown and the site's upload limits and CDN base. */
export function WorkspaceChrome({ children }: { children: ReactNode }) {
  const { site } = useSite();
  const chrome = useMemo<TWorkspaceChrome>(
    () => ({ AreaPicker, Markdown, cdnUrl: site.cdnUrl, upload: site.upload }),
    [site.cdnUrl, site.upload],
  );
  return <WorkspaceChromeContext.Provider value={chrome}>{children}</WorkspaceChromeContext.Provider>;
}
