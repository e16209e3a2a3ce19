import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The dashboard is served under /dashboard/ (by `npm run dev` and by CloudFront), so every
 * asset URL carries that base. The build inlines nothing into index.html: the page's CSP
 * allows scripts and styles from 'self' only.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/dashboard/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Never inline small assets as data: URLs (the CSP has no data: for scripts; keep it simple).
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    sourcemap: false,
    reportCompressedSize: false,
  },
  logLevel: 'warn',
});
