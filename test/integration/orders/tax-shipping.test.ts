import { beforeAll, describe, expect, it } from 'vitest';
import { CLI } from '../../../shared/audit/entries.ts';
import { ApiError } from '../../../shared/errors.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { outboxEvents } from '../../support/outbox.ts';
import { dynamoAdminServices } from '../../../functions/compose/admin-services.ts';
import { address, call, createOrder, orderOf, setStatus, startCheckout } from './helpers.ts';
import {
  CALIFORNIA,
  checkoutSettings,
  completeWith,
  GERMANY,
  options,
  storeWith,
  ZONED,
} from './tax-shipping-stores.ts';

/**
 * Tax by region and shipping zones end to end through the functions (docs/decisions.md
 * §12.8–§12.10): settings, the cart's estimates and shipping options, completion with the chosen
 * option and tax from the shipping address (addresses taxed by state and inclusive prices:
 * tax-addresses.test.ts; Stripe Tax and its fallback: stripe-tax.test.ts).
 */
const table = useTestTable();

describe('settings', () => {
  it('the admin API validates zones and rates with clear 400s, and checkout-settings answers the new shapes', async () => {
    const { store } = await storeWith(table, {
      taxRate: 0.1,
      shipping: { flatRate: 5, freeShippingThreshold: 100 },
    });
    const old = await checkoutSettings(store);
    // Old flat settings: unchanged, and mapped as a default rate and one zone for every country.
    expect(old.body.data).toMatchObject({
      taxRate: 0.1,
      tax: { defaultRate: 0.1, rates: [], pricesIncludeTax: false, taxShipping: false, provider: 'table' },
      shipping: {
        flatRate: 5,
        freeShippingThreshold: 100,
        zones: [{ countries: ['*'], options: [{ id: 'standard', price: 5, freeOverSubtotal: 100 }] }],
      },
      defaultCountry: null,
    });

    // The admin API's and the CLI's service (the route only parses the body first).
    const { admin } = dynamoAdminServices(table.db, table.tableName);
    const put = async (checkoutSettings: Record<string, unknown>) => {
      try {
        await admin.updateStore(CLI, store.storeId, { checkoutSettings } as never);
        return { status: 200, body: {} as { errorCode?: string; details?: unknown } };
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        return { status: 400, body: { errorCode: error.errorCode, details: error.details } };
      }
    };
    const twice = await put({
      shipping: {
        zones: [
          { name: 'A', countries: ['US'], options: [{ id: 'a', name: 'A', price: 1 }] },
          { name: 'B', countries: ['us'], options: [{ id: 'a', name: 'B', price: 2 }] },
        ],
      },
    });
    expect(twice.status).toBe(400);
    expect(twice.body.errorCode).toBe('INVALID_REQUEST');
    expect(twice.body.details).toEqual(
      expect.arrayContaining([
        { path: 'body.checkoutSettings.shipping.zones.1.countries', message: 'US is in two zones' },
        { path: 'body.checkoutSettings.shipping.zones.1.options.0.id', message: 'Option id a is used twice' },
      ]),
    );
    const badRate = await put({ tax: { ...ZONED.tax, rates: [{ country: 'USA', rate: 2 }] } });
    expect(badRate.status).toBe(400);
    // A country ISO does not assign, or a province its country does not have, would never match.
    const nowhere = await put({ tax: { ...ZONED.tax, rates: [{ country: 'ZZ', rate: 0.1 }] } });
    expect([nowhere.status, nowhere.body.details]).toEqual([
      400,
      [expect.objectContaining({ path: 'body.checkoutSettings.tax.rates.0.country' })],
    ]);
    const noZone = await put({
      shipping: { zones: [{ name: 'Z', countries: ['ZZ'], options: [] }] },
      defaultCountry: 'zz',
    });
    expect(noZone.body.details).toEqual([
      expect.objectContaining({ path: 'body.checkoutSettings.defaultCountry' }),
      expect.objectContaining({ path: 'body.checkoutSettings.shipping.zones.0.countries.0' }),
    ]);
    const typo = await put({
      tax: { ...ZONED.tax, rates: [{ country: 'US', province: 'Californa', rate: 0.0725 }] },
    });
    expect([typo.status, typo.body.details]).toEqual([
      400,
      [expect.objectContaining({ path: 'body.checkoutSettings.tax.rates.0.province' })],
    ]);
    const both = await put({ shipping: { flatRate: 5, freeShippingThreshold: null, zones: [] } });
    expect(both.status).toBe(400);

    const saved = await put({ tax: ZONED.tax, shipping: ZONED.shipping, defaultCountry: 'us' });
    expect(saved.status).toBe(200);
    const now = await checkoutSettings(store);
    expect(now.body.data).toMatchObject({
      taxRate: 0.05,
      defaultCountry: 'US',
      tax: { defaultRate: 0.05, rates: ZONED.tax.rates },
      shipping: { zones: [{ name: 'Domestic' }, { name: 'Europe' }] },
    });
    expect((now.body.data as { shipping: object }).shipping).not.toHaveProperty('flatRate');
  });
});

describe('a store with zones and regional rates', () => {
  let zoned: Awaited<ReturnType<typeof storeWith>>;
  beforeAll(async () => {
    zoned = await storeWith(table, ZONED);
  });

  it('two shoppers in two countries: their options, the tax of their address and the chosen option', async () => {
    const { store, lines } = zoned;
    const us = await startCheckout(store, lines);
    const de = await startCheckout(store, lines);

    // Before an address: the default country's rate (5 %) and its cheapest option (Ground, 5.00).
    const cart = await call('GET', `/api/v1/sdk/cart/${store.storeId}`, {
      key: store.keys.pk_test,
      token: us.customer.token,
    });
    expect(cart.body.data).toMatchObject({ subtotal: 27.5, estimatedShipping: 5, estimatedTax: 1.38 });

    const usOptions = await options(store, us.customer.token, 'country=us&province=CA');
    expect(usOptions.status).toBe(200);
    expect(usOptions.body.data).toMatchObject({
      country: 'US',
      province: 'CA',
      zone: 'Domestic',
      options: [
        { id: 'us-ground', price: 5, regularPrice: 5, minDeliveryDays: 3, maxDeliveryDays: 5 },
        { id: 'us-express', price: 20, maxDeliveryDays: 2 },
      ],
    });
    const deOptions = await options(store, de.customer.token, 'country=DE');
    expect(deOptions.body.data).toMatchObject({
      zone: 'Europe',
      options: [{ id: 'eu-standard', price: 15 }],
    });

    const usOrder = orderOf(
      await completeWith(store, us.customer.token, us.checkoutId, CALIFORNIA, 'us-express'),
    );
    // California 7.25 % per line: 1.45 + 0.54 (0.54375); express 20.00, untaxed.
    expect(usOrder.totals).toEqual({
      subtotal: 27.5,
      discountTotal: 0,
      shippingTotal: 20,
      taxTotal: 1.99,
      totalAmount: 49.49,
    });
    expect(usOrder).toMatchObject({
      taxEstimated: false,
      shippingOption: { id: 'us-express', name: 'Express', price: 20, maxDeliveryDays: 2 },
      tax: { pricesIncludeTax: false, estimated: false, shipping: 0 },
    });
    expect((usOrder.tax as { items: Array<{ amount: number }> }).items.map((i) => i.amount).sort()).toEqual([
      0.54, 1.45,
    ]);

    const deResult = await completeWith(store, de.customer.token, de.checkoutId, GERMANY, 'eu-standard');
    expect(deResult.status).toBe(201);
    const deOrder = orderOf(deResult);
    // Germany 19 %: 3.80 + 1.42 (1.425, half-even); shipping 15.00.
    expect(deOrder.totals).toMatchObject({ shippingTotal: 15, taxTotal: 5.22, totalAmount: 47.72 });

    const created = (await outboxEvents(table, store.storeId, 'order.created')).find(
      (event) => (event.data as { orderId?: string }).orderId === deOrder.orderId,
    );
    expect(created?.data).toMatchObject({
      shippingOption: { id: 'eu-standard', maxDeliveryDays: 10 },
      tax: { items: expect.arrayContaining([{ itemId: expect.any(String), amount: 3.8 }]) },
      taxEstimated: false,
    });

    // order.shipped promises the option's maxDeliveryDays after the shipment.
    expect(
      (await setStatus(store, deOrder.orderId, { status: 'shipped', trackingNumber: 'DE1' })).status,
    ).toBe(200);
    const shipped = (await outboxEvents(table, store.storeId, 'order.shipped')).find(
      (event) => (event.data as { orderId?: string }).orderId === deOrder.orderId,
    );
    const data = shipped!.data as { shippedAt: string; estimatedDeliveryAt: string };
    expect(Date.parse(data.estimatedDeliveryAt) - Date.parse(data.shippedAt)).toBe(10 * 24 * 3600 * 1000);
  });

  it('an order the store server places (POST /orders) is taxed for its address and ships with its zone', async () => {
    const { store, lines } = zoned;
    const shopper = await startCheckout(store, lines);
    const placed = await createOrder(
      store,
      shopper.customer.customerId,
      lines.map((line) => ({ productVariantId: line.variantId, quantity: line.quantity })),
      { extra: { shippingAddress: address(CALIFORNIA) } },
    );
    expect(placed.status).toBe(201);
    // 7.25 % per line (1.45 + 0.54), Ground (the cheapest) 5.00.
    expect(orderOf(placed).totals).toMatchObject({ shippingTotal: 5, taxTotal: 1.99, totalAmount: 34.49 });
  });

  it('refuses a country with no zone, a missing option and an option of another zone, writing nothing', async () => {
    const { store, lines } = zoned;
    const shopper = await startCheckout(store, lines);
    const japan = await options(store, shopper.customer.token, 'country=JP');
    expect([japan.status, japan.body.errorCode]).toEqual([400, 'SHIPPING_NOT_AVAILABLE']);
    const badCountry = await options(store, shopper.customer.token, 'country=Japan');
    expect([badCountry.status, badCountry.body.errorCode]).toEqual([400, 'INVALID_REQUEST']);
    const noCountry = await options(store, shopper.customer.token, 'country=ZZ');
    expect([noCountry.status, noCountry.body.errorCode]).toEqual([400, 'INVALID_REQUEST']);

    const jp = { countryIsoCode: 'JP', country: 'Japan', province: null };
    const refusals = [
      [
        await completeWith(store, shopper.customer.token, shopper.checkoutId, jp, 'us-ground'),
        'SHIPPING_NOT_AVAILABLE',
      ],
      [
        await completeWith(store, shopper.customer.token, shopper.checkoutId, CALIFORNIA),
        'SHIPPING_OPTION_REQUIRED',
      ],
      [
        await completeWith(store, shopper.customer.token, shopper.checkoutId, CALIFORNIA, 'eu-standard'),
        'INVALID_SHIPPING_OPTION',
      ],
    ] as const;
    for (const [result, code] of refusals)
      expect([result.status, result.body.errorCode]).toEqual([400, code]);
    // Nothing was reserved: the checkout still completes.
    const paid = await completeWith(
      store,
      shopper.customer.token,
      shopper.checkoutId,
      CALIFORNIA,
      'us-ground',
    );
    expect(paid.status).toBe(201);
    expect(orderOf(paid).orderNumber).toBeDefined();
  });
});
