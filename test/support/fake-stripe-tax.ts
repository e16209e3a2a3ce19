import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import { sleep } from './wait.ts';

/**
 * The Tax Calculations part of the fake Stripe (fake-stripe.ts routes `/v1/tax/*` here):
 * `POST /v1/tax/calculations` and `GET /v1/tax/calculations/{id}/line_items`, in the shapes of
 * Stripe's published OpenAPI document (typed against the `stripe` package's types). Rates come
 * from `rates` ("US-CA" beats "US"; a country without a rate is `not_collecting`, 0). Like
 * Stripe's expanded lists, `expand[]=line_items` answers the first 10 lines with `has_more`.
 * `failNext('error')` answers the next calculation 500, `failNext('timeout')` answers it only
 * after `hangMs`, and `down = true` answers every calculation 500 until set back.
 */
type Calculation = Pick<
  Stripe.Tax.Calculation,
  | 'id'
  | 'object'
  | 'amount_total'
  | 'currency'
  | 'customer'
  | 'customer_details'
  | 'expires_at'
  | 'livemode'
  | 'ship_from_details'
  | 'shipping_cost'
  | 'tax_amount_exclusive'
  | 'tax_amount_inclusive'
  | 'tax_breakdown'
  | 'tax_date'
> & { line_items?: LineItemList };
type LineItem = Pick<
  Stripe.Tax.CalculationLineItem,
  | 'id'
  | 'object'
  | 'amount'
  | 'amount_tax'
  | 'livemode'
  | 'metadata'
  | 'performance_location'
  | 'product'
  | 'quantity'
  | 'reference'
  | 'tax_behavior'
  | 'tax_code'
>;
interface LineItemList {
  object: 'list';
  data: LineItem[];
  has_more: boolean;
  url: string;
}
type Reply = { status: number; body: unknown };

export const DEFAULT_FAKE_TAX_RATES: Record<string, number> = { 'US-CA': 0.0725, DE: 0.19, GB: 0.2, FR: 0.2 };
const EXPANDED_PAGE = 10;

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/**
 * Stripe's form encoding with nesting: `a[b][c]=v`, `line_items[0][amount]=1`, `expand[0]=x`.
 * Objects whose keys are all indexes become arrays.
 */
export const parseStripeForm = (body: string): Record<string, unknown> => {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const [head, ...rest] = key.split('[');
    const path = [head!, ...rest.map((part) => part.replace(/\]$/, ''))];
    let node = root;
    path.forEach((segment, index) => {
      if (index === path.length - 1) node[segment] = value;
      else node = (node[segment] ??= {}) as Record<string, unknown>;
    });
  }
  const arrays = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    const entries = Object.entries(value).map(([k, v]) => [k, arrays(v)] as const);
    const indexed = entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k));
    return indexed
      ? entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v)
      : Object.fromEntries(entries);
  };
  return arrays(root) as Record<string, unknown>;
};

const taxOf = (amount: number, rate: number, inclusive: boolean) =>
  Math.round(inclusive ? (amount * rate) / (1 + rate) : amount * rate);

export const fakeTaxLineItem = (fields: {
  amount: number;
  rate: number;
  quantity: number;
  reference: string;
  taxBehavior: 'exclusive' | 'inclusive';
  livemode: boolean;
}): LineItem => ({
  id: id('tax_li'),
  object: 'tax.calculation_line_item',
  amount: fields.amount,
  amount_tax: taxOf(fields.amount, fields.rate, fields.taxBehavior === 'inclusive'),
  livemode: fields.livemode,
  metadata: {},
  performance_location: null,
  product: null,
  quantity: fields.quantity,
  reference: fields.reference,
  tax_behavior: fields.taxBehavior,
  tax_code: 'txcd_99999999',
});

export const fakeTaxCalculation = (fields: {
  currency: string;
  address: Stripe.Address;
  lines: LineItem[];
  shipping: { amount: number; taxBehavior: 'exclusive' | 'inclusive' } | null;
  rate: number;
  livemode: boolean;
}): Calculation => {
  const shippingCost = fields.shipping
    ? {
        amount: fields.shipping.amount,
        amount_tax: taxOf(fields.shipping.amount, fields.rate, fields.shipping.taxBehavior === 'inclusive'),
        tax_behavior: fields.shipping.taxBehavior,
        tax_code: 'txcd_92010001',
      }
    : null;
  const taxed = [
    ...fields.lines.map((line) => ({
      amount: line.amount,
      tax: line.amount_tax,
      behavior: line.tax_behavior,
    })),
    ...(shippingCost
      ? [{ amount: shippingCost.amount, tax: shippingCost.amount_tax, behavior: shippingCost.tax_behavior }]
      : []),
  ];
  const sumTax = (inclusive: boolean) =>
    taxed.filter((t) => (t.behavior === 'inclusive') === inclusive).reduce((sum, t) => sum + t.tax, 0);
  const exclusive = sumTax(false);
  return {
    id: id('taxcalc'),
    object: 'tax.calculation',
    amount_total: taxed.reduce((sum, t) => sum + t.amount, 0) + exclusive,
    currency: fields.currency,
    customer: null,
    customer_details: {
      address: fields.address,
      address_source: 'shipping',
      ip_address: null,
      tax_ids: [],
      taxability_override: 'none',
    },
    expires_at: now() + 90 * 24 * 3600,
    livemode: fields.livemode,
    ship_from_details: null,
    shipping_cost: shippingCost,
    tax_amount_exclusive: exclusive,
    tax_amount_inclusive: sumTax(true),
    tax_breakdown: [
      {
        amount: exclusive + sumTax(true),
        inclusive: fields.lines[0]?.tax_behavior === 'inclusive',
        tax_rate_details: {
          country: fields.address.country,
          flat_amount: null,
          percentage_decimal: (fields.rate * 100).toFixed(4),
          rate_type: 'percentage',
          state: fields.address.state,
          tax_type: fields.rate > 0 ? 'vat' : null,
        },
        taxability_reason: fields.rate > 0 ? 'standard_rated' : 'not_collecting',
        taxable_amount: taxed.reduce((sum, t) => sum + t.amount, 0),
      },
    ],
    tax_date: now(),
  };
};

export interface FakeStripeTax {
  /** Rate by "COUNTRY" or "COUNTRY-STATE" (a fraction). */
  rates: Record<string, number>;
  /** The parsed body of every calculation request, in order. */
  requests: Array<Record<string, unknown>>;
  /** Every calculation answered, by id, with all its lines. */
  calculations: Map<string, { calculation: Calculation; lines: LineItem[] }>;
  down: boolean;
  failNext(kind: 'error' | 'timeout'): void;
}

const invalidRequest = (message: string, code: string, param?: string): Reply => ({
  status: 400,
  body: { error: { type: 'invalid_request_error', message, code, ...(param ? { param } : {}) } },
});
const apiError: Reply = {
  status: 500,
  body: { error: { type: 'api_error', message: 'Something went wrong on Stripe’s end.' } },
};

export const fakeStripeTax = (options: { hangMs: number }) => {
  const failures: Array<'error' | 'timeout'> = [];
  const state: FakeStripeTax = {
    rates: { ...DEFAULT_FAKE_TAX_RATES },
    requests: [],
    calculations: new Map(),
    down: false,
    failNext: (kind) => failures.push(kind),
  };

  const create = (form: Record<string, unknown>, livemode: boolean): Reply => {
    const details = form.customer_details as { address?: Record<string, string> } | undefined;
    const country = details?.address?.country?.toUpperCase();
    if (!country) {
      return invalidRequest(
        'A valid customer address is required',
        'customer_tax_location_invalid',
        'customer_details[address]',
      );
    }
    const items = (form.line_items ?? []) as Array<Record<string, string>>;
    if (!Array.isArray(items) || items.length === 0 || items.some((item) => !(Number(item.amount) > 0))) {
      return invalidRequest(
        'line_items must have a positive amount',
        'parameter_invalid_integer',
        'line_items',
      );
    }
    const state_ = details?.address?.state?.toUpperCase() ?? null;
    const rate = state.rates[`${country}-${state_}`] ?? state.rates[country] ?? 0;
    const address: Stripe.Address = {
      city: details?.address?.city ?? null,
      country,
      line1: details?.address?.line1 ?? null,
      line2: null,
      postal_code: details?.address?.postal_code ?? null,
      state: state_,
    };
    const lines = items.map((item, index) =>
      fakeTaxLineItem({
        amount: Number(item.amount),
        rate,
        quantity: Number(item.quantity ?? 1),
        reference: item.reference ?? `line_${index}`,
        taxBehavior: item.tax_behavior === 'inclusive' ? 'inclusive' : 'exclusive',
        livemode,
      }),
    );
    const shipping = form.shipping_cost as Record<string, string> | undefined;
    const calculation = fakeTaxCalculation({
      currency: String(form.currency),
      address,
      lines,
      shipping: shipping
        ? {
            amount: Number(shipping.amount),
            taxBehavior: shipping.tax_behavior === 'inclusive' ? 'inclusive' : 'exclusive',
          }
        : null,
      rate,
      livemode,
    });
    state.calculations.set(calculation.id!, { calculation, lines });
    const expand = JSON.stringify(form.expand ?? []).includes('line_items');
    const url = `/v1/tax/calculations/${calculation.id}/line_items`;
    const body = expand
      ? {
          ...calculation,
          line_items: {
            object: 'list',
            data: lines.slice(0, EXPANDED_PAGE),
            has_more: lines.length > EXPANDED_PAGE,
            url,
          },
        }
      : calculation;
    return { status: 200, body };
  };

  const listLines = (calculationId: string, query: Record<string, unknown>): Reply => {
    const found = state.calculations.get(calculationId);
    if (!found) return { ...invalidRequest('No such tax calculation', 'resource_missing'), status: 404 };
    const limit = Number(query.limit ?? 10);
    const after = query.starting_after
      ? found.lines.findIndex((line) => line.id === query.starting_after) + 1
      : 0;
    const data = found.lines.slice(after, after + limit);
    return {
      status: 200,
      body: {
        object: 'list',
        data,
        has_more: after + limit < found.lines.length,
        url: `/v1/tax/calculations/${calculationId}/line_items`,
      },
    };
  };

  /** The answer to a `/v1/tax/...` request, or undefined when the path is not ours. */
  const route = async (method: string, path: string, form: Record<string, unknown>, livemode: boolean) => {
    if (method === 'POST' && path === '/v1/tax/calculations') {
      state.requests.push(form);
      const failure = failures.shift();
      if (state.down || failure === 'error') return apiError;
      if (failure === 'timeout') await sleep(options.hangMs);
      return create(form, livemode);
    }
    const lines = /^\/v1\/tax\/calculations\/([^/]+)\/line_items$/.exec(path);
    if (method === 'GET' && lines) return listLines(lines[1]!, form);
    return undefined;
  };

  return { state, route };
};
