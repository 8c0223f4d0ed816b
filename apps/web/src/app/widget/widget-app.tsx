import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { ChatPage, type TChatAddress } from '../../features/chat/pages/chat-page';
import { useSite } from '../../features/site';
import { closeLoadingOverlay } from '../../lib/loading-overlay';
import { AppProviders } from '../providers/app-providers';
import { SiteSync } from '../site-sync';
import { WidgetErrorBoundary } from './widget-error-boundary';

/** `/chatai/<store>?agent=client` or `/chatai?agent=client`: the addresses the server gives the widget. */
function widgetAddress(): TChatAddress {
  const store = window.location.pathname.split('/')[2];
  return {
    storeuuid: store ? decodeURIComponent(store) : undefined,
    searchParams: new URLSearchParams(window.location.search),
  };
}

const address = widgetAddress();

/** The store's chat in the compact mode, with no router: the widget shows this one page and nothing else. */
function WidgetChat() {
  const { site } = useSite();
  useEffect(closeLoadingOverlay, []);
  return <ChatPage variant="full" address={address} cdnUrl={site.cdnUrl} />;
}

/** Renders the widget into the page's root element. */
export function renderWidget(container: HTMLElement): void {
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <WidgetErrorBoundary>
          <SiteSync />
          <WidgetChat />
        </WidgetErrorBoundary>
      </AppProviders>
    </StrictMode>,
  );
}
