import 'nprogress/nprogress.css';
import './app/styles/global.css';
import './app/styles/layout.css';
import './app/styles/pages.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setupI18n } from './app/i18n/setup-i18n';

async function start(): Promise<void> {
  await setupI18n();
  const { App } = await import('./app/app');
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
