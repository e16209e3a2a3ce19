import { isZonedShipping, shippingSettingsOf, zonesFromFlatRate } from '../shipping/settings.ts';
import { taxSettingsOf } from '../tax/settings.ts';
import type { StoreRecord } from './types.ts';

/**
 * The client-facing views of a store; the store itself was loaded by authentication. The
 * checkout settings carry the new shapes whichever the store has (docs/decisions.md §12.8).
 */
export const checkoutSettingsView = (store: StoreRecord) => {
  const settings = store.checkoutSettings;
  const tax = taxSettingsOf(settings);
  const shipping = shippingSettingsOf(settings.shipping);
  return {
    storeId: store.storeId,
    currency: settings.currency,
    taxRate: tax.defaultRate,
    tax: { ...tax, rates: [...tax.rates], provider: tax.provider ?? 'table' },
    defaultCountry: settings.defaultCountry ?? null,
    shipping: isZonedShipping(shipping)
      ? { zones: [...shipping.zones] }
      : { ...shipping, zones: [...zonesFromFlatRate(shipping).zones] },
    cartAbandonmentMinutes: settings.cartAbandonmentMinutes,
  };
};

export const brandingView = (store: StoreRecord) => ({
  storeId: store.storeId,
  ...store.branding,
});
