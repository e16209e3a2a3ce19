import { randomUUID } from 'node:crypto';
import { createTestStore } from '../../support/commerce.ts';
import type { TestTable } from '../../support/dynamo.ts';
import { httpEvent, invoke } from '../../support/http-event.ts';
import { address, call, complete, syncProduct, type TestStore } from './helpers.ts';

/**
 * The stores of the tax-by-region and shipping-zone tests (tax-shipping.test.ts,
 * tax-addresses.test.ts) and the calls they make: checkout settings, shipping options, completion
 * to an address with an option.
 */
export const ZONED = {
  currency: 'USD',
  defaultCountry: 'US',
  tax: {
    pricesIncludeTax: false,
    defaultRate: 0.05,
    rates: [
      { country: 'US', rate: 0.05 },
      { country: 'US', province: 'CA', rate: 0.0725 },
      { country: 'DE', rate: 0.19 },
    ],
    taxShipping: false,
  },
  shipping: {
    zones: [
      {
        name: 'Domestic',
        countries: ['US'],
        options: [
          {
            id: 'us-ground',
            name: 'Ground',
            price: 5,
            freeOverSubtotal: 100,
            minDeliveryDays: 3,
            maxDeliveryDays: 5,
          },
          { id: 'us-express', name: 'Express', price: 20, maxDeliveryDays: 2 },
        ],
      },
      {
        name: 'Europe',
        countries: ['DE', 'FR'],
        options: [{ id: 'eu-standard', name: 'Europe standard', price: 15, maxDeliveryDays: 10 }],
      },
    ],
  },
};

/** A store with the settings, a tee 20.00 and a mug 7.50. */
export const storeWith = async (table: TestTable, settings: Record<string, unknown>) => {
  const store = await createTestStore(table, settings);
  const synced = await syncProduct(store, [
    { price: 20, sku: 'TEE', inventoryQuantity: 100 },
    { price: 7.5, sku: 'MUG', inventoryQuantity: 100 },
  ]);
  const [tee, mug] = synced.variantIds as [string, string];
  return {
    store,
    lines: [
      { variantId: tee, quantity: 1 },
      { variantId: mug, quantity: 1 },
    ],
  };
};

const { handler: storeHandler } = await import('../../../functions/store/handler.ts');
export const checkoutSettings = (store: TestStore) =>
  invoke(
    storeHandler,
    httpEvent('GET', `/api/v1/sdk/store/${store.storeId}/checkout-settings`, {
      headers: { 'X-API-Key': store.keys.pk_test },
    }),
  );

export const options = (store: TestStore, token: string, query: string) =>
  call('GET', `/api/v1/sdk/cart/store/${store.storeId}/shipping-options?${query}`, {
    key: store.keys.pk_test,
    token,
  });

export const completeWith = (
  store: TestStore,
  token: string,
  checkoutId: string,
  to: Record<string, unknown>,
  shippingOptionId?: string,
) =>
  complete(store, token, checkoutId, {
    idempotencyKey: randomUUID(),
    body: {
      paymentToken: 'tok_visa',
      shippingAddress: address(to),
      billingAddress: address(),
      ...(shippingOptionId ? { shippingOptionId } : {}),
    },
  });

export const CALIFORNIA = {
  countryIsoCode: 'US',
  country: 'United States',
  province: 'ca',
  postalCode: '94105',
};
export const GERMANY = { countryIsoCode: 'DE', country: 'Germany', province: null, postalCode: '10115' };
