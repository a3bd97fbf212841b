import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { clientChunks, preloadWhatEveryPageLoads } from './scripts/build-chunks.ts';
import { firstPaint } from './scripts/build-first-paint.ts';
import { precompress } from './scripts/build-precompress.ts';

// The API server the dev server proxies to (npm run dev starts both).
const apiTarget = process.env.VITE_API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [react(), preloadWhatEveryPageLoads(), firstPaint(), precompress()],
  resolve: {
    // react-toastify's main entry injects its CSS as a <style> element, which the Content-Security-Policy refuses
    // (style-src 'self'); the unstyled entry is the same code, and client/components/toaster.tsx imports the CSS file.
    alias: [{ find: /^react-toastify$/, replacement: 'react-toastify/unstyled' }],
  },
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    rolldownOptions: { output: { codeSplitting: clientChunks } },
    // ECharts is one lazy chunk of about 560 kB that only the admin dashboard loads (scripts/bundle-report.ts checks).
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/uploads': { target: apiTarget },
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
});
