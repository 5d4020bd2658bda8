import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdStyles } from './build/antd-styles';
import { bundleReport } from './build/bundle-report';
import { consoleChunks } from './build/console-chunk';
import { contractCalls } from './build/contract-calls';
import { decorativeIcons } from './build/decorative-icons';
import { lazyAntdParts } from './build/lazy-antd-parts';
import { staticLogin } from './build/login-html';
import { precompress } from './build/precompress';
import { zodWithoutJsonSchema } from './build/zod-without-json-schema';

const server = 'http://localhost:8080';

export default defineConfig({
  // Builds the same from any working directory: root, and so `dist`, are this folder.
  root: import.meta.dirname,
  plugins: [
    react(),
    antdStyles(),
    decorativeIcons(),
    contractCalls(),
    lazyAntdParts(),
    zodWithoutJsonSchema(),
    staticLogin(),
    bundleReport(),
    precompress(),
  ],
  // The dev server's pre-bundled antd draws its icons through the same wrapper as the build.
  optimizeDeps: { rolldownOptions: { plugins: [decorativeIcons()] } },
  server: {
    proxy: {
      '/api': server,
      '/rpc': server,
      '/healthz': server,
      '/readyz': server,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: consoleChunks(import.meta.dirname) } },
    },
  },
});
