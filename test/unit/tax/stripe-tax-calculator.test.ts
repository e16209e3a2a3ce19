import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import Stripe from 'stripe';
import { createStripeClient } from '../../../shared/payments/stripe-client.ts';
import { withTableFallback } from '../../../shared/tax/fallback.ts';
import type { TaxRequest } from '../../../shared/tax/ports.ts';
import { stripeTaxCalculator, TaxAddressRequiredError } from '../../../shared/tax/stripe-tax-calculator.ts';
import { tableTaxCalculator } from '../../../shared/tax/table-calculator.ts';
import { calculateTotals } from '../../../shared/totals/totals.ts';
import { fakeTaxCalculation, fakeTaxLineItem, parseStripeForm } from '../../support/fake-stripe-tax.ts';
import { startFakeStripe, type FakeStripe } from '../../support/fake-stripe.ts';

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe({ hangMs: 1500 });
});
afterAll(() => fake.close());
afterEach(() => {
  fake.tax.down = false;
});

const stripeTax = (timeoutMs = 5000) =>
  stripeTaxCalculator(createStripeClient(Stripe, 'sk_test_taxes', { apiUrl: fake.url, timeoutMs }));
const table = tableTaxCalculator({ defaultRate: 0.1, rates: [{ country: 'DE', rate: 0.07 }] });
const request = (overrides: Partial<TaxRequest> = {}): TaxRequest => ({
  currency: 'USD',
  pricesIncludeTax: false,
  taxShipping: false,
  address: {
    country: 'US',
    province: 'CA',
    postalCode: '94103',
    city: 'San Francisco',
    line1: '1 Market St',
  },
  lines: [
    { reference: 'line-a', amountMinor: 3333, quantity: 1 },
    { reference: 'line-b', amountMinor: 198, quantity: 2 },
  ],
  shippingMinor: 500,
  ...overrides,
});
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('the fake answers Tax Calculations in the stripe package’s shapes', () => {
  it('type-checks its bodies against Stripe.Tax.Calculation and CalculationLineItem', () => {
    expectTypeOf(fakeTaxCalculation).returns.toExtend<
      Pick<
        Stripe.Tax.Calculation,
        'id' | 'amount_total' | 'shipping_cost' | 'tax_amount_exclusive' | 'tax_breakdown'
      >
    >();
    expectTypeOf(fakeTaxLineItem).returns.toExtend<
      Pick<Stripe.Tax.CalculationLineItem, 'id' | 'amount' | 'amount_tax' | 'reference' | 'tax_behavior'>
    >();
  });

  it('reads Stripe’s nested form encoding', () => {
    expect(
      parseStripeForm(
        'line_items[0][amount]=5&line_items[1][amount]=6&customer_details[address][country]=US&expand[0]=line_items',
      ),
    ).toEqual({
      line_items: [{ amount: '5' }, { amount: '6' }],
      customer_details: { address: { country: 'US' } },
      expand: ['line_items'],
    });
  });
});

describe('the Stripe Tax adapter, through the official client against the fake', () => {
  it('sends the lines after discount with their references, the address and the tax behaviour', async () => {
    const sent = fake.tax.requests.length;
    const result = await stripeTax().calculate(request({ taxShipping: true }));
    // The fake's California rate is 7.25 %: 241.64 -> 242, 14.355 -> 14, shipping 36.25 -> 36.
    expect(result).toEqual({
      lines: [
        { reference: 'line-a', taxMinor: 242 },
        { reference: 'line-b', taxMinor: 14 },
      ],
      shippingTaxMinor: 36,
      estimated: false,
      source: 'stripe_tax',
    });
    expect(fake.tax.requests.length).toBe(sent + 1);
    expect(fake.tax.requests.at(-1)).toMatchObject({
      currency: 'usd',
      line_items: [
        { amount: '3333', quantity: '1', reference: 'line-a', tax_behavior: 'exclusive' },
        { amount: '198', quantity: '2', reference: 'line-b', tax_behavior: 'exclusive' },
      ],
      customer_details: {
        address: {
          country: 'US',
          state: 'CA',
          postal_code: '94103',
          city: 'San Francisco',
          line1: '1 Market St',
        },
        address_source: 'shipping',
      },
      shipping_cost: { amount: '500', tax_behavior: 'exclusive' },
    });
  });

  it('inclusive prices are sent as inclusive; untaxed shipping is not sent', async () => {
    const result = await stripeTax().calculate(
      request({
        pricesIncludeTax: true,
        address: { country: 'DE' },
        lines: [{ reference: 'x', amountMinor: 1190, quantity: 1 }],
      }),
    );
    expect(result.lines).toEqual([{ reference: 'x', taxMinor: 190 }]);
    expect(result.shippingTaxMinor).toBe(0);
    expect(fake.tax.requests.at(-1)).not.toHaveProperty('shipping_cost');
    expect(fake.tax.requests.at(-1)).toMatchObject({ line_items: [{ tax_behavior: 'inclusive' }] });
  });

  it('reads every line of a long cart (past the expanded first page)', async () => {
    const lines = Array.from({ length: 23 }, (_, index) => ({
      reference: `l${index}`,
      amountMinor: 1000 + index,
      quantity: 1,
    }));
    const result = await stripeTax().calculate(request({ lines, address: { country: 'GB' } }));
    expect(result.lines.map((line) => line.reference)).toEqual(lines.map((line) => line.reference));
    expect(result.lines.map((line) => line.taxMinor)).toEqual(
      lines.map((line) => Math.round(line.amountMinor * 0.2)),
    );
  });

  it('lines discounted to 0 are not sent and carry no tax; nothing to tax asks nothing', async () => {
    const result = await stripeTax().calculate(
      request({
        lines: [
          { reference: 'free', amountMinor: 0, quantity: 1 },
          { reference: 'paid', amountMinor: 1000, quantity: 1 },
        ],
      }),
    );
    expect(result.lines).toEqual([
      { reference: 'free', taxMinor: 0 },
      { reference: 'paid', taxMinor: 73 },
    ]);
    const sent = fake.tax.requests.length;
    const nothing = await stripeTax().calculate(
      request({ lines: [{ reference: 'free', amountMinor: 0, quantity: 1 }], taxShipping: false }),
    );
    expect(nothing.lines).toEqual([{ reference: 'free', taxMinor: 0 }]);
    expect(fake.tax.requests.length).toBe(sent);
  });

  it('fails without an address, and on an outage', async () => {
    expect(await rejection(stripeTax().calculate(request({ address: null })))).toBeInstanceOf(
      TaxAddressRequiredError,
    );
    fake.tax.down = true;
    expect(await rejection(stripeTax().calculate(request()))).toBeInstanceOf(Error);
  });
});

describe('falling back to the table when Stripe Tax fails', () => {
  it('an outage answers the table’s tax, marked estimated, and reports the failure', async () => {
    fake.tax.down = true;
    const failures: unknown[] = [];
    const calculator = withTableFallback(stripeTax(), table, (error) => failures.push(error));
    const result = await calculator.calculate(request({ address: { country: 'DE' } }));
    expect(result).toEqual({
      lines: [
        { reference: 'line-a', taxMinor: 233 },
        { reference: 'line-b', taxMinor: 14 },
      ],
      shippingTaxMinor: 0,
      estimated: true,
      source: 'table',
    });
    expect(failures).toHaveLength(1);
  });

  it('a timed-out calculation falls back too', async () => {
    fake.tax.failNext('timeout');
    const calculator = withTableFallback(stripeTax(300), table);
    const result = await calculator.calculate(request());
    expect(result).toMatchObject({ estimated: true, source: 'table' });
  });

  it('Stripe Tax answering is not an estimate, and the order totals say which it was', async () => {
    const calculator = withTableFallback(stripeTax(), table);
    const input = {
      currency: 'USD',
      lines: [{ reference: 'line-a', productId: 'p', category: null, quantity: 1, unitPriceMinor: 3333 }],
      discount: null,
      shippingMinor: 500,
      pricesIncludeTax: false,
      taxShipping: true,
      address: { country: 'GB' },
    };
    const live = await calculateTotals(input, calculator);
    expect(live).toMatchObject({
      taxTotalMinor: 667 + 100,
      totalAmountMinor: 3333 + 500 + 767,
      taxEstimated: false,
      taxSource: 'stripe_tax',
    });
    fake.tax.failNext('error');
    const estimated = await calculateTotals(input, calculator);
    // The table's default 10 %: 333 on the line, 50 on shipping.
    expect(estimated).toMatchObject({
      taxTotalMinor: 383,
      totalAmountMinor: 3333 + 500 + 383,
      taxEstimated: true,
      taxSource: 'table',
    });
  });
});
