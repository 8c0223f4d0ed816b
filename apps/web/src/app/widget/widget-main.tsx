import '../styles/theme-vars.css';
import '../styles/global.css';
import '../styles/layout.css';
import '../styles/pages.css';
import { i18n } from '../../lib/i18n/i18n';
import { setupI18n } from '../i18n/setup-i18n';

/**
 * The widget's entry (widget.html, its own build: see vite.widget.config.ts). Like the app's entry it imports
 * no React, so it runs as soon as it has arrived and asks for the chat's texts and the site data while the
 * rest of the code is still coming; the chat shows once all three are here.
 */
async function start(): Promise<void> {
  await setupI18n();
  const texts = i18n.loadNamespaces(['chat']);
  const siteData = import('../router/site-data').then(({ ensureSiteIndex }) => ensureSiteIndex());
  const [{ renderWidget }] = await Promise.all([
    import('./widget-app'),
    texts,
    // The chat opens without the site data all the same; SiteSync asks for it again.
    siteData.catch(() => undefined),
  ]);
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  renderWidget(container);
}

void start();
