import type { StorefrontRuntimeConfig } from './runtime-config.ts';

/**
 * What the storefront learns at run time (docs/decisions.md §13.2): the store is the first path
 * segment after /storefront/, and its publishable key comes from `config.json?store=<storeId>`
 * (which `npm run dev` serves for every store: its test-mode key, or its live one when the first
 * URL says `?mode=live`) or from `?key=pk_…` in the first URL. Both are kept in this tab. A secret
 * key is refused: it must never reach a browser.
 */
export const BASE = import.meta.env.BASE_URL; // '/storefront/'

export const storeIdFromPath = (pathname: string): string | null => {
  const rest = pathname.startsWith(BASE) ? pathname.slice(BASE.length) : '';
  const id = rest.split('/')[0] ?? '';
  return /^[0-9a-f-]{36}$/i.test(id) ? id.toLowerCase() : null;
};

const keyStorage = (storeId: string) => `storefront.key.${storeId}`;
const modeStorage = (storeId: string) => `storefront.mode.${storeId}`;

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
  }
  const mode = url.searchParams.get('mode');
  if (mode === 'live' || mode === 'test') {
    sessionStorage.setItem(modeStorage(storeId), mode);
    url.searchParams.delete('mode');
  }
  if (url.href !== location.href) history.replaceState(null, '', url);
  const live = sessionStorage.getItem(modeStorage(storeId)) === 'live';
  const response = await fetch(`${BASE}config.json?store=${storeId}${live ? '&mode=live' : ''}`, {
    cache: 'no-store',
  });
  const served = response.ok ? ((await response.json()) as Partial<StorefrontRuntimeConfig>) : {};
  const publishableKey = sessionStorage.getItem(keyStorage(storeId)) ?? served.publishableKey;
  if (!publishableKey)
    throw new Error(
      `This shop has no ${live ? 'live ' : ''}publishable key: make one on the dashboard's API keys page, or open the shop with ?key=pk_… once.`,
    );
  return {
    apiBaseUrl: served.apiBaseUrl ?? '',
    storeId,
    publishableKey,
    stripePublishableKey: served.stripePublishableKey ?? null,
  };
};
