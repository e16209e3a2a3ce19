import * as z from 'zod';
import { EVENT_TYPES } from '../../events/catalog.ts';
import { named } from '../../schema/named.ts';
import { WEBHOOK_ENDPOINT_TYPES, WEBHOOK_ORDERINGS } from '../types.ts';
import { lazySchema } from '../../schema/lazy.ts';

export const eventTypeSchema = /* @__PURE__ */ lazySchema(() =>
  named('EventType', z.enum(EVENT_TYPES as [string, ...string[]]), {
    description: 'A webhook event type (docs/webhooks.md lists when each is sent)',
  }),
);

/** What the management endpoints answer with (documentation: the OpenAPI document and its contract checks). */
export const endpointViewSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'WebhookEndpoint',
    z.object({
      id: z.uuid(),
      storeId: z.uuid(),
      type: z.enum(WEBHOOK_ENDPOINT_TYPES).meta({
        description: '`https`: signed POSTs to `url`; `eventbridge`: PutEvents on `eventBusArn` as `roleArn`',
      }),
      url: z.string().optional().meta({ description: 'HTTPS endpoints only' }),
      eventBusArn: z.string().optional().meta({ description: 'EventBridge endpoints only' }),
      roleArn: z.string().optional().meta({ description: 'EventBridge endpoints only' }),
      events: z.array(eventTypeSchema),
      description: z.string(),
      isEnabled: z.boolean(),
      apiVersion: z.literal('1.0'),
      includeApiOriginated: z.boolean(),
      rateLimit: z.int().min(1).nullable(),
      ordering: z.enum(WEBHOOK_ORDERINGS).meta({
        description:
          '`resource`: the events of one resource are delivered one after another (see the ordering guide)',
      }),
      disabledReason: z.literal('failing').nullable(),
      disabledAt: z.iso.datetime().nullable(),
      secretMask: z
        .string()
        .regex(/^whsec_\*{4}.{4}$/)
        .optional()
        .meta({ description: 'HTTPS endpoints only (an EventBridge endpoint has no signing secret)' }),
      deliveryStats: z.object({ total: z.int(), successful: z.int(), failed: z.int() }),
      createdAt: z.iso.datetime(),
      updatedAt: z.iso.datetime(),
    }),
  ),
);

export const createdEndpointSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'CreatedWebhookEndpoint',
    endpointViewSchema.unwrap().extend({
      secret: z.string().startsWith('whsec_').min(32).optional(),
    }),
    {
      description: 'The endpoint with its signing secret (HTTPS endpoints), shown only here and on rotation',
    },
  ),
);

export const deliveryAttemptViewSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'WebhookDelivery',
    z.object({
      deliveryId: z.string(),
      eventId: z.string().startsWith('evt_'),
      eventType: eventTypeSchema,
      attempt: z.int().positive(),
      timestamp: z.iso.datetime(),
      responseCode: z.int().nullable(),
      success: z.boolean(),
      durationMs: z.number().nonnegative(),
      error: z.string().nullable(),
    }),
  ),
);

export const endpointDetailSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'WebhookEndpointDetail',
    endpointViewSchema.unwrap().extend({
      recentDeliveries: z.array(deliveryAttemptViewSchema),
    }),
  ),
);

export const deletedEndpointSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ id: z.uuid(), deleted: z.literal(true) }),
);

export const rotatedSecretSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.uuid(),
    secret: z.string().startsWith('whsec_').min(32),
    secretMask: z.string(),
    rotatedAt: z.iso.datetime(),
  }),
);

export const testSendSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    deliveryId: z.string(),
    eventId: z.string().startsWith('evt_'),
    success: z.boolean(),
    responseCode: z.int().nullable(),
    durationMs: z.number().nonnegative(),
    error: z.string().nullable().optional(),
  }),
);
