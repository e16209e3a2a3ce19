import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The reference storefront, served under /storefront/ (`npm run dev` serves it at
 * /storefront/<storeId>/). It talks to the API only through `@store-commerce/sdk`, resolved to
 * the SDK's sources here (and in tsconfig.json's paths), as a published copy would be. The
 * build inlines nothing into index.html: the page's CSP allows scripts from 'self' and Stripe.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/storefront/',
  plugins: [react()],
  resolve: {
    alias: { '@store-commerce/sdk': fileURLToPath(new URL('../sdk/src/index.ts', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    sourcemap: false,
    reportCompressedSize: false,
  },
  logLevel: 'warn',
});
