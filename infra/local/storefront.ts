import type { StorefrontRuntimeConfig } from '../../storefront/src/runtime-config.ts';
import { storefrontContentSecurityPolicy } from '../storefront-csp.ts';
import type { LocalMount } from './api-server.ts';
import { createViteAppMount, ensureViteAppBuilt, viteApp } from './vite-app.ts';

/**
 * The reference storefront on `npm run dev`, at /storefront/<storeId>/ on the API's port, built
 * on start when its sources (or the SDK's, which it bundles) changed (infra/local/vite-app.ts).
 *
 * `config.json?store=<storeId>` gives the page its publishable key for the demo store only
 * (docs/decisions.md §13.2): a publishable key is public by design; a secret key never leaves
 * the server. Another store's page is opened once with `?key=pk_…`.
 */
export const STOREFRONT_APP = viteApp('storefront', ['sdk/src', 'infra/local/storefront.ts']);

export const ensureStorefrontBuilt = (): Promise<{ built: boolean; ms: number }> =>
  ensureViteAppBuilt(STOREFRONT_APP);

const LOCAL_STOREFRONT_HEADERS: Record<string, string> = {
  'content-security-policy': storefrontContentSecurityPolicy(),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
};

export const createStorefrontMount = (deps: {
  demo: { storeId: string; publishableKey: string };
  /** The demo store's Stripe publishable key when its test mode takes payments through Stripe. */
  stripePublishableKey?: string | null;
}): LocalMount =>
  createViteAppMount(STOREFRONT_APP, {
    headers: LOCAL_STOREFRONT_HEADERS,
    runtimeJson: (inner, url) => {
      if (inner !== 'config.json') return undefined;
      if (url.searchParams.get('store')?.toLowerCase() !== deps.demo.storeId) return null;
      const config: Omit<StorefrontRuntimeConfig, 'storeId'> = {
        apiBaseUrl: '',
        publishableKey: deps.demo.publishableKey,
        stripePublishableKey: deps.stripePublishableKey ?? null,
      };
      return config;
    },
  });

export const storefrontUrl = (base: string, storeId: string): string => `${base}/storefront/${storeId}/`;
