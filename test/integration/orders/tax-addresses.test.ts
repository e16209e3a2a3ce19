import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestTable } from '../../support/dynamo.ts';
import { address, complete, createOrder, orderOf, startCheckout } from './helpers.ts';
import { CALIFORNIA, completeWith, GERMANY, options, storeWith, ZONED } from './tax-shipping-stores.ts';

/**
 * Tax by region through the functions (docs/decisions.md §12.8–§12.10): a store that taxes by
 * state reads the shipping address's state, and prices that include tax or taxed shipping change
 * the figures as documented (zones and options: tax-shipping.test.ts).
 */
const table = useTestTable();

describe('addresses where the store taxes by state', () => {
  let zoned: Awaited<ReturnType<typeof storeWith>>;
  beforeAll(async () => {
    zoned = await storeWith(table, ZONED);
  });
  const detailPaths = (result: { body: { details?: unknown } }) =>
    ((result.body.details ?? []) as Array<{ path: string }>).map((detail) => detail.path);

  it('a state given by its name is taxed at its rate and stored as its code', async () => {
    const { store, lines } = zoned;
    const shopper = await startCheckout(store, lines);
    const paid = await completeWith(
      store,
      shopper.customer.token,
      shopper.checkoutId,
      { ...CALIFORNIA, province: 'California' },
      'us-express',
    );
    expect(paid.status).toBe(201);
    // California's 7.25 %, not the country's 5 %: 1.45 + 0.54.
    expect(orderOf(paid).totals).toMatchObject({ taxTotal: 1.99, totalAmount: 49.49 });
    expect(orderOf(paid).shippingAddress).toMatchObject({ province: 'CA', countryIsoCode: 'US' });

    const placed = await createOrder(
      store,
      shopper.customer.customerId,
      lines.map((line) => ({ productVariantId: line.variantId, quantity: line.quantity })),
      { extra: { shippingAddress: address({ ...CALIFORNIA, province: 'CALIFORNIA' }) } },
    );
    expect(placed.status).toBe(201);
    expect(orderOf(placed).totals).toMatchObject({ taxTotal: 1.99 });
    expect(orderOf(placed).shippingAddress).toMatchObject({ province: 'CA' });
  });

  it('refuses a missing or unknown state and a country code ISO does not assign, reserving nothing', async () => {
    const { store, lines } = zoned;
    const shopper = await startCheckout(store, lines);
    const attempt = (to: Record<string, unknown>) =>
      completeWith(store, shopper.customer.token, shopper.checkoutId, to, 'us-ground');
    for (const province of [null, '', 'Narnia', 'QC']) {
      const refused = await attempt({ ...CALIFORNIA, province });
      expect([refused.status, refused.body.errorCode]).toEqual([400, 'INVALID_REQUEST']);
      expect(detailPaths(refused)).toEqual(['body.shippingAddress.province']);
    }
    const nowhere = await attempt({ ...CALIFORNIA, countryIsoCode: 'ZZ' });
    expect([nowhere.status, nowhere.body.errorCode]).toEqual([400, 'INVALID_REQUEST']);
    expect(detailPaths(nowhere)).toEqual(['body.shippingAddress.countryIsoCode']);
    // A billing address in that country needs its state too.
    const billing = await complete(store, shopper.customer.token, shopper.checkoutId, {
      idempotencyKey: randomUUID(),
      body: {
        paymentToken: 'tok_visa',
        shippingAddress: address(CALIFORNIA),
        billingAddress: address({ ...CALIFORNIA, province: null }),
        shippingOptionId: 'us-ground',
      },
    });
    expect([billing.status, detailPaths(billing)]).toEqual([400, ['body.billingAddress.province']]);

    const unplaced = await createOrder(
      store,
      shopper.customer.customerId,
      lines.map((line) => ({ productVariantId: line.variantId, quantity: line.quantity })),
      { extra: { shippingAddress: address({ ...CALIFORNIA, province: null }) } },
    );
    expect([unplaced.status, unplaced.body.errorCode]).toEqual([400, 'INVALID_REQUEST']);
    expect(detailPaths(unplaced)).toEqual(['body.shippingAddress.province']);
    const foreign = await createOrder(
      store,
      shopper.customer.customerId,
      lines.map((line) => ({ productVariantId: line.variantId, quantity: line.quantity })),
      { extra: { billingAddress: address({ countryIsoCode: 'ZZ' }) } },
    );
    expect([foreign.status, detailPaths(foreign)]).toEqual([400, ['body.billingAddress.countryIsoCode']]);

    // Nothing was reserved: the checkout still completes with a state.
    expect((await attempt(CALIFORNIA)).status).toBe(201);
  });
});

describe('inclusive prices, taxed shipping, and old flat settings', () => {
  it('prices that include tax: the tax is inside each line and the shipping, the total is not raised', async () => {
    const { store, lines } = await storeWith(table, {
      tax: {
        pricesIncludeTax: true,
        defaultRate: 0,
        rates: [{ country: 'GB', rate: 0.2 }],
        taxShipping: true,
      },
      shipping: {
        zones: [{ name: 'UK', countries: ['GB'], options: [{ id: 'uk', name: 'Royal Mail', price: 6 }] }],
      },
    });
    const shopper = await startCheckout(store, lines);
    const order = orderOf(await completeWith(store, shopper.customer.token, shopper.checkoutId, {}, 'uk'));
    // 20.00 holds 3.33, 7.50 holds 1.25, shipping 6.00 holds 1.00.
    expect(order.totals).toEqual({
      subtotal: 27.5,
      discountTotal: 0,
      shippingTotal: 6,
      taxTotal: 5.58,
      totalAmount: 33.5,
    });
    expect(order.tax).toMatchObject({ pricesIncludeTax: true, shipping: 1 });
  });

  it('exclusive prices with taxed shipping add the shipping tax to the total', async () => {
    const { store, lines } = await storeWith(table, {
      tax: { pricesIncludeTax: false, defaultRate: 0.1, rates: [], taxShipping: true },
      shipping: {
        zones: [{ name: 'All', countries: ['*'], options: [{ id: 'std', name: 'Standard', price: 5 }] }],
      },
    });
    const shopper = await startCheckout(store, lines);
    const order = orderOf(
      await completeWith(store, shopper.customer.token, shopper.checkoutId, GERMANY, 'std'),
    );
    // 2.00 + 0.75 on the goods, 0.50 on shipping.
    expect(order.totals).toMatchObject({ shippingTotal: 5, taxTotal: 3.25, totalAmount: 35.75 });
    expect(order.tax).toMatchObject({ pricesIncludeTax: false, shipping: 0.5 });
  });

  it('a store with the old flat rate: no option needed, the same figures as before', async () => {
    const { store, lines } = await storeWith(table, {
      taxRate: 0.1,
      shipping: { flatRate: 5, freeShippingThreshold: 100 },
    });
    const shopper = await startCheckout(store, lines);
    const listed = await options(store, shopper.customer.token, 'country=JP');
    expect(listed.body.data).toMatchObject({ zone: 'Everywhere', options: [{ id: 'standard', price: 5 }] });
    const order = orderOf(await completeWith(store, shopper.customer.token, shopper.checkoutId, GERMANY));
    expect(order.totals).toEqual({
      subtotal: 27.5,
      discountTotal: 0,
      shippingTotal: 5,
      taxTotal: 2.75,
      totalAmount: 35.25,
    });
    expect(order.shippingOption).toMatchObject({ id: 'standard', price: 5, maxDeliveryDays: null });
  });
});
