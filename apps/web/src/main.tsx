import './app/styles/theme-vars.css';
import './app/styles/global.css';
import './app/styles/layout.css';
import './app/styles/pages.css';
import { startFirstPageRequests } from './app/head-start';
import { setupI18n } from './app/i18n/setup-i18n';

// The entry imports no React: so it runs as soon as it has arrived, while the framework's chunk, the largest,
// is still coming, and the first page's requests start from here.
async function start(): Promise<void> {
  await setupI18n();
  startFirstPageRequests();
  const { renderApp } = await import('./app/app');
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  renderApp(container);
}

void start();
