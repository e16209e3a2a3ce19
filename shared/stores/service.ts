import type { StoreRecord } from './types.ts';

/** The client-facing views of a store; the store itself was loaded by authentication. */
export const checkoutSettingsView = (store: StoreRecord) => ({
  storeId: store.storeId,
  ...store.checkoutSettings,
});

export const brandingView = (store: StoreRecord) => ({
  storeId: store.storeId,
  ...store.branding,
});
