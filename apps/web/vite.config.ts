import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildIdPlugin, createBuildId } from './build/build-id-plugin.ts';

/** The API server in dev and preview; override with API_TARGET to point elsewhere. */
const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:8080';
const proxied = ['/api', '/storage', '/builds', '/healthz'];
const buildId = createBuildId();

export default defineConfig({
  plugins: [react(), buildIdPlugin(buildId)],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  resolve: {
    alias: {
      '@storefront/shared': fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url)),
    },
  },
  server: {
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: false }])),
  },
  build: {
    chunkSizeWarningLimit: 1200,
    rollupOptions: {
      output: {
        manualChunks(id: string) {
          if (!id.includes('node_modules')) return undefined;
          if (/node_modules\/(react|react-dom|react-router|scheduler)\//.test(id)) return 'react';
          if (id.includes('node_modules/@ant-design/x')) return 'antd-x';
          if (/node_modules\/(antd|@ant-design|@rc-component|rc-[^/]+)\//.test(id)) return 'antd';
          return undefined;
        },
      },
    },
  },
});
