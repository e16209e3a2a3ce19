import { describe, expect, it } from 'vitest';
import {
  createServerClient,
  createStorefrontClient,
  PaymentActionRequiredError,
  StoreCommerceError,
  TotalChangedError,
} from '../../../sdk/src/index.js';
import { testAddress } from '../../support/address.ts';

/** A fake API: records each request and answers from the handler. */
const fakeApi = (handler: (request: Request, body: unknown) => Response | Promise<Response>) => {
  const requests: Array<{ method: string; path: string; search: string; headers: Headers; body: unknown }> =
    [];
  const fetch = async (request: Request) => {
    const text = await request.text();
    const body = text === '' ? undefined : JSON.parse(text);
    requests.push({
      method: request.method,
      path: new URL(request.url).pathname,
      search: new URL(request.url).search,
      headers: request.headers,
      body,
    });
    return handler(request, body);
  };
  return { fetch, requests };
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const STORE = '6f1c3f8e-2b1a-4c3d-9e8f-0a1b2c3d4e5f';
const options = { baseUrl: 'http://api.test/', storeId: STORE, retry: false as const };
const completion = {
  paymentToken: 'tok_visa',
  shippingAddress: testAddress(),
  billingAddress: testAddress(),
};

describe('SDK clients', () => {
  it('verifyCode keeps the customer token and sends it, with the publishable key, on cart calls', async () => {
    const api = fakeApi((request) =>
      request.url.endsWith('/verify')
        ? json(200, { success: true, data: { token: 'jwt-1', expiresAt: 'x', customer: {} } })
        : json(200, { success: true, data: { cartId: 'c1' } }),
    );
    const storefront = createStorefrontClient({ ...options, publishableKey: 'pk_test_1', fetch: api.fetch });
    await storefront.verifyCode({ phone: '+15551234567', code: '000000' });
    const cart = await storefront.getCart();
    expect(cart).toEqual({ cartId: 'c1' });
    expect(storefront.getToken()).toBe('jwt-1');
    const [verify, getCart] = api.requests;
    expect(verify!.path).toBe(`/api/v1/sdk/auth/store/${STORE}/verify`);
    expect(verify!.headers.get('authorization')).toBeNull();
    expect(getCart!.path).toBe(`/api/v1/sdk/cart/${STORE}`);
    expect(getCart!.headers.get('x-api-key')).toBe('pk_test_1');
    expect(getCart!.headers.get('authorization')).toBe('Bearer jwt-1');
  });

  it('applies and removes a discount code; a refusal carries its reason', async () => {
    const api = fakeApi((request, body) =>
      request.method === 'POST' && (body as { code: string }).code === 'NOPE'
        ? json(400, {
            success: false,
            message: 'No such discount code',
            errorCode: 'INVALID_DISCOUNT_CODE',
            reason: 'not_found',
          })
        : json(200, {
            success: true,
            data: { cartId: 'c1', discountCode: request.method === 'POST' ? 'SAVE' : null },
          }),
    );
    const storefront = createStorefrontClient({
      ...options,
      publishableKey: 'pk_test_1',
      token: 'jwt-1',
      fetch: api.fetch,
    });
    expect(await storefront.applyDiscountCode('save')).toMatchObject({ discountCode: 'SAVE' });
    expect(await storefront.removeDiscountCode()).toMatchObject({ discountCode: null });
    const refused = await storefront.applyDiscountCode('NOPE').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StoreCommerceError);
    expect(refused).toMatchObject({ status: 400, errorCode: 'INVALID_DISCOUNT_CODE', reason: 'not_found' });
    const [apply, remove] = api.requests;
    expect([apply!.method, apply!.path, apply!.body]).toEqual([
      'POST',
      `/api/v1/sdk/cart/store/${STORE}/discount`,
      { code: 'save' },
    ]);
    expect([remove!.method, remove!.path]).toEqual(['DELETE', `/api/v1/sdk/cart/store/${STORE}/discount`]);
    expect(apply!.headers.get('authorization')).toBe('Bearer jwt-1');
  });

  it('lists the shipping options of a country with the token, and completes with the chosen option', async () => {
    const api = fakeApi((request) =>
      request.url.includes('/shipping-options')
        ? new URL(request.url).searchParams.get('country') === 'JP'
          ? json(400, { success: false, message: 'No zone', errorCode: 'SHIPPING_NOT_AVAILABLE' })
          : json(200, {
              success: true,
              data: {
                country: 'US',
                province: 'CA',
                zone: 'Domestic',
                currency: 'USD',
                options: [{ id: 'ground' }],
              },
            })
        : json(201, { success: true, data: { orderId: 'o1', shippingOption: { id: 'ground' } } }),
    );
    const storefront = createStorefrontClient({
      ...options,
      publishableKey: 'pk_test_1',
      token: 'jwt-1',
      fetch: api.fetch,
    });
    const listed = await storefront.getShippingOptions('US', 'CA');
    expect(listed.options.map((option) => option.id)).toEqual(['ground']);
    const refused = await storefront.getShippingOptions('JP').catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 400, errorCode: 'SHIPPING_NOT_AVAILABLE' });
    await storefront.completeCheckout('chk-1', { ...completion, shippingOptionId: 'ground' });
    const [list, japan, complete] = api.requests;
    expect([list!.method, list!.path, list!.search]).toEqual([
      'GET',
      `/api/v1/sdk/cart/store/${STORE}/shipping-options`,
      '?country=US&province=CA',
    ]);
    expect(japan!.search).toBe('?country=JP');
    expect(list!.headers.get('authorization')).toBe('Bearer jwt-1');
    expect(complete!.body).toMatchObject({ shippingOptionId: 'ground' });
  });

  it('signs in by email code, and says when a new email waits for its code (202)', async () => {
    const api = fakeApi((request, body) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/otp')) return json(202, { success: true, data: { email: 'ada@example.com' } });
      if (path.endsWith('/verify'))
        return json(200, { success: true, data: { token: 'jwt-e', customer: { phone: null } } });
      const pending = (body as { code?: string }).code === undefined;
      return json(pending ? 202 : 200, {
        success: true,
        data: { customerId: 'c1', email: 'old@example.com' },
      });
    });
    const storefront = createStorefrontClient({ ...options, publishableKey: 'pk_test_1', fetch: api.fetch });
    await storefront.requestEmailCode('ada@example.com');
    await storefront.verifyCode({ email: 'ada@example.com', code: '000000' });
    expect(storefront.getToken()).toBe('jwt-e');
    expect(api.requests[0]!.body).toEqual({ email: 'ada@example.com' });
    expect(await storefront.updateProfile({ email: 'new@example.com' })).toMatchObject({
      emailCodeSent: true,
    });
    expect(await storefront.updateProfile({ email: 'new@example.com', code: '000000' })).toMatchObject({
      emailCodeSent: false,
    });
  });

  it('the account calls: profile read and edit with the token, orders with their cursor', async () => {
    const api = fakeApi((request) =>
      new URL(request.url).pathname.endsWith('/orders')
        ? json(200, { success: true, data: [{ orderId: 'o1' }], nextCursor: 'next-1' })
        : json(200, { success: true, data: { customerId: 'c1', firstName: 'Grace' } }),
    );
    const storefront = createStorefrontClient({
      ...options,
      publishableKey: 'pk_test_1',
      token: 'jwt-1',
      fetch: api.fetch,
    });
    expect(await storefront.getProfile()).toEqual({ customerId: 'c1', firstName: 'Grace' });
    await storefront.updateProfile({ firstName: 'Grace', email: null });
    const page = await storefront.listMyOrders({ limit: 1, cursor: 'abc' });
    expect(page).toEqual({ data: [{ orderId: 'o1' }], nextCursor: 'next-1' });
    const [get, put, list] = api.requests;
    expect(get!.path).toBe(`/api/v1/sdk/customers/store/${STORE}/me`);
    expect(get!.headers.get('authorization')).toBe('Bearer jwt-1');
    expect(put).toMatchObject({ method: 'PUT', body: { firstName: 'Grace', email: null } });
    expect(list!.path).toBe(`/api/v1/sdk/customers/store/${STORE}/me/orders`);
  });

  it('the catalog calls: products by title with their query and cursor, one product by id, no token needed', async () => {
    const api = fakeApi((request) =>
      new URL(request.url).pathname.endsWith('/products')
        ? json(200, { success: true, data: [{ productId: 'p1' }], nextCursor: 'next-1' })
        : json(200, { success: true, data: { productId: 'p1', variants: [] } }),
    );
    const storefront = createStorefrontClient({ ...options, publishableKey: 'pk_test_1', fetch: api.fetch });
    const page = await storefront.listProducts({ q: 'mug', category: 'Kitchen', limit: 5, cursor: 'abc' });
    expect(page).toEqual({ data: [{ productId: 'p1' }], nextCursor: 'next-1' });
    expect(await storefront.getProduct('p1')).toEqual({ productId: 'p1', variants: [] });
    const [list, get] = api.requests;
    expect(list!.path).toBe(`/api/v1/sdk/store/${STORE}/products`);
    expect(Object.fromEntries(new URLSearchParams(list!.search))).toEqual({
      q: 'mug',
      category: 'Kitchen',
      limit: '5',
      cursor: 'abc',
    });
    expect(get!.path).toBe(`/api/v1/sdk/store/${STORE}/products/p1`);
    expect(get!.headers.get('x-api-key')).toBe('pk_test_1');
    expect(get!.headers.get('authorization')).toBeNull();
  });

  it('throws a StoreCommerceError with errorCode, requestId, status, details and Retry-After', async () => {
    const api = fakeApi(() =>
      json(
        400,
        {
          success: false,
          message: 'Invalid request',
          errorCode: 'INVALID_REQUEST',
          details: [{ path: 'quantity', message: 'too big' }],
        },
        { 'X-Request-Id': 'req-42', 'Retry-After': '7' },
      ),
    );
    const storefront = createStorefrontClient({
      ...options,
      publishableKey: 'pk',
      token: 't',
      fetch: api.fetch,
    });
    const error = await storefront
      .addItem({ productVariantId: 'v', quantity: 1000 })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StoreCommerceError);
    expect(error).toMatchObject({
      status: 400,
      errorCode: 'INVALID_REQUEST',
      message: 'Invalid request',
      requestId: 'req-42',
      details: [{ path: 'quantity', message: 'too big' }],
      retryAfterSeconds: 7,
    });
  });

  it('a non-JSON error still becomes a typed error', async () => {
    const api = fakeApi(() => new Response('Bad Gateway', { status: 502, statusText: 'Bad Gateway' }));
    const server = createServerClient({ ...options, secretKey: 'sk', fetch: api.fetch });
    await expect(server.orders.get('o1')).rejects.toMatchObject({
      status: 502,
      errorCode: 'HTTP_502',
      requestId: null,
    });
  });

  it('checkout completion sends a generated Idempotency-Key; on PAYMENT_ACTION_REQUIRED it calls back, then completes again', async () => {
    let calls = 0;
    const api = fakeApi(() => {
      calls += 1;
      return calls === 1
        ? json(402, {
            success: false,
            message: 'Authenticate the payment',
            errorCode: 'PAYMENT_ACTION_REQUIRED',
            orderId: 'o1',
            paymentIntentId: 'pi_1',
            clientSecret: 'pi_1_secret_abc',
          })
        : json(201, { success: true, data: { orderId: 'o1', orderStatus: 'Confirmed' } });
    });
    const storefront = createStorefrontClient({
      ...options,
      publishableKey: 'pk',
      token: 't',
      fetch: api.fetch,
    });
    const actions: Array<{ secret: string; intent: string | null }> = [];
    const order = await storefront.completeCheckout('chk-1', completion, {
      onActionRequired: (secret, error) => void actions.push({ secret, intent: error.paymentIntentId }),
    });
    expect(order).toEqual({ orderId: 'o1', orderStatus: 'Confirmed' });
    expect(actions).toEqual([{ secret: 'pi_1_secret_abc', intent: 'pi_1' }]);
    const [first, second] = api.requests;
    expect(first!.path).toBe(`/api/v1/sdk/checkout/store/${STORE}/chk-1/complete`);
    expect(first!.body).toEqual(completion);
    const key = first!.headers.get('idempotency-key');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(second!.headers.get('idempotency-key')).toBe(key);
  });

  it('without onActionRequired the PaymentActionRequiredError is thrown; a caller key is used as given', async () => {
    const api = fakeApi(() =>
      json(402, {
        success: false,
        message: 'm',
        errorCode: 'PAYMENT_ACTION_REQUIRED',
        data: { clientSecret: 's' },
      }),
    );
    const storefront = createStorefrontClient({
      ...options,
      publishableKey: 'pk',
      token: 't',
      fetch: api.fetch,
    });
    const error = await storefront
      .completeCheckout('chk', completion, { idempotencyKey: 'mine' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentActionRequiredError);
    expect((error as PaymentActionRequiredError).clientSecret).toBe('s');
    expect(api.requests[0]!.headers.get('idempotency-key')).toBe('mine');
  });

  it('quotes a checkout with the token; completion sends expectedTotalAmount and TOTAL_CHANGED carries the new totals', async () => {
    const totals = { subtotal: 40, discountTotal: 4, shippingTotal: 15, taxTotal: 2.61, totalAmount: 53.61 };
    const api = fakeApi((request) =>
      request.url.endsWith('/quote')
        ? json(200, { success: true, data: { checkoutId: 'chk', shippingOptionId: 'standard', totals } })
        : json(409, {
            success: false,
            message: 'The total is now 53.61',
            errorCode: 'TOTAL_CHANGED',
            totals,
          }),
    );
    const storefront = createStorefrontClient({
      ...options,
      publishableKey: 'pk',
      token: 't',
      fetch: api.fetch,
    });
    const quote = await storefront.quoteCheckout('chk', { shippingAddress: completion.shippingAddress });
    expect(quote).toMatchObject({ shippingOptionId: 'standard', totals });
    const error = await storefront
      .completeCheckout('chk', { ...completion, shippingOptionId: 'express', expectedTotalAmount: 43.61 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TotalChangedError);
    expect(error).toMatchObject({ status: 409, errorCode: 'TOTAL_CHANGED', totals });
    const [quoted, completed] = api.requests;
    expect([quoted!.method, quoted!.path, quoted!.headers.get('authorization')]).toEqual([
      'POST',
      `/api/v1/sdk/checkout/store/${STORE}/chk/quote`,
      'Bearer t',
    ]);
    expect(quoted!.body).toEqual({ shippingAddress: completion.shippingAddress });
    expect(completed!.body).toMatchObject({ expectedTotalAmount: 43.61 });
  });

  it('the server client sends the secret key, a generated Idempotency-Key on order creation, and the list filter', async () => {
    const api = fakeApi(() => json(200, { success: true, data: [] }));
    const server = createServerClient({ ...options, secretKey: 'sk_test_1', fetch: api.fetch });
    await server.orders.create({} as never);
    await server.webhooks.list({ isEnabled: false });
    expect(api.requests[0]!.headers.get('x-api-key')).toBe('sk_test_1');
    expect(api.requests[0]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(api.requests[1]!.path).toBe(`/api/v1/sdk/stores/${STORE}/webhooks`);
  });

  it('createRefund posts the refund with the secret key and an Idempotency-Key, answering the pending refund', async () => {
    const pending = { refundId: 'r1', amount: 5, status: 'Pending' };
    const api = fakeApi(() => json(202, { success: true, data: pending }));
    const server = createServerClient({ ...options, secretKey: 'sk_test_1', fetch: api.fetch });
    const body = { amount: 5, reason: 'Damaged', restock: [{ itemId: 'i1', quantity: 1 }] };
    expect(await server.orders.createRefund('o1', body)).toEqual(pending);
    await server.orders.createRefund('o1', { amount: 1 }, { idempotencyKey: 'refund-1' });
    const [first, second] = api.requests;
    expect([first!.method, first!.path, first!.body]).toEqual(['POST', '/api/v1/orders/o1/refunds', body]);
    expect(first!.headers.get('x-api-key')).toBe('sk_test_1');
    expect(first!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(second!.headers.get('idempotency-key')).toBe('refund-1');
  });

  it('advanceTestClock posts the seconds and waits until the clock is ready again; getTestClock reads it', async () => {
    let reads = 0;
    const api = fakeApi((request) => {
      if (request.method === 'POST')
        return json(202, { success: true, data: { now: 'a', offsetSeconds: 0, status: 'advancing' } });
      reads++;
      const status = reads < 2 ? 'advancing' : 'ready';
      return json(200, { success: true, data: { now: 'b', offsetSeconds: 3600, status } });
    });
    const server = createServerClient({ ...options, secretKey: 'sk_test_1', fetch: api.fetch });
    expect(await server.advanceTestClock(3600)).toEqual({ now: 'b', offsetSeconds: 3600, status: 'ready' });
    const [advance, ...polls] = api.requests;
    expect([advance!.method, advance!.path, advance!.body]).toEqual([
      'POST',
      `/api/v1/sdk/stores/${STORE}/test-clock/advance`,
      { seconds: 3600 },
    ]);
    expect(polls.map((poll) => `${poll.method} ${poll.path}`)).toEqual([
      `GET /api/v1/sdk/stores/${STORE}/test-clock`,
      `GET /api/v1/sdk/stores/${STORE}/test-clock`,
    ]);
    expect(await server.advanceTestClock(60, { wait: false })).toMatchObject({ status: 'advancing' });
    expect(await server.getTestClock()).toMatchObject({ offsetSeconds: 3600 });
  });
});
