import type { StorefrontRuntimeConfig } from './runtime-config.ts';

/**
 * What the storefront learns at run time (docs/decisions.md §13.2): the store is the first path
 * segment after /storefront/, and its publishable key comes from `config.json?store=<storeId>`
 * (which `npm run dev` serves for its demo store) or from `?key=pk_…` in the first URL (then kept in
 * this tab). A secret key is refused: it must never reach a browser.
 */
export const BASE = import.meta.env.BASE_URL; // '/storefront/'

export const storeIdFromPath = (pathname: string): string | null => {
  const rest = pathname.startsWith(BASE) ? pathname.slice(BASE.length) : '';
  const id = rest.split('/')[0] ?? '';
  return /^[0-9a-f-]{36}$/i.test(id) ? id.toLowerCase() : null;
};

const keyStorage = (storeId: string) => `storefront.key.${storeId}`;

export const loadRuntimeConfig = async (): Promise<StorefrontRuntimeConfig> => {
  const storeId = storeIdFromPath(location.pathname);
  if (!storeId) throw new Error('Open the shop at /storefront/<storeId>/.');
  const url = new URL(location.href);
  const given = url.searchParams.get('key');
  if (given) {
    if (!given.startsWith('pk_'))
      throw new Error('Only a publishable key (pk_…) may be used in a storefront.');
    sessionStorage.setItem(keyStorage(storeId), given);
    url.searchParams.delete('key');
    history.replaceState(null, '', url);
  }
  const response = await fetch(`${BASE}config.json?store=${storeId}`, { cache: 'no-store' });
  const served = response.ok ? ((await response.json()) as Partial<StorefrontRuntimeConfig>) : {};
  const publishableKey = sessionStorage.getItem(keyStorage(storeId)) ?? served.publishableKey;
  if (!publishableKey) throw new Error('This shop has no publishable key: open it with ?key=pk_… once.');
  return {
    apiBaseUrl: served.apiBaseUrl ?? '',
    storeId,
    publishableKey,
    stripePublishableKey: served.stripePublishableKey ?? null,
  };
};
