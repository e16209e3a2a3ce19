import { randomUUID } from 'node:crypto';
import { ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ENTITY_ATTRIBUTE } from '../shared/db/table-definition.ts';
import { CHARGE_LEDGER_ENTITY } from '../shared/payments/dynamo-charge-ledger.ts';
import { percentile, round } from './stats.ts';

/**
 * A flash sale driven through the public API only (routes, bodies, keys, tokens; no service or
 * repository of ours), so `npm run bench` and the correctness test run the same shoppers: each
 * shopper signs in (test-mode OTP), adds one unit of the sale's variant, starts checkout, and then
 * all of them complete their checkouts, at most `concurrency` at once. A completion answered 503
 * or 409 CONFLICT (the hot items' contention outlasted the service's own retries) is sent again
 * with the same Idempotency-Key, as a client does; its latency is the shopper's, retries included.
 */
export interface ApiAnswer {
  status: number;
  body: { data?: unknown; errorCode?: string } & Record<string, unknown>;
}
export type SendApi = (
  method: string,
  path: string,
  options: {
    key: string;
    token?: string;
    body?: unknown;
    idempotencyKey?: string;
    /** The shopper's address where the caller can set it (in-process); over HTTP it is the socket's. */
    sourceIp?: string;
  },
) => Promise<ApiAnswer>;

export interface FlashSaleStore {
  storeId: string;
  publishableKey: string;
  secretKey: string;
}

export interface Shopper {
  token: string;
  checkoutId: string;
}

export interface CompletionOutcome {
  status: number;
  errorCode?: string;
  orderId?: string;
  /** Units of the sale's variant in the order (201 only). */
  units: number;
  ms: number;
  /** When it was answered, ms after the first completion was sent. */
  answeredAtMs: number;
  /** Requests sent for this completion (1 unless it answered 503 or 409 CONFLICT and was sent again). */
  attempts: number;
}

const saleAddress = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: null,
  address1: '1 Analytical Way',
  address2: null,
  city: 'London',
  province: null,
  country: 'United Kingdom',
  countryIsoCode: 'GB',
  postalCode: 'N1 9GU',
  phone: '+442071234567',
};

/** Runs `task` for 0..count-1 with at most `concurrency` in flight. */
export const pool = async <T>(
  count: number,
  concurrency: number,
  task: (i: number) => Promise<T>,
): Promise<T[]> => {
  const results: T[] = new Array<T>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      results[i] = await task(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return results;
};

const expect = (answer: ApiAnswer, status: number, what: string): ApiAnswer => {
  if (answer.status !== status)
    throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer;
};

/** One product with one variant holding `units` in stock (tracked); returns its ids. */
export const stockSaleVariant = async (
  send: SendApi,
  store: FlashSaleStore,
  units: number,
): Promise<{ productId: string; variantId: string }> => {
  const stamp = `${Date.now()}-${randomUUID().slice(0, 8)}`;
  const synced = expect(
    await send('POST', '/api/v1/products/sync', {
      key: store.secretKey,
      body: {
        products: [
          {
            externalId: `flash-${stamp}`,
            title: 'Flash sale sneaker',
            variants: [
              {
                externalVariantId: `flash-v-${stamp}`,
                title: 'Last pairs',
                price: 20,
                inventoryQuantity: units,
              },
            ],
          },
        ],
      },
    }),
    200,
    'product sync',
  );
  const product = (
    synced.body.data as { products: Array<{ productId: string; variants: Array<{ variantId: string }> }> }
  ).products[0]!;
  return { productId: product.productId, variantId: product.variants[0]!.variantId };
};

/** The variant's stock as the store's own product read reports it. */
export const saleStock = async (
  send: SendApi,
  store: FlashSaleStore,
  productId: string,
  variantId: string,
): Promise<number> => {
  const answer = expect(
    await send('GET', `/api/v1/products/${productId}`, { key: store.secretKey }),
    200,
    'product read',
  );
  const variants = (answer.body.data as { variants: Array<{ id: string; inventoryQuantity: number }> })
    .variants;
  return variants.find((v) => v.id === variantId)!.inventoryQuantity;
};

let phoneSerial = 0;
/** A fresh number per shopper (test mode sends no SMS; every code is 000000). */
const shopperPhone = (): string =>
  `+1555${String((Date.now() + process.pid) % 1000).padStart(3, '0')}${String(++phoneSerial % 10_000).padStart(4, '0')}`;

const shopperAddress = (i: number): string =>
  `10.${Math.floor(i / 62_500) % 250}.${Math.floor(i / 250) % 250}.${i % 250}`;

/** As a client does: a 503 (a DynamoDB request past its bound on a busy machine) is sent again. */
const retrying =
  (send: SendApi): SendApi =>
  async (method, path, options) => {
    for (let attempt = 1; ; attempt++) {
      const answer = await send(method, path, options);
      if (answer.status !== 503 || attempt === 10) return answer;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  };

/** `count` signed-in shoppers, each with one unit of the variant in a started checkout. */
export const prepareShoppers = async (
  sendOnce: SendApi,
  store: FlashSaleStore,
  variantId: string,
  count: number,
  concurrency: number,
): Promise<Shopper[]> => {
  const send = retrying(sendOnce);
  // Login codes one at a time: over HTTP every shopper comes from 127.0.0.1, and the per-address
  // send cap keeps one item per address whose concurrent tries race (they answered 500 at 16 at once).
  let codes: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const next = codes.then(work, work);
    codes = next.catch(() => undefined);
    return next;
  };
  return pool(count, concurrency, async (i) => {
    const phone = shopperPhone();
    const key = store.publishableKey;
    // Each shopper on their own address, as a sale's crowd is (the key's per-address share).
    const sourceIp = shopperAddress(i);
    expect(
      await oneAtATime(() =>
        send('POST', `/api/v1/sdk/auth/store/${store.storeId}/otp`, { key, body: { phone }, sourceIp }),
      ),
      202,
      'otp',
    );
    const verified = expect(
      await send('POST', `/api/v1/sdk/auth/store/${store.storeId}/verify`, {
        key,
        body: { phone, code: '000000' },
        sourceIp,
      }),
      200,
      'verify',
    );
    const { token } = verified.body.data as { token: string };
    expect(
      await send('POST', `/api/v1/sdk/cart/store/${store.storeId}/item`, {
        key,
        token,
        body: { productVariantId: variantId, quantity: 1 },
        sourceIp,
      }),
      200,
      'cart add',
    );
    const started = expect(
      await send('POST', `/api/v1/sdk/cart/store/${store.storeId}/checkout`, { key, token, sourceIp }),
      200,
      'checkout start',
    );
    return { token, checkoutId: (started.body.data as { checkoutId: string }).checkoutId };
  });
};

/** Every shopper completes (tok_visa), at most `concurrency` at once; 503s are sent again. */
export const completeCheckouts = async (
  send: SendApi,
  store: FlashSaleStore,
  variantId: string,
  shoppers: Shopper[],
  concurrency: number,
): Promise<{ outcomes: CompletionOutcome[]; seconds: number }> => {
  const started = performance.now();
  const outcomes = await pool(shoppers.length, concurrency, async (i) => {
    const shopper = shoppers[i]!;
    const idempotencyKey = randomUUID();
    const t0 = performance.now();
    for (let attempts = 1; ; attempts++) {
      const answer = await send(
        'POST',
        `/api/v1/sdk/checkout/store/${store.storeId}/${shopper.checkoutId}/complete`,
        {
          key: store.publishableKey,
          token: shopper.token,
          idempotencyKey,
          body: { paymentToken: 'tok_visa', shippingAddress: saleAddress, billingAddress: saleAddress },
        },
      );
      // 503, or a 409 CONFLICT that asks to try again (the order could not be confirmed or released
      // while the hot items were contended): sent again with the same key, as Stripe's clients do.
      const again = answer.status === 503 || (answer.status === 409 && answer.body.errorCode === 'CONFLICT');
      if (again && attempts < 20) {
        await new Promise((resolve) => setTimeout(resolve, Math.min(50 * attempts, 500)));
        continue;
      }
      const order =
        answer.status === 201
          ? (answer.body.data as {
              orderId: string;
              items: Array<{ productVariantId: string; quantity: number }>;
            })
          : undefined;
      return {
        status: answer.status,
        ...(answer.body.errorCode ? { errorCode: answer.body.errorCode } : {}),
        ...(order ? { orderId: order.orderId } : {}),
        units: (order?.items ?? [])
          .filter((item) => item.productVariantId === variantId)
          .reduce((n, item) => n + item.quantity, 0),
        ms: performance.now() - t0,
        answeredAtMs: performance.now() - started,
        attempts,
      } satisfies CompletionOutcome;
    }
  });
  return { outcomes, seconds: (performance.now() - started) / 1000 };
};

export interface FlashSaleTally {
  orders: number;
  unitsSold: number;
  refusedInsufficient: number;
  /** Anything but 201 or 409 INSUFFICIENT_INVENTORY, by "status code". */
  unexpected: Record<string, number>;
  retried503: number;
  p50Ms: number;
  p99Ms: number;
  /** Seconds from the first completion sent to the last order answered: when the sale sold out. */
  soldOutSeconds: number;
}

export const tally = (outcomes: CompletionOutcome[]): FlashSaleTally => {
  const unexpected: Record<string, number> = {};
  for (const o of outcomes) {
    if (o.status === 201 || (o.status === 409 && o.errorCode === 'INSUFFICIENT_INVENTORY')) continue;
    const label = `${o.status} ${o.errorCode ?? ''}`.trim();
    unexpected[label] = (unexpected[label] ?? 0) + 1;
  }
  const durations = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  return {
    orders: outcomes.filter((o) => o.status === 201).length,
    unitsSold: outcomes.reduce((n, o) => n + o.units, 0),
    refusedInsufficient: outcomes.filter((o) => o.status === 409 && o.errorCode === 'INSUFFICIENT_INVENTORY')
      .length,
    unexpected,
    retried503: outcomes.filter((o) => o.attempts > 1).length,
    p50Ms: round(percentile(durations, 50)),
    p99Ms: round(percentile(durations, 99)),
    soldOutSeconds: round(
      Math.max(0, ...outcomes.filter((o) => o.status === 201).map((o) => o.answeredAtMs)) / 1000,
    ),
  };
};

/**
 * Charges the test-mode payment provider recorded since `since` (ISO time): its ledger, one item
 * per charge, is the provider's own record of money taken, the way a Stripe account's payments
 * list is; checkout's records are not consulted.
 */
export const chargesRecordedSince = async (
  db: DynamoDBDocumentClient,
  tableName: string,
  since: string,
): Promise<string[]> => {
  const charged: string[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new ScanCommand({
        TableName: tableName,
        ConsistentRead: true,
        FilterExpression: '#entity = :entity AND recordedAt >= :since',
        ExpressionAttributeNames: { '#entity': ENTITY_ATTRIBUTE },
        ExpressionAttributeValues: { ':entity': CHARGE_LEDGER_ENTITY, ':since': since },
        ...(ExclusiveStartKey ? { ExclusiveStartKey } : {}),
      }),
    );
    for (const item of page.Items ?? []) charged.push(String(item.pk).replace(/^TEST_CHARGE#/, ''));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return charged;
};
