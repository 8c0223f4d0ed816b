import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { useSite } from '../../features/site';
import { NotFoundPage } from '../pages/not-found-page';

export type TContentKind = 'demo' | 'example' | 'guide' | 'instructions' | 'article' | 'md' | 'overflow';

/** An unknown article or document shows the app's 404 page with the address asked for. */
function NotFound({ path }: { path?: string }) {
  return <NotFoundPage path={path} />;
}

/** `/demo`: the demo page with the default store's own page (features/stores) and its widget. */
async function loadDemo(): Promise<ComponentType> {
  const [page, stores] = await Promise.all([
    import('../../features/content/pages/demo-page'),
    import('../../features/stores'),
  ]);
  return function DemoRoute() {
    const { site, chat } = useSite();
    const storeuuid = chat.storeuuid ?? '';
    return (
      <page.DemoPage
        storeuuid={storeuuid}
        storeProfile={<stores.StoreProfile storeuuid={storeuuid} cdnUrl={site.cdnUrl} />}
      />
    );
  };
}

/** `/md?doc=name` shows one document; `/md` alone lists them all. */
async function loadDocuments(): Promise<ComponentType> {
  const [{ ArticlePage }, { DocumentsPage }] = await Promise.all([
    import('../../features/content/pages/article-page'),
    import('../../features/content/pages/documents-page'),
  ]);
  return function DocumentsRoute() {
    const [searchParams] = useSearchParams();
    return searchParams.has('doc') ? <ArticlePage kind="doc" NotFound={NotFound} /> : <DocumentsPage />;
  };
}

/**
 * Composes the content pages: the 404 page for unknown articles comes from the app, the demo store's page
 * from features/stores (features do not import each other).
 */
export async function loadContentPage(kind: TContentKind): Promise<ComponentType> {
  if (kind === 'demo') return loadDemo();
  if (kind === 'overflow') return (await import('../../features/content/pages/overflow-page')).OverflowPage;
  if (kind === 'instructions') {
    return (await import('../../features/content/pages/help-centre-page')).HelpCentrePage;
  }
  if (kind === 'example') {
    const { ExamplePage } = await import('../../features/content/pages/example-page');
    return function ExampleRoute() {
      return <ExamplePage NotFound={NotFound} />;
    };
  }
  if (kind === 'md') return loadDocuments();
  const { ArticlePage } = await import('../../features/content/pages/article-page');
  const articleKind = kind === 'guide' ? 'guide' : 'instructions';
  return function ArticleRoute() {
    return <ArticlePage kind={articleKind} NotFound={NotFound} />;
  };
}
