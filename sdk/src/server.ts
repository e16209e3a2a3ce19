import { errorFromResponse } from './errors.js';
import { createApiClient, newIdempotencyKey, unwrap } from './http.js';
import type { ClientOptions } from './options.js';
import type {
  CancelOrderInput,
  CreateOrderInput,
  CreateRefundInput,
  CreateWebhookInput,
  Customer,
  Order,
  OrderStatusUpdate,
  Product,
  ProductSyncInput,
  ProductSyncResult,
  ResponseData,
  TestClock,
  UpdateWebhookInput,
  WebhookEnvelope,
  WebhookEventType,
} from './types.js';

/** Filters of the event feed: `types` of event, one `resource` (`order:<orderId>`), `after` an event id. */
export interface EventFeedQuery {
  after?: string;
  types?: WebhookEventType[];
  resource?: string;
  limit?: number;
}

export interface EventFeedPage {
  data: WebhookEnvelope[];
  /** The event id to pass as the next `after`; null when nothing more is listed now. */
  nextCursor: string | null;
}

export interface ServerClientOptions extends ClientOptions {
  /** The store's secret key (`sk_test_…` / `sk_live_…`): keep it on your server. */
  secretKey: string;
}

/** What a store's back office calls with the secret key. Never ship it to a browser. */
export interface ServerClient {
  readonly storeId: string;
  products: {
    /** Upserts by `externalId` / `externalVariantId`; answers the internal ids carts use. */
    sync(products: ProductSyncInput['products']): Promise<ProductSyncResult>;
    get(productId: string): Promise<Product>;
  };
  customers: {
    get(customerId: string): Promise<Customer>;
    getByEmail(email: string): Promise<ResponseData<'getCustomerByEmail'>>;
  };
  orders: {
    /** Sends a generated `Idempotency-Key` unless you pass one. */
    create(input: CreateOrderInput, options?: { idempotencyKey?: string }): Promise<Order>;
    get(orderId: string): Promise<Order>;
    /** Status values in lower case: `shipped`, `partially_shipped`, `delivered`, … */
    updateStatus(orderId: string, update: OrderStatusUpdate): Promise<ResponseData<'updateOrderStatus'>>;
    cancel(orderId: string, input?: CancelOrderInput): Promise<ResponseData<'cancelOrder'>>;
    /**
     * Refunds part or all of a paid order without cancelling it: answers `{ refundId, amount,
     * status: "Pending" }`; `order.refunded` follows when it completes. Sends a generated
     * `Idempotency-Key` unless you pass one, so a retried call never refunds twice.
     */
    createRefund(
      orderId: string,
      input: CreateRefundInput,
      options?: { idempotencyKey?: string },
    ): Promise<ResponseData<'createRefund'>>;
  };
  webhooks: {
    /**
     * An HTTPS endpoint's answer carries its signing secret: the only time it is shown. An
     * EventBridge endpoint (`type: "eventbridge"`) has none (IAM authenticates each put).
     */
    create(
      input: CreateWebhookInput & { type?: 'https' },
    ): Promise<ResponseData<'createWebhook'> & { secret: string }>;
    create(input: CreateWebhookInput): Promise<ResponseData<'createWebhook'>>;
    list(filter?: { isEnabled?: boolean }): Promise<ResponseData<'listWebhooks'>>;
    get(webhookId: string): Promise<ResponseData<'getWebhook'>>;
    update(webhookId: string, input: UpdateWebhookInput): Promise<ResponseData<'updateWebhook'>>;
    delete(webhookId: string): Promise<ResponseData<'deleteWebhook'>>;
    /** Sends a signed probe now (`webhook.test`, or sample data of `eventType`). */
    test(webhookId: string, eventType?: WebhookEventType): Promise<ResponseData<'testWebhook'>>;
    rotateSecret(webhookId: string): Promise<ResponseData<'rotateWebhookSecret'>>;
  };
  /**
   * The event feed: the envelopes your endpoints receive, kept 30 days, oldest first, each listed
   * once it is 2 s old. Poll it with `after` to catch up on what a receiver missed.
   */
  events: {
    list(query?: EventFeedQuery): Promise<EventFeedPage>;
    get(eventId: string): Promise<WebhookEnvelope>;
    /**
     * Every event after `query.after` (or the oldest kept), page by page, up to the newest listed
     * now: `for await (const event of client.events.iterate({ after }))`.
     */
    iterate(query?: Omit<EventFeedQuery, 'limit'> & { pageSize?: number }): AsyncGenerator<WebhookEnvelope>;
  };
  /** The store's test clock (secret test key only; a live key gets 404 NOT_FOUND). */
  getTestClock(): Promise<TestClock>;
  /**
   * Moves the store's test clock `seconds` forward (1 to 2,592,000): carts are abandoned, webhook
   * retries and refunds run as if that time had passed. Resolves once the store's due work has
   * run (`status: "ready"`); `{ wait: false }` resolves at once with `status: "advancing"`.
   */
  advanceTestClock(seconds: number, options?: { wait?: boolean; timeoutMs?: number }): Promise<TestClock>;
}

const ADVANCE_POLL_MS = 250;

export const createServerClient = (options: ServerClientOptions): ServerClient => {
  const api = createApiClient(options, options.secretKey, () => null);
  const storeId = options.storeId;
  const endpoint = (webhookId: string) => ({ params: { path: { storeId, webhookId } } });
  const listEvents = async (query: EventFeedQuery = {}): Promise<EventFeedPage> => {
    const { data, error, response } = await api.GET('/api/v1/sdk/stores/{storeId}/events', {
      params: {
        path: { storeId },
        query: {
          ...(query.after !== undefined ? { after: query.after } : {}),
          ...(query.types !== undefined ? { types: query.types.join(',') } : {}),
          ...(query.resource !== undefined ? { resource: query.resource } : {}),
          ...(query.limit !== undefined ? { limit: query.limit } : {}),
        },
      },
    });
    if (!response.ok) throw errorFromResponse(response, error);
    const page = data as unknown as EventFeedPage;
    return { data: page.data, nextCursor: page.nextCursor ?? null };
  };
  const getTestClock = () =>
    unwrap<TestClock>(api.GET('/api/v1/sdk/stores/{storeId}/test-clock', { params: { path: { storeId } } }));

  return {
    storeId,
    products: {
      sync: (products) => unwrap(api.POST('/api/v1/products/sync', { body: { products } })),
      get: (productId) =>
        unwrap(api.GET('/api/v1/products/{productId}', { params: { path: { productId } } })),
    },
    customers: {
      get: (customerId) =>
        unwrap(api.GET('/api/v1/customers/{customerId}', { params: { path: { customerId } } })),
      getByEmail: (email) =>
        unwrap(api.GET('/api/v1/customers/by-email/{email}', { params: { path: { email } } })),
    },
    orders: {
      create: (input, { idempotencyKey = newIdempotencyKey() } = {}) =>
        unwrap(
          api.POST('/api/v1/orders', {
            params: { header: { 'Idempotency-Key': idempotencyKey } },
            body: input,
          }),
        ),
      get: (orderId) => unwrap(api.GET('/api/v1/orders/{orderId}', { params: { path: { orderId } } })),
      updateStatus: (orderId, update) =>
        unwrap(api.PUT('/api/v1/orders/{orderId}/status', { params: { path: { orderId } }, body: update })),
      cancel: (orderId, input = {}) =>
        unwrap(api.PUT('/api/v1/orders/{orderId}/cancel', { params: { path: { orderId } }, body: input })),
      createRefund: (orderId, input, { idempotencyKey = newIdempotencyKey() } = {}) =>
        unwrap(
          api.POST('/api/v1/orders/{orderId}/refunds', {
            params: { path: { orderId }, header: { 'Idempotency-Key': idempotencyKey } },
            body: input,
          }),
        ),
    },
    webhooks: {
      // One call for both overloads: the API answers an HTTPS endpoint with its secret.
      create: ((input: CreateWebhookInput) =>
        unwrap(
          api.POST('/api/v1/sdk/stores/{storeId}/webhooks', { params: { path: { storeId } }, body: input }),
        )) as ServerClient['webhooks']['create'],
      list: (filter = {}) =>
        unwrap(
          api.GET('/api/v1/sdk/stores/{storeId}/webhooks', {
            params: {
              path: { storeId },
              query: filter.isEnabled === undefined ? {} : { isEnabled: filter.isEnabled ? 'true' : 'false' },
            },
          }),
        ),
      get: (webhookId) =>
        unwrap(api.GET('/api/v1/sdk/stores/{storeId}/webhooks/{webhookId}', endpoint(webhookId))),
      update: (webhookId, input) =>
        unwrap(
          api.PUT('/api/v1/sdk/stores/{storeId}/webhooks/{webhookId}', {
            ...endpoint(webhookId),
            body: input,
          }),
        ),
      delete: (webhookId) =>
        unwrap(api.DELETE('/api/v1/sdk/stores/{storeId}/webhooks/{webhookId}', endpoint(webhookId))),
      test: (webhookId, eventType) =>
        unwrap(
          api.POST('/api/v1/sdk/stores/{storeId}/webhooks/{webhookId}/test', {
            ...endpoint(webhookId),
            body: eventType === undefined ? {} : { eventType },
          }),
        ),
      rotateSecret: (webhookId) =>
        unwrap(
          api.POST('/api/v1/sdk/stores/{storeId}/webhooks/{webhookId}/rotate-secret', endpoint(webhookId)),
        ),
    },
    events: {
      list: listEvents,
      get: async (eventId) =>
        (await unwrap(
          api.GET('/api/v1/sdk/stores/{storeId}/events/{eventId}', {
            params: { path: { storeId, eventId } },
          }),
        )) as WebhookEnvelope,
      async *iterate({ pageSize = 100, ...query } = {}) {
        let after = query.after;
        for (;;) {
          const page = await listEvents({
            ...query,
            ...(after !== undefined ? { after } : {}),
            limit: pageSize,
          });
          yield* page.data;
          if (page.nextCursor === null) return;
          after = page.nextCursor;
        }
      },
    },
    getTestClock,
    async advanceTestClock(seconds, { wait = true, timeoutMs = 60_000 } = {}) {
      let clock = await unwrap<TestClock>(
        api.POST('/api/v1/sdk/stores/{storeId}/test-clock/advance', {
          params: { path: { storeId } },
          body: { seconds },
        }),
      );
      const deadline = Date.now() + timeoutMs;
      while (wait && clock.status === 'advancing') {
        if (Date.now() > deadline)
          throw new Error(`The test clock was still advancing after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, ADVANCE_POLL_MS));
        clock = await getTestClock();
      }
      return clock;
    },
  };
};
