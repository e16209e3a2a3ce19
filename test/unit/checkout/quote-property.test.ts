import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartRecord } from '../../../shared/carts/types.ts';
import { createCheckoutCompletion } from '../../../shared/checkout/complete.ts';
import { completeCheckoutSchema, quoteCheckoutSchema } from '../../../shared/checkout/schemas.ts';
import { buildCheckoutRecord } from '../../../shared/checkout/start.ts';
import { isApiError } from '../../../shared/errors.ts';
import { pricingRules } from '../../../shared/pricing.ts';
import type { DiscountRecord } from '../../../shared/promotions/ports.ts';
import { discountRule, type DiscountDefinition } from '../../../shared/promotions/types.ts';
import { checkoutSettingsSchema } from '../../../shared/stores/types.ts';
import { toMinorUnits } from '../../../shared/util/money.ts';
import { testAddress } from '../../support/address.ts';
import { variantRecord } from '../../support/variant-record.ts';
import { fakeCheckoutRepository, fakeOrderReads, newWorld } from './fakes.ts';
import { clock, CUSTOMER, NOW, recordingProvider, STORE } from './fixtures.ts';

/**
 * The amount shown is the amount charged (docs/decisions.md §12.12): over random carts, codes,
 * addresses and options, the quote and the completion that sends its total agree: both refuse
 * with the same error, or the order's totals and the charge are the quote's to the cent, and the
 * totals add up.
 */
const settingsFor = (pricesIncludeTax: boolean, taxShipping: boolean) =>
  checkoutSettingsSchema.parse({
    currency: 'USD',
    taxRate: 0,
    cartAbandonmentMinutes: 60,
    defaultCountry: 'US',
    tax: {
      pricesIncludeTax,
      defaultRate: 0.05,
      rates: [
        { country: 'US', province: 'CA', rate: 0.0725 },
        { country: 'US', province: 'NY', rate: 0.08875 },
        { country: 'US', rate: 0 },
        { country: 'GB', rate: 0.2 },
      ],
      taxShipping,
    },
    shipping: {
      zones: [
        {
          name: 'US',
          countries: ['US'],
          options: [
            { id: 'standard', name: 'Standard', price: 5.99, freeOverSubtotal: 75 },
            { id: 'express', name: 'Express', price: 14.99, maxDeliveryDays: 2 },
          ],
        },
        { name: 'UK', countries: ['GB'], options: [{ id: 'royal-mail', name: 'Royal Mail', price: 3.5 }] },
        { name: 'Pickup', countries: ['DE'], options: [] },
      ],
    },
  });

const PRODUCTS = ['p-tee', 'p-mug', 'p-cap'];

const lineArb = fc.record({
  product: fc.integer({ min: 0, max: PRODUCTS.length - 1 }),
  unitPriceMinor: fc.integer({ min: 1, max: 50_000 }),
  quantity: fc.integer({ min: 1, max: 5 }),
});

const codeArb: fc.Arbitrary<DiscountDefinition | null> = fc.option(
  fc.record({
    code: fc.constant('SAVE'),
    type: fc.constantFrom('percentage', 'fixed_amount', 'free_shipping'),
    value: fc.integer({ min: 1, max: 10_000 }).map((cents) => cents / 100),
    minimumSubtotal: fc.option(fc.integer({ min: 1, max: 200 }), { nil: null }),
    appliesTo: fc.option(
      fc.record({ productIds: fc.subarray(PRODUCTS, { minLength: 1 }), categories: fc.constant(null) }),
      { nil: null },
    ),
    startsAt: fc.constant(null),
    endsAt: fc.option(fc.constantFrom('2025-12-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z'), { nil: null }),
    usageLimit: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
    usageLimitPerCustomer: fc.constant(null),
    isEnabled: fc.constantFrom(true, true, true, false),
  }) as fc.Arbitrary<DiscountDefinition>,
  { nil: null },
);

const addressArb = fc.constantFrom(
  testAddress({ countryIsoCode: 'US', country: 'United States', province: 'CA', postalCode: '94103' }),
  testAddress({ countryIsoCode: 'US', country: 'United States', province: 'NY', postalCode: '10001' }),
  testAddress({ countryIsoCode: 'US', country: 'United States', province: 'TX', postalCode: '73301' }),
  testAddress(),
  testAddress({ countryIsoCode: 'DE', country: 'Germany', postalCode: '10115' }),
  testAddress({ countryIsoCode: 'JP', country: 'Japan', postalCode: '100-0001' }),
);

const optionArb = fc.option(fc.constantFrom('standard', 'express', 'royal-mail', 'nope'), { nil: undefined });

const scenarioArb = fc.record({
  lines: fc.array(lineArb, { minLength: 1, maxLength: 5 }),
  code: codeArb,
  timesUsed: fc.integer({ min: 0, max: 1 }),
  pricesIncludeTax: fc.boolean(),
  taxShipping: fc.boolean(),
  address: addressArb,
  option: optionArb,
});

type Scenario = typeof scenarioArb extends fc.Arbitrary<infer T> ? T : never;

const outcome = async <T>(work: Promise<T>) =>
  work.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => {
      if (!isApiError(error)) throw error;
      return { ok: false as const, code: error.errorCode, reason: error.fields?.reason };
    },
  );

const run = async (scenario: Scenario) => {
  const world = newWorld();
  const settings = settingsFor(scenario.pricesIncludeTax, scenario.taxShipping);
  const rules = pricingRules(settings);
  const at = NOW.toISOString();
  const checkoutId = randomUUID();
  const items = scenario.lines.map((line, index) => {
    const variantId = `v-${index}`;
    world.variants.set(variantId, variantRecord({ variantId, storeId: STORE, inventoryQuantity: 100 }));
    return {
      id: randomUUID(),
      productVariantId: variantId,
      productId: PRODUCTS[line.product]!,
      externalId: `ext-${index}`,
      externalVariantId: `extv-${index}`,
      productTitle: `Product ${index}`,
      variantTitle: 'One',
      sku: null,
      imageUrl: null,
      quantity: line.quantity,
      unitPriceMinor: line.unitPriceMinor,
      originalUnitPriceMinor: line.unitPriceMinor,
      addedAt: at,
      updatedAt: null,
    };
  });
  const record: DiscountRecord | undefined = scenario.code
    ? {
        ...scenario.code,
        discountId: randomUUID(),
        storeId: STORE,
        mode: 'test',
        timesUsed: scenario.timesUsed,
        revision: 1,
        createdAt: at,
        updatedAt: at,
      }
    : undefined;
  const cart = {
    cartId: randomUUID(),
    storeId: STORE,
    mode: 'test',
    customerId: CUSTOMER,
    status: 'Active',
    items,
    pricing: rules,
    version: 1,
    createdAt: at,
    updatedAt: at,
    abandonedAt: null,
    checkoutId,
  } as unknown as CartRecord;
  const checkout = buildCheckoutRecord(cart, checkoutId, { customerId: CUSTOMER } as never, at);
  // The checkout holds the code as the cart had it; the store may have changed it since.
  if (record) {
    checkout.discount = {
      applied: { discountId: record.discountId, rule: discountRule({ ...record, isEnabled: true }, 'USD') },
      linesMinor: [],
    };
  }
  world.checkouts.set(checkoutId, checkout);
  world.cart = { checkoutId, version: 1 };

  const { provider, charges } = recordingProvider();
  const completion = createCheckoutCompletion({
    orders: fakeOrderReads(world),
    checkouts: fakeCheckoutRepository(world),
    payments: () => provider,
    discounts: {
      get: async (_scope, id) => (id === record?.discountId ? record : undefined),
      usesByCustomer: async () => 0,
    },
    clock,
  });
  const call = { storeId: STORE, mode: 'test' as const, customerId: CUSTOMER, checkoutId };
  const optionId = scenario.option ? { shippingOptionId: scenario.option } : {};
  const quote = await outcome(
    completion.quote(call, quoteCheckoutSchema.parse({ shippingAddress: scenario.address, ...optionId })),
  );
  const body = completeCheckoutSchema.parse({
    paymentToken: 'tok_visa',
    shippingAddress: scenario.address,
    billingAddress: scenario.address,
    // The storefront pays for the option the quote priced, with the total it showed.
    ...(quote.ok && quote.value.shippingOptionId
      ? { shippingOptionId: quote.value.shippingOptionId }
      : optionId),
    ...(quote.ok ? { expectedTotalAmount: quote.value.totals.totalAmount } : {}),
  });
  const order = await outcome(completion.complete(call, body, randomUUID()));
  return { quote, order, charges };
};

describe('the quote is what completion charges', () => {
  it('over random carts, codes, addresses and options: same totals or the same refusal', async () => {
    let placed = 0;
    await fc.assert(
      fc.asyncProperty(scenarioArb, async (scenario) => {
        const { quote, order, charges } = await run(scenario);
        if (!quote.ok) {
          expect(order).toEqual(quote);
          expect(charges).toEqual([]);
          return;
        }
        expect(order.ok).toBe(true);
        if (!order.ok) return;
        placed += 1;
        const minor = (amount: number) => toMinorUnits(amount, 2);
        const t = quote.value.totals;
        expect(order.value.totals).toEqual({
          subtotalMinor: minor(t.subtotal),
          discountTotalMinor: minor(t.discountTotal),
          shippingTotalMinor: minor(t.shippingTotal),
          taxTotalMinor: minor(t.taxTotal),
          totalAmountMinor: minor(t.totalAmount),
        });
        expect(charges.map((charge) => charge.amountMinor)).toEqual([minor(t.totalAmount)]);
        const { subtotalMinor, discountTotalMinor, shippingTotalMinor, taxTotalMinor, totalAmountMinor } =
          order.value.totals;
        const beforeTax = subtotalMinor - discountTotalMinor + shippingTotalMinor;
        expect(totalAmountMinor).toBe(scenario.pricesIncludeTax ? beforeTax : beforeTax + taxTotalMinor);
        // The quote's lines are the totals' parts.
        const { items } = quote.value;
        const sum = (pick: (item: (typeof items)[number]) => number) =>
          items.reduce((total, item) => total + minor(pick(item))!, 0);
        expect(sum((item) => item.totalPrice)).toBe(subtotalMinor);
        expect(sum((item) => item.discountAmount)).toBe(discountTotalMinor);
        expect(order.value.discount?.amountMinor ?? 0).toBe(discountTotalMinor);
        // No option named: the quote priced the zone's cheapest and said which.
        if (!scenario.option && scenario.address.countryIsoCode === 'US') {
          expect(['standard', 'express']).toContain(quote.value.shippingOptionId);
          expect(quote.value.shippingOption!.price).toBeLessThanOrEqual(14.99);
        }
      }),
      { numRuns: 200 },
    );
    // Most scenarios place an order: the property is not only about refusals.
    expect(placed).toBeGreaterThan(20);
  });

  it('the totals add up when tax is added to the prices', async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, async (scenario) => {
        const { quote } = await run({ ...scenario, pricesIncludeTax: false });
        if (!quote.ok) return;
        const t = quote.value.totals;
        const cents = (amount: number) => toMinorUnits(amount, 2)!;
        expect(cents(t.totalAmount)).toBe(
          cents(t.subtotal) - cents(t.discountTotal) + cents(t.shippingTotal) + cents(t.taxTotal),
        );
      }),
      { numRuns: 50 },
    );
  });
});
