import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildIdPlugin, createBuildId } from './build/build-id-plugin.ts';

/** The API server in dev and preview; override with API_TARGET to point elsewhere. */
const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:8080';
const proxied = ['/api', '/storage', '/builds', '/healthz'];
const buildId = createBuildId();

export default defineConfig(({ command }) => {
  // A build is what visitors download: React's production build whatever NODE_ENV the shell has (the
  // development value .env.example suggests for the server must not reach the bundle). `npm run dev` serves.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [react(), buildIdPlugin(buildId)],
    define: { __BUILD_ID__: JSON.stringify(buildId) },
    resolve: {
      alias: {
        '@storefront/shared': fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url)),
      },
    },
    server: {
      proxy: Object.fromEntries(
        proxied.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: false }]),
      ),
    },
  };
});
