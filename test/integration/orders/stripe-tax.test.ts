import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCheckoutCompletion } from '../../../shared/checkout/complete.ts';
import { dynamoCheckoutRepository } from '../../../shared/checkout/dynamo-checkout-repository.ts';
import { ApiError } from '../../../shared/errors.ts';
import { dynamoOrderRepository } from '../../../shared/orders/dynamo-order-repository.ts';
import { dynamoDiscountStore } from '../../../shared/promotions/dynamo-discounts.ts';
import { testPaymentProvider } from '../../../shared/payments/test-provider.ts';
import { storeTaxCalculators } from '../../../shared/checkout/tax-calculators.ts';
import { createTestStore } from '../../support/commerce.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { startFakeStripe, type FakeStripe } from '../../support/fake-stripe.ts';
import { address, startCheckout, syncProduct } from './helpers.ts';

/**
 * Stripe Tax at checkout completion against the fake Stripe (docs/decisions.md §12.10): the
 * official client on the store's connection answers the tax; an outage falls back to the store's
 * rate table and marks the order estimated; a shipping refusal never asks Stripe.
 */
const table = useTestTable();

const storeWith = async (settings: Record<string, unknown>) => {
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

const CALIFORNIA = { countryIsoCode: 'US', country: 'United States', province: 'ca', postalCode: '94105' };
const GERMANY = { countryIsoCode: 'DE', country: 'Germany', province: null, postalCode: '10115' };

describe('Stripe Tax', () => {
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe({ hangMs: 500 });
  });
  afterAll(() => stripe.close());

  const completion = () =>
    createCheckoutCompletion({
      orders: dynamoOrderRepository(table.db, table.tableName),
      checkouts: dynamoCheckoutRepository(table.db, table.tableName),
      discounts: dynamoDiscountStore(table.db, table.tableName),
      payments: () => testPaymentProvider(),
      taxCalculators: storeTaxCalculators({
        stripe: async () => ({ secretKey: 'sk_test_fakeTax', webhookSecret: 'whsec_x', accountId: 'acct_x' }),
        stripeOptions: { apiUrl: stripe.url, timeoutMs: 2000 },
      }),
    });

  it('answers the tax when it is up; an outage falls back to the table and marks the order estimated', async () => {
    // The table says 10 % for Germany, Stripe says 19 %: the figures tell who answered.
    const { store, lines } = await storeWith({
      tax: {
        pricesIncludeTax: false,
        defaultRate: 0,
        rates: [{ country: 'DE', rate: 0.1 }],
        taxShipping: false,
        provider: 'stripe_tax',
      },
      shipping: {
        zones: [{ name: 'EU', countries: ['DE'], options: [{ id: 'eu', name: 'EU', price: 10 }] }],
      },
    });
    const place = async () => {
      const shopper = await startCheckout(store, lines);
      return completion().complete(
        {
          storeId: store.storeId,
          mode: 'test',
          customerId: shopper.customer.customerId,
          checkoutId: shopper.checkoutId,
        },
        {
          paymentToken: 'tok_visa',
          shippingAddress: address(GERMANY) as never,
          billingAddress: address() as never,
          shippingOptionId: 'eu',
        },
        randomUUID(),
      );
    };
    const requestsBefore = stripe.tax.requests.length;
    const byStripe = await place();
    expect(stripe.tax.requests.length).toBe(requestsBefore + 1);
    expect(byStripe.totals.taxTotalMinor).toBe(380 + 143); // 19 % of 20.00 and of 7.50 (Stripe's rounding)
    expect(byStripe.tax).toMatchObject({ estimated: false, source: 'stripe_tax' });

    stripe.tax.down = true;
    try {
      const byTable = await place();
      expect(byTable.totals.taxTotalMinor).toBe(200 + 75);
      expect(byTable.tax).toMatchObject({ estimated: true, source: 'table' });
      expect(byTable.totals.totalAmountMinor).toBe(2750 + 1000 + 275);
    } finally {
      stripe.tax.down = false;
    }
  });

  it('a refusal is still refused before Stripe is asked', async () => {
    const { store, lines } = await storeWith({
      tax: { pricesIncludeTax: false, defaultRate: 0, rates: [], taxShipping: false, provider: 'stripe_tax' },
      shipping: {
        zones: [{ name: 'EU', countries: ['DE'], options: [{ id: 'eu', name: 'EU', price: 10 }] }],
      },
    });
    const shopper = await startCheckout(store, lines);
    const before = stripe.tax.requests.length;
    await expect(
      completion().complete(
        {
          storeId: store.storeId,
          mode: 'test',
          customerId: shopper.customer.customerId,
          checkoutId: shopper.checkoutId,
        },
        {
          paymentToken: 'tok_visa',
          shippingAddress: address(CALIFORNIA) as never,
          billingAddress: address() as never,
        },
        randomUUID(),
      ),
    ).rejects.toSatisfy((error) => error instanceof ApiError && error.errorCode === 'SHIPPING_NOT_AVAILABLE');
    expect(stripe.tax.requests.length).toBe(before);
  });
});
