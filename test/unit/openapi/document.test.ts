import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { buildOpenApiDocument } from '../../../infra/tools/openapi/document.ts';
import { OPENAPI_FILE } from '../../../infra/tools/openapi/load.ts';
import { EVENT_TYPES } from '../../../shared/events/catalog.ts';
import { named } from '../../../shared/schema/named.ts';
import { requestBaseUrl } from '../../../shared/http/server-url.ts';
import { defineOperation } from '../../../shared/http/types.ts';
import { STATUS_TARGETS } from '../../../shared/orders/transitions.ts';
import type { RouteDefinition } from '../../../shared/routes.ts';

/**
 * The committed document (test/e2e/contract.test.ts proves it is current) is what client
 * generators read: named components, enums, examples, headers, webhooks.
 */
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const document = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as Json;
const schemas = document.components.schemas as Record<string, Json>;
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const operation = (path: string, method: string): Json => document.paths[path][method];
const body = (path: string, method: string): Json =>
  operation(path, method).requestBody.content['application/json'];

describe('the OpenAPI document', () => {
  it('names the schemas the operations use (client generators emit named types)', () => {
    for (const name of [
      'Cart',
      'CartItem',
      'CartSummary',
      'Order',
      'OrderItem',
      'Address',
      'Totals',
      'PaymentMethod',
      'TrackingInfo',
      'WebhookEndpoint',
      'WebhookDelivery',
      'Customer',
      'Product',
      'Variant',
      'StoreSettings',
      'Branding',
      'Error',
    ])
      expect(schemas[name], name).toBeDefined();
    const data = (path: string, method: string, status = '200') =>
      operation(path, method).responses[status].content['application/json'].schema.properties.data;
    expect(data('/api/v1/sdk/cart/{storeId}', 'get')).toEqual(ref('Cart'));
    expect(data('/api/v1/orders/{orderId}', 'get')).toEqual(ref('Order'));
    expect(schemas.Order!.properties.items).toEqual({ type: 'array', items: ref('OrderItem') });
    expect(body('/api/v1/orders', 'post').schema).toEqual(ref('CreateOrderRequest'));
    // The request form of an address (optional fields) is its own component.
    expect(schemas.CreateOrderRequest!.properties.shippingAddress).toEqual(ref('AddressInput'));
  });

  it('has enums where the contract has them, and refundAmount is a number', () => {
    const eventType = schemas.EventType!;
    expect(eventType.enum).toEqual([...EVENT_TYPES]);
    expect(schemas.WebhookEndpoint!.properties.events.items).toEqual(ref('EventType'));
    expect(schemas.CreateWebhookEndpointRequest!.properties.events.items).toEqual(ref('EventType'));
    expect(schemas.Order!.properties.orderStatus).toEqual(ref('OrderStatus'));
    expect(schemas.UpdateOrderStatusRequest!.properties.status.enum).toEqual([...STATUS_TARGETS]);
    expect(schemas.CancelOrderRequest!.properties.refundAmount.type).toBe('number');
    expect(schemas.ApiKeyType!.enum).toEqual(['publishable', 'secret']);
    expect(schemas.Mode!.enum).toEqual(['test', 'live']);
  });

  it('describes every request body and gives examples (test payment tokens on paymentToken)', () => {
    for (const methods of Object.values(document.paths) as Json[])
      for (const op of Object.values(methods) as Json[])
        if (op.requestBody) expect(op.requestBody.description, op.operationId).toBeTruthy();
    const completion = body('/api/v1/sdk/checkout/store/{storeId}/{checkoutId}/complete', 'post');
    expect(completion.example.paymentToken).toBe('tok_visa');
    expect(schemas.CompleteCheckoutRequest!.properties.paymentToken.examples).toEqual(
      expect.arrayContaining(['tok_visa', 'tok_chargeDeclined']),
    );
  });

  it('has tags with descriptions, a license, and request-id/rate-limit headers on every response', () => {
    expect(document.info.license.name).toBeTruthy();
    const tags = new Map((document.tags as Json[]).map((tag) => [tag.name, tag.description]));
    for (const methods of Object.values(document.paths) as Json[])
      for (const op of Object.values(methods) as Json[]) {
        for (const tag of op.tags) expect(tags.get(tag), tag).toBeTruthy();
        for (const [status, response] of Object.entries(op.responses as Record<string, Json>)) {
          expect(Object.keys(response.headers), `${op.operationId} ${status}`).toEqual(
            expect.arrayContaining(['X-Request-Id', 'X-RateLimit-Limit', 'X-RateLimit-Remaining']),
          );
        }
      }
    expect(document.components.headers['X-Request-Id'].required).toBe(true);
  });

  it('describes every event type under webhooks, with its envelope and data schema', () => {
    for (const type of EVENT_TYPES) {
      const envelope = document.webhooks[type].post.requestBody.content['application/json'].schema;
      const name = envelope.$ref.split('/').pop();
      expect(schemas[name]!.properties.type).toEqual({ type: 'string', const: type });
      expect(schemas[name]!.properties.data.$ref).toMatch(/Data$/);
    }
    expect(schemas.WebhookEvent!.anyOf).toHaveLength(EVENT_TYPES.length);
  });
});

describe('naming in the generator (works for routes added later without extra work)', () => {
  const route: RouteDefinition = {
    method: 'POST',
    path: '/api/v1/things',
    group: 'orders',
    operationId: 'createThing',
    access: 'secret',
  };

  it('names an unnamed body and response after the operation, and splits a named schema whose request form differs', () => {
    const Widget = named('TestWidget', z.object({ size: z.number().default(1) }), {
      description: 'A widget',
    });
    const built = buildOpenApiDocument(
      () =>
        defineOperation({
          body: z.strictObject({ widget: Widget }),
          response: z.object({ id: z.string(), widget: Widget }),
          handle: async () => ({ data: {} }),
        }),
      [route],
    ) as Json;
    const op = built.paths['/api/v1/things'].post;
    const components = built.components.schemas;
    expect(op.requestBody.content['application/json'].schema).toEqual(ref('CreateThingRequest'));
    expect(op.responses['201'].content['application/json'].schema.properties.data).toEqual(
      ref('CreateThingResult'),
    );
    expect(components.CreateThingRequest.properties.widget).toEqual(ref('TestWidgetInput'));
    expect(components.CreateThingResult.properties.widget).toEqual(ref('TestWidget'));
    expect(components.TestWidget.required).toEqual(['size']);
    expect(components.TestWidgetInput.required).toBeUndefined();
  });

  it('refuses two different schemas under one name', () => {
    const first = z.object({ a: z.string() });
    const second = named('TestClash', z.object({ b: z.string() }));
    named('TestClash', first);
    expect(() =>
      buildOpenApiDocument(
        () =>
          defineOperation({
            response: z.object({ x: first, y: second }),
            handle: async () => ({ data: {} }),
          }),
        [route],
      ),
    ).toThrow(/TestClash/);
  });
});

describe('requestBaseUrl (the served document names the URL it was fetched from)', () => {
  it('follows Host and X-Forwarded-Proto, and ignores a Host that is not host[:port]', () => {
    expect(requestBaseUrl({ host: '127.0.0.1:4123' })).toBe('http://127.0.0.1:4123');
    expect(requestBaseUrl({ host: 'api.example.com', 'x-forwarded-proto': 'https' })).toBe(
      'https://api.example.com',
    );
    expect(requestBaseUrl({ host: 'evil.com/x?y' })).toBeUndefined();
    expect(requestBaseUrl({})).toBeUndefined();
  });
});
