import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../support/dev-server.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';
import { waitFor } from '../support/wait.ts';
import { apiCaller, deliveredTo } from '../support/dev-api.ts';
import { CART_ITEM_FIELDS, CART_SUMMARY_FIELDS } from '../support/cart-shapes.ts';
import { runDynamoEndpoint } from '../support/dynamo.ts';

/**
 * `npm run dev` end to end: phone login in test mode, product sync, every cart call, and
 * each cart event arriving signed at a real HTTPS receiver; an idle cart is abandoned when the
 * store's test clock is advanced past its window (no abandonment knob), and recovered by the next call.
 */
let server: DevServer;
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  server = await startDevServer({
    dynamoEndpoint: runDynamoEndpoint(),
    env: {
      NODE_EXTRA_CA_CERTS: receiver.caPemPath,
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    },
  });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await receiver?.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON of many shapes; each test asserts what it reads
type Json = any;
const call = apiCaller(() => server.baseUrl);
/** The first delivered event matching, waiting for the pipeline. */
const delivered = (type: string, match?: (data: Json) => boolean, timeoutMs?: number) =>
  deliveredTo(receiver, type, match, timeoutMs);

const CART_EVENTS = [
  'cart.created',
  'cart.item_added',
  'cart.item_updated',
  'cart.item_removed',
  'cart.abandoned',
  'cart.recovered',
  'cart.cleared',
  'cart.checkout_started',
];

describe('npm run dev: login, carts and cart events', () => {
  let token: string;
  let customerId: string;
  let variantIds: string[];
  const phone = '+14155550100';

  beforeAll(async () => {
    const hook = await call('POST', `/api/v1/sdk/stores/${server.storeId}/webhooks`, {
      key: server.secretKey,
      body: { url: receiver.url, events: [...CART_EVENTS, 'customer.created'] },
    });
    expect(hook.status).toBe(201);
    receiver.setSecrets(hook.body.data.secret);
    const sync = await call('POST', '/api/v1/products/sync', {
      key: server.secretKey,
      body: {
        products: [
          {
            externalId: 'mug',
            title: 'Mug',
            variants: [
              {
                externalVariantId: 'mug-white',
                title: 'White',
                sku: 'MUG-W',
                price: 12,
                compareAtPrice: 15,
                inventoryQuantity: 10,
              },
              { externalVariantId: 'mug-black', title: 'Black', price: 14.5, inventoryQuantity: 2 },
            ],
          },
        ],
      },
    });
    expect(sync.status).toBe(200);
    variantIds = sync.body.data.products[0].variants.map((v: Json) => v.variantId);
  });

  it('logs in by phone in test mode (000000) and creates the customer', async () => {
    const otp = await call('POST', `/api/v1/sdk/auth/store/${server.storeId}/otp`, {
      key: server.publishableKey,
      body: { phone },
    });
    expect(otp.status).toBe(202);
    const verify = await call('POST', `/api/v1/sdk/auth/store/${server.storeId}/verify`, {
      key: server.publishableKey,
      body: { phone, code: '000000', firstName: 'Eve', lastName: 'Li', email: 'eve@example.com' },
    });
    expect(verify.status).toBe(200);
    expect(verify.body.data).toMatchObject({
      token: expect.any(String),
      expiresAt: expect.any(String),
      customer: { phone, firstName: 'Eve', lastName: 'Li', email: 'eve@example.com' },
    });
    token = verify.body.data.token;
    customerId = verify.body.data.customer.customerId;
    const event = await delivered('customer.created');
    expect(event.body.data).toMatchObject({
      storeId: server.storeId,
      customerId,
      customer: { customerId, phone },
    });

    const lookup = await call('GET', `/api/v1/customers/by-email/eve%40example.com`, {
      key: server.secretKey,
    });
    expect(lookup.body.data.customerId).toBe(customerId);
  });

  it('cart calls answer the documented fields and each emits its event, signed', async () => {
    const pk = server.publishableKey;
    const base = `/api/v1/sdk/cart/store/${server.storeId}`;
    const cart = await call('GET', `/api/v1/sdk/cart/${server.storeId}`, { key: pk, token });
    expect(cart.status).toBe(200);
    const cartId = cart.body.data.cartId;
    const ofCart = (data: Json) => data.cartId === cartId;

    const added = await call('POST', `${base}/item`, {
      key: pk,
      token,
      body: { productVariantId: variantIds[0], quantity: 1 },
    });
    expect(added.status).toBe(200);
    expect(Object.keys(added.body.data.items[0]).sort()).toEqual(CART_ITEM_FIELDS);
    for (const field of CART_SUMMARY_FIELDS) expect(added.body.data).toHaveProperty(field);
    const raised = await call('POST', `${base}/item`, {
      key: pk,
      token,
      body: { productVariantId: variantIds[0], quantity: 2 },
    });
    expect(raised.body.data.items[0].quantity).toBe(3);
    const second = await call('POST', `${base}/item`, {
      key: pk,
      token,
      body: { productVariantId: variantIds[1], quantity: 1 },
    });
    const lineB = second.body.data.items[1].id;
    expect(
      (await call('PUT', `${base}/item/${lineB}`, { key: pk, token, body: { quantity: 2 } })).status,
    ).toBe(200);
    expect((await call('DELETE', `${base}/item/${lineB}`, { key: pk, token })).status).toBe(200);
    const before = (await call('GET', `/api/v1/sdk/cart/${server.storeId}`, { key: pk, token })).body.data;
    const cleared = await call('DELETE', base, { key: pk, token });
    expect(cleared.body.data.items).toEqual([]);
    await call('POST', `${base}/item`, {
      key: pk,
      token,
      body: { productVariantId: variantIds[1], quantity: 1 },
    });
    const checkout = await call('POST', `${base}/checkout`, { key: pk, token });
    expect(checkout.status).toBe(200);
    expect(checkout.body.data).toMatchObject({
      checkoutId: expect.any(String),
      cartId,
      totals: expect.any(Object),
    });

    const created = await delivered('cart.created', ofCart);
    expect(created.body.data).toMatchObject({
      storeId: server.storeId,
      customerId,
      cartId,
      status: 'Active',
      items: [],
    });
    const itemAdded = await delivered('cart.item_added', ofCart);
    expect(Object.keys(itemAdded.body.data.item).sort()).toEqual(CART_ITEM_FIELDS);
    expect(Object.keys(itemAdded.body.data.cartSummary).sort()).toEqual(CART_SUMMARY_FIELDS);
    expect(itemAdded.body.data.item).toMatchObject({
      unitPrice: 12,
      originalUnitPrice: 15,
      hasDiscount: true,
      discountAmount: 3,
    });
    const updated = await delivered('cart.item_updated', (d) => ofCart(d) && d.previousQuantity === 1);
    expect(updated.body.data).toMatchObject({ item: { quantity: 3 }, cartSummary: { totalQuantity: 3 } });
    const removed = await delivered('cart.item_removed', ofCart);
    expect(removed.body.data).toMatchObject({ item: { id: lineB }, cartSummary: { itemCount: 1 } });
    const clearedEvent = await delivered('cart.cleared', ofCart);
    expect(clearedEvent.body.data).toMatchObject({
      previousItems: before.items,
      previousTotal: before.subtotal,
    });
    const started = await delivered('cart.checkout_started', ofCart);
    expect(started.body.data).toMatchObject({
      checkoutId: checkout.body.data.checkoutId,
      checkoutStartedAt: expect.any(String),
      items: [expect.objectContaining({ productVariantId: variantIds[1] })],
      totals: { subtotal: 14.5, shippingTotal: 0, taxTotal: 0, discountTotal: 0, totalAmount: 14.5 },
      customer: { customerId, email: 'eve@example.com', phone, firstName: 'Eve', lastName: 'Li' },
    });
    for (const event of [created, itemAdded, updated, removed, clearedEvent, started]) {
      expect(event.signedWith).not.toBeNull();
      expect(event.body).toMatchObject({
        id: expect.stringMatching(/^evt_/),
        apiVersion: '1.0',
        livemode: false,
      });
    }
  });

  it("an idle cart is abandoned when the store's test clock passes its window, then recovered by the next call", async () => {
    const cart = (
      await call('GET', `/api/v1/sdk/cart/${server.storeId}`, { key: server.publishableKey, token })
    ).body.data;
    expect(cart.status).toBe('Active');
    const clockPath = `/api/v1/sdk/stores/${server.storeId}/test-clock`;
    // The store's own window (60 minutes), passed by moving its clock two hours on.
    const advanced = await call('POST', `${clockPath}/advance`, {
      key: server.secretKey,
      body: { seconds: 7200 },
    });
    expect(advanced).toMatchObject({ status: 202, body: { data: { status: 'advancing' } } });
    await waitFor(
      async () => (await call('GET', clockPath, { key: server.secretKey })).body.data.status === 'ready',
      { timeoutMs: 10_000, what: 'the test clock to be ready' },
    );
    const abandoned = await delivered('cart.abandoned', (d) => d.cartId === cart.cartId);
    expect(abandoned.body.data).toMatchObject({
      storeId: server.storeId,
      customerId,
      abandonedAt: expect.any(String),
      activeDuration: expect.stringMatching(/^P(\d+D)?(T(\d+H)?(\d+M)?(\d+S)?)?$/),
      cartSummary: { cartId: cart.cartId, status: 'Abandoned' },
    });
    const viewed = await call('GET', `/api/v1/sdk/cart/${server.storeId}`, {
      key: server.publishableKey,
      token,
    });
    expect(viewed.body.data.status).toBe('Active');
    const recovered = await delivered('cart.recovered', (d) => d.cartId === cart.cartId);
    expect(recovered.body.data).toMatchObject({
      recoveredAt: expect.any(String),
      originallyAbandonedAt: abandoned.body.data.abandonedAt,
      cartSummary: { cartId: cart.cartId, status: 'Active' },
    });
  });

  // Expired tokens and tokens of another store or mode are covered in test/integration/carts (no server restarts needed).
  it('a cart call without a JWT -> 401 INVALID_TOKEN; availability needs none', async () => {
    const path = `/api/v1/sdk/cart/${server.storeId}`;
    expect(await call('GET', path, { key: server.publishableKey })).toMatchObject({
      status: 401,
      body: { errorCode: 'INVALID_TOKEN' },
    });
    expect(await call('GET', path, { key: server.publishableKey, token: 'not.a.jwt' })).toMatchObject({
      status: 401,
      body: { errorCode: 'INVALID_TOKEN' },
    });
    const availability = await call('POST', `/api/v1/sdk/cart/store/${server.storeId}/availability`, {
      key: server.publishableKey,
      body: { items: [{ productVariantId: variantIds[1], quantity: 3 }] },
    });
    expect(availability.body.data.items[0]).toMatchObject({ available: false, availableQuantity: 2 });
  });

  it('the storefront catalog over HTTP: Active products by title, whole products per page, 404 for a draft', async () => {
    const variant = (id: string, extra: Json = {}) => ({
      externalVariantId: id,
      title: id,
      price: 5,
      inventoryQuantity: 3,
      ...extra,
    });
    const sync = await call('POST', '/api/v1/products/sync', {
      key: server.secretKey,
      body: {
        products: [
          {
            externalId: 'zl',
            title: 'Zebra lamp',
            category: 'Lights',
            variants: [
              variant('zl-1'),
              variant('zl-2', { status: 'Draft' }),
              variant('zl-3', { inventoryTracking: false }),
            ],
          },
          { externalId: 'zm', title: 'zebra mat', variants: [variant('zm-1')] },
          { externalId: 'zd', title: 'Zebra draft', status: 'Draft', variants: [variant('zd-1')] },
        ],
      },
    });
    expect(sync.status).toBe(200);
    const [lamp, , draft] = sync.body.data.products;
    const base = `/api/v1/sdk/store/${server.storeId}/products`;
    // The search index follows the catalog asynchronously (at most a few seconds behind).
    const found = await waitFor(
      async () => {
        const all = await call('GET', `${base}?q=ZEBRA`, { key: server.publishableKey });
        return all.status === 200 && all.body.data.length === 2 ? (all.body.data as Json[]) : undefined;
      },
      { timeoutMs: 30_000, intervalMs: 250 },
    );
    expect(found.map((p) => p.title).sort()).toEqual(['Zebra lamp', 'zebra mat']);
    expect(found.filter((p) => p.productId === lamp.productId)).toEqual([
      {
        productId: lamp.productId,
        title: 'Zebra lamp',
        description: null,
        category: 'Lights',
        tags: [],
        imageUrl: null,
        images: [],
        variants: [
          {
            id: lamp.variants[0].variantId,
            title: 'zl-1',
            sku: null,
            price: 5,
            compareAtPrice: null,
            available: true,
            availableQuantity: 3,
          },
          {
            id: lamp.variants[2].variantId,
            title: 'zl-3',
            sku: null,
            price: 5,
            compareAtPrice: null,
            available: true,
            availableQuantity: null,
          },
        ],
      },
    ]);
    const first = await call('GET', `${base}?q=ZEBRA&limit=1`, { key: server.publishableKey });
    expect(first.body.data.map((p: Json) => p.title)).toEqual([found[0]!.title]);
    const second = await call(
      'GET',
      `${base}?q=zebra&limit=1&cursor=${encodeURIComponent(first.body.nextCursor)}`,
      {
        key: server.publishableKey,
      },
    );
    expect(second.body.data.map((p: Json) => p.title)).toEqual([found[1]!.title]);
    expect(second.body.nextCursor).toBeNull();
    const lights = await call('GET', `${base}?category=lights`, { key: server.publishableKey });
    expect(lights.body.data.map((p: Json) => p.title)).toEqual(['Zebra lamp']);
    expect(
      (await call('GET', `${base}/${lamp.productId}`, { key: server.publishableKey })).body.data.title,
    ).toBe('Zebra lamp');
    expect(await call('GET', `${base}/${draft.productId}`, { key: server.publishableKey })).toMatchObject({
      status: 404,
      body: { errorCode: 'PRODUCT_NOT_FOUND' },
    });
    expect((await call('GET', base)).status).toBe(401);
  });

  it('every response of this suite matched docs/openapi.json', () => {
    expect(server.contractViolations()).toEqual([]);
  });
});
