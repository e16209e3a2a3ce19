import type { StorefrontRuntimeConfig } from '../../storefront/src/runtime-config.ts';
import { storefrontContentSecurityPolicy } from '../storefront-csp.ts';
import type { LocalMount } from './api-server.ts';
import type { StorefrontKeySource } from './storefront-keys.ts';
import { createViteAppMount, ensureViteAppBuilt, viteApp } from './vite-app.ts';

/**
 * The reference storefront on `npm run dev`, at /storefront/<storeId>/ on the API's port, built
 * on start when its sources (or the SDK's, which it bundles) changed (infra/local/vite-app.ts).
 *
 * `config.json?store=<storeId>[&mode=live]` gives the page the store's publishable key, for any
 * store (docs/decisions.md §13.2): a publishable key is public by design; a secret key never
 * leaves the server.
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

const STORE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const createStorefrontMount = (deps: {
  demo: { storeId: string };
  keys: StorefrontKeySource;
  /** The demo store's Stripe publishable key when its test mode takes payments through Stripe. */
  stripePublishableKey?: string | null;
}): LocalMount =>
  createViteAppMount(STOREFRONT_APP, {
    headers: LOCAL_STOREFRONT_HEADERS,
    runtimeJson: async (inner, url) => {
      if (inner !== 'config.json') return undefined;
      const storeId = url.searchParams.get('store')?.toLowerCase() ?? '';
      const mode = url.searchParams.get('mode') === 'live' ? 'live' : 'test';
      if (!STORE_ID.test(storeId)) return null;
      const publishableKey = await deps.keys.publishableKey(storeId, mode);
      if (!publishableKey) return null;
      const config: Omit<StorefrontRuntimeConfig, 'storeId'> = {
        apiBaseUrl: '',
        publishableKey,
        stripePublishableKey:
          storeId === deps.demo.storeId && mode === 'test' ? (deps.stripePublishableKey ?? null) : null,
      };
      return config;
    },
  });

export const storefrontUrl = (base: string, storeId: string): string => `${base}/storefront/${storeId}/`;
