/* eslint-disable @typescript-eslint/no-explicit-any -- reads of the documented response shapes */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberToken, startDevServer, type DevServer } from '../support/dev-server.ts';
import { runDynamoEndpoint } from '../support/dynamo.ts';

/**
 * A scripted day through `npm run dev` (docs/decisions.md §15.4, §15.5): paid orders (tax and
 * shipping included), declined cards (the test provider's decline tokens), a partial refund by
 * API key and one by an owner (each with an Idempotency-Key, retried), a cancellation with a full
 * refund and one without. Then:
 * - a declined payment left no order anywhere: the customer's history, the admin list, search,
 *   CSV, the sales report, notifications and order events; its stock came back, and only the
 *   numbers it consumed are missing;
 * - Home's "today" (the report's row for today, as the dashboard asks for it), the sales report,
 *   the CSV and the order views agree to the cent.
 */
let dev: DevServer;
let ownerToken: string;
let variantId: string;
let productId: string;
let customerToken: string;

const send = async (
  method: string,
  path: string,
  options: { key?: string; bearer?: string; body?: unknown; idempotencyKey?: string } = {},
) => {
  const response = await fetch(new URL(path, dev.baseUrl), {
    method,
    headers: {
      ...(options.key ? { 'x-api-key': options.key } : {}),
      ...(options.bearer ? { authorization: `Bearer ${options.bearer}` } : {}),
      ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  return {
    status: response.status,
    headers: response.headers,
    text,
    body: (isJson && text ? JSON.parse(text) : {}) as {
      data?: any;
      nextCursor?: string | null;
      errorCode?: string;
    },
  };
};

const address = {
  firstName: 'Bob',
  lastName: 'Tables',
  address1: '1 Main St',
  city: 'Springfield',
  country: 'United States',
  countryIsoCode: 'US',
  postalCode: '12345',
};
/** A name that splits in a spreadsheet with `;` as its list separator unless it is quoted. */
const FIRST_NAME = 'Bob;=2+5;x';

const cents = (amount: number) => Math.round(amount * 100);
const sumCents = (amounts: number[]) => amounts.reduce((sum, amount) => sum + cents(amount), 0);
const today = () => new Date().toISOString().slice(0, 10);
const admin = (path: string) => `/api/v1/admin/stores/${dev.storeId}${path}`;

/** RFC 4180 records (quoted fields with doubled quotes, CRLF ends): enough to read our export. */
const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(field);
      field = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else {
      field += c;
    }
  }
  return rows;
};

const cart = (method: string, suffix: string, body?: unknown) =>
  send(method, `/api/v1/sdk/cart/store/${dev.storeId}${suffix}`, {
    key: dev.publishableKey,
    bearer: customerToken,
    body,
  });

const newCheckout = async (quantity: number): Promise<string> => {
  expect((await cart('POST', '/item', { productVariantId: variantId, quantity })).status).toBe(200);
  const started = await cart('POST', '/checkout');
  expect(started.status).toBe(200);
  return started.body.data.checkoutId as string;
};

const complete = (checkoutId: string, paymentToken: string) =>
  send('POST', `/api/v1/sdk/checkout/store/${dev.storeId}/${checkoutId}/complete`, {
    key: dev.publishableKey,
    bearer: customerToken,
    idempotencyKey: randomUUID(),
    body: { paymentToken, shippingAddress: address, billingAddress: address },
  });

const stock = async (): Promise<number> => {
  const product = await send('GET', `/api/v1/sdk/store/${dev.storeId}/products/${productId}`, {
    key: dev.publishableKey,
  });
  return product.body.data.variants[0].availableQuantity as number;
};

const orderView = async (orderId: string) =>
  (await send('GET', `/api/v1/orders/${orderId}`, { key: dev.secretKey })).body.data;

/** Waits until the condition holds (refunds complete in the background). */
const until = async <T>(read: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

const notificationLines = (): Array<{ kind: string; orderId: string }> => {
  const file = join(dev.dataDir, 'notifications.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { kind: string; orderId: string });
};

beforeAll(async () => {
  dev = await startDevServer({
    dynamoEndpoint: runDynamoEndpoint(),
    env: { REFUND_DELAY_SECONDS: '1' },
  });
  await dev.admin(
    'store',
    'settings',
    '--store',
    dev.storeId,
    '--json',
    JSON.stringify({
      checkoutSettings: {
        currency: 'USD',
        taxRate: 0.0825,
        shipping: { flatRate: 4.99, freeShippingThreshold: null },
        cartAbandonmentMinutes: 60,
      },
    }),
  );
  ownerToken = await memberToken(dev, 'e2e-money@example.com', 'admin');
  const synced = await send('POST', '/api/v1/products/sync', {
    key: dev.secretKey,
    body: {
      products: [
        {
          externalId: 'money-mug',
          title: 'Mug',
          variants: [
            { externalVariantId: 'money-mug-1', title: 'Blue', price: 19.99, inventoryQuantity: 50 },
          ],
        },
      ],
    },
  });
  expect(synced.status).toBe(200);
  productId = synced.body.data.products[0].productId;
  variantId = synced.body.data.products[0].variants[0].variantId;
  const phone = '+14155550163';
  await send('POST', `/api/v1/sdk/auth/store/${dev.storeId}/otp`, {
    key: dev.publishableKey,
    body: { phone },
  });
  const verified = await send('POST', `/api/v1/sdk/auth/store/${dev.storeId}/verify`, {
    key: dev.publishableKey,
    body: { phone, code: '000000', firstName: FIRST_NAME, lastName: 'Tables', email: 'bob@money.example' },
  });
  expect(verified.status).toBe(200);
  customerToken = verified.body.data.token;
}, 180_000);

afterAll(async () => {
  await dev?.stop();
});

describe('a scripted day: no phantom orders, figures that agree', () => {
  it('declines leave nothing behind; Home, the sales report, the CSV and the order views agree to the cent', async () => {
    const startStock = await stock();

    // 1. A declined card on a checkout that is never paid: 402, and its 3 units come back.
    const abandoned = await newCheckout(3);
    const declined = await complete(abandoned, 'tok_chargeDeclined');
    expect([declined.status, declined.body.errorCode]).toEqual([402, 'PAYMENT_DECLINED']);
    expect(await stock()).toBe(startStock);
    // The customer leaves that cart: empty it for the next checkouts.
    expect((await cart('DELETE', '')).status).toBeLessThan(300);

    // 2. Insufficient funds, then another card on the same checkout pays: order 1.
    const retried = await newCheckout(1);
    const poor = await complete(retried, 'tok_chargeDeclinedInsufficientFunds');
    expect([poor.status, poor.body.errorCode]).toEqual([402, 'PAYMENT_DECLINED']);
    expect(await stock()).toBe(startStock);
    const first = await complete(retried, 'tok_visa');
    expect(first.status).toBe(201);
    const paid = [first.body.data];

    // 3. Four more paid orders.
    for (const quantity of [2, 1, 3, 1]) {
      const done = await complete(await newCheckout(quantity), 'tok_visa');
      expect(done.status).toBe(201);
      paid.push(done.body.data);
    }
    const [, partlyByKey, cancelledRefunded, partlyByOwner, cancelledKept] = paid;
    expect(await stock()).toBe(startStock - 8);
    // Tax and shipping are part of every total the figures use.
    for (const order of paid) expect(order.totals.taxTotal).toBeGreaterThan(0);
    expect(paid[0].totals.shippingTotal).toBe(4.99);

    // 4. Refunds, each submission retried with its Idempotency-Key (one refund each).
    const keyed = randomUUID();
    for (let attempt = 0; attempt < 2; attempt++) {
      const refund = await send('POST', `/api/v1/orders/${partlyByKey.orderId}/refunds`, {
        key: dev.secretKey,
        idempotencyKey: keyed,
        body: { amount: 7.33, reason: 'Chipped' },
      });
      expect(refund.status).toBe(202);
    }
    const ownerKey = randomUUID();
    for (let attempt = 0; attempt < 2; attempt++) {
      const refund = await send('POST', admin(`/orders/${partlyByOwner.orderId}/refunds?mode=test`), {
        bearer: ownerToken,
        idempotencyKey: ownerKey,
        body: { amount: 10.01 },
      });
      expect(refund.status).toBe(202);
    }
    // 5. A cancellation with the whole total refunded, and one without a refund.
    const fullRefund = await send('PUT', `/api/v1/orders/${cancelledRefunded.orderId}/cancel`, {
      key: dev.secretKey,
      body: { refundAmount: cancelledRefunded.totals.totalAmount, reason: 'Customer changed mind' },
    });
    expect(fullRefund.status).toBe(200);
    const kept = await send('PUT', `/api/v1/orders/${cancelledKept.orderId}/cancel`, {
      key: dev.secretKey,
      body: { reason: 'Out of season' },
    });
    expect(kept.status).toBe(200);

    // Every refund succeeds in the background.
    const views = await until(async () => {
      const read = await Promise.all(paid.map((order) => orderView(order.orderId)));
      const refunds = read.flatMap((view) => view.refunds as Array<{ status: string }>);
      return refunds.length === 3 && refunds.every((refund) => refund.status === 'Succeeded')
        ? read
        : undefined;
    });
    expect(views.map((view) => view.refundedTotal)).toEqual([
      0,
      7.33,
      cancelledRefunded.totals.totalAmount,
      10.01,
      0,
    ]);
    const paidIds = new Set(paid.map((order) => order.orderId as string));
    const paidNumbers = paid.map((order) => Number(order.orderNumber));

    // No phantom orders: the two declined attempts consumed the numbers before the first order.
    const skipped = [paidNumbers[0]! - 2, paidNumbers[0]! - 1].map(String);
    const history = await send('GET', `/api/v1/sdk/customers/store/${dev.storeId}/me/orders?limit=100`, {
      key: dev.publishableKey,
      bearer: customerToken,
    });
    expect(new Set(history.body.data.map((order: any) => order.orderId))).toEqual(paidIds);
    const list = await send('GET', admin('/orders?mode=test&limit=100'), { bearer: ownerToken });
    expect(new Set(list.body.data.map((order: any) => order.orderId))).toEqual(paidIds);
    for (const number of skipped) {
      const search = await send('GET', admin(`/orders?mode=test&q=${number}`), { bearer: ownerToken });
      expect([search.status, search.body.data]).toEqual([200, []]);
    }
    const byEmail = await send('GET', admin('/orders?mode=test&q=bob@money'), { bearer: ownerToken });
    expect(byEmail.body.data).toHaveLength(5);
    expect(list.body.data.some((order: any) => order.checkoutId === abandoned)).toBe(false);
    // No order event names an attempt: order.created once per paid order, and nothing else.
    const events = await send('GET', admin('/events?mode=test&limit=100'), { bearer: ownerToken });
    const orderEvents = (events.body.data as Array<{ eventId: string; type: string }>).filter((event) =>
      event.type.startsWith('order.'),
    );
    expect(orderEvents.filter((event) => event.type === 'order.created')).toHaveLength(5);
    for (const event of orderEvents) {
      const detail = await send('GET', admin(`/events/${event.eventId}?mode=test`), { bearer: ownerToken });
      const data = detail.body.data.envelope.data as { orderId: string; orderNumber: string };
      expect(paidIds.has(data.orderId)).toBe(true);
      expect(skipped).not.toContain(data.orderNumber);
    }
    // Customer notifications: only paid orders' (confirmed, cancelled, refunded).
    await until(async () =>
      notificationLines().filter((line) => line.kind === 'order_confirmed').length === 5 ? true : undefined,
    );
    expect(notificationLines().every((line) => paidIds.has(line.orderId))).toBe(true);
    // The stock: the declines gave theirs back; the cancellations restored theirs.
    expect(await stock()).toBe(
      startStock - 8 + cancelledRefunded.items[0].quantity + cancelledKept.items[0].quantity,
    );

    // Figures that agree. Home asks the report for its chart's range and shows today's row.
    const day = today();
    const homeRange = {
      from: new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10),
      to: day,
    };
    const home = await send(
      'GET',
      admin(`/reports/sales?mode=test&from=${homeRange.from}&to=${homeRange.to}&interval=day`),
      { bearer: ownerToken },
    );
    const homeToday = (home.body.data as any[]).find((row) => row.date === day);
    const report = await send('GET', admin(`/reports/sales?mode=test&from=${day}&to=${day}`), {
      bearer: ownerToken,
    });
    expect(report.body.data).toEqual([homeToday]);

    const exported = await send('GET', admin(`/orders/export?mode=test&format=csv&from=${day}&to=${day}`), {
      bearer: ownerToken,
    });
    expect(exported.status).toBe(200);
    const [header, ...rows] = parseCsv(exported.text);
    expect(header).toEqual([
      'orderNumber',
      'placedAt',
      'status',
      'customerName',
      'email',
      'itemCount',
      'subtotal',
      'shipping',
      'tax',
      'discount',
      'total',
      'refunded',
      'phone',
      'currency',
      'shippingCountry',
    ]);
    // The name with `;` is one quoted cell (a `;` spreadsheet does not split it), the formula guarded.
    expect(exported.text).toContain('"Bob;=2+5;x Tables"');
    const column = (name: string) => header!.indexOf(name);
    expect(rows.map((row) => row[column('orderNumber')]).sort()).toEqual(paidNumbers.map(String).sort());
    expect(new Set(rows.map((row) => row[column('currency')]))).toEqual(new Set(['USD']));
    expect(new Set(rows.map((row) => row[column('shippingCountry')]))).toEqual(new Set(['US']));
    expect(new Set(rows.map((row) => row[column('phone')]))).toEqual(new Set(["'+14155550163"]));

    const csvTotal = sumCents(rows.map((row) => Number(row[column('total')])));
    const csvRefunded = sumCents(rows.map((row) => Number(row[column('refunded')])));
    const viewTotal = sumCents(views.map((view) => view.totals.totalAmount));
    const viewRefunded = sumCents(views.map((view) => view.refundedTotal));
    expect([
      homeToday.orders,
      cents(homeToday.grossSales),
      cents(homeToday.refunds),
      cents(homeToday.netSales),
    ]).toEqual([rows.length, csvTotal, csvRefunded, csvTotal - csvRefunded]);
    expect([viewTotal, viewRefunded]).toEqual([csvTotal, csvRefunded]);
    expect(homeToday.orders).toBe(5);
    // The customer's own history shows the same amounts.
    expect(sumCents(history.body.data.map((order: any) => order.totals.totalAmount))).toBe(csvTotal);
    expect(dev.contractViolations()).toEqual([]);
  }, 120_000);
});
