import * as z from 'zod';
import { config } from '../../shared/config.ts';
import { createHttpHandler } from '../../shared/http/handler.ts';
import { defineOperation, type OperationContext } from '../../shared/http/types.ts';
import {
  createWebhookSchema,
  listWebhooksQuerySchema,
  storePathSchema,
  testWebhookSchema,
  updateWebhookSchema,
  webhookPathSchema,
} from '../../shared/webhooks/endpoints/schemas.ts';
import {
  createdEndpointSchema,
  deletedEndpointSchema,
  endpointDetailSchema,
  endpointViewSchema,
  rotatedSecretSchema,
  testSendSchema,
} from '../../shared/webhooks/endpoints/response-schemas.ts';
import { eventEnvelopeSchema, eventFeedQuerySchema, eventPathSchema } from '../../shared/events/schemas.ts';
import type { WebhookScope } from '../../shared/webhooks/endpoints/service.ts';
import { webhookServices } from './wiring.ts';
import { lazySchema } from '../../shared/schema/lazy.ts';

// Authentication already checked the key type (webhookAdmin), the path store and that the key
// belongs to it; the key's mode picks test or live endpoints.
const scopeOf = ({ auth }: Pick<OperationContext, 'auth'>): WebhookScope => ({
  storeId: auth.storeId,
  mode: auth.mode,
});

const services = () => webhookServices(config());
const service = () => services().endpoints();
const feed = () => services().feed();

export const handler = createHttpHandler({
  group: 'webhooks',
  operations: {
    createWebhook: defineOperation({
      summary: 'Register a webhook endpoint (the secret is returned here and by rotate only)',
      response: createdEndpointSchema,
      errors: ['TOO_MANY_WEBHOOKS', 'DUPLICATE_URL', 'CONFLICT'],
      params: storePathSchema,
      body: createWebhookSchema,
      handle: async (ctx) => ({ status: 201, data: await service().create(scopeOf(ctx), ctx.body) }),
    }),
    listWebhooks: defineOperation({
      summary: 'Endpoints of the store in the key mode, optionally filtered by isEnabled',
      response: lazySchema(() => z.array(endpointViewSchema)),
      params: storePathSchema,
      query: listWebhooksQuerySchema,
      handle: async (ctx) => ({ data: await service().list(scopeOf(ctx), ctx.query) }),
    }),
    getWebhook: defineOperation({
      summary: 'One endpoint with delivery statistics and recent delivery attempts',
      response: endpointDetailSchema,
      errors: ['WEBHOOK_NOT_FOUND'],
      params: webhookPathSchema,
      handle: async (ctx) => ({ data: await service().get(scopeOf(ctx), ctx.params.webhookId) }),
    }),
    updateWebhook: defineOperation({
      summary: 'Change url, events, description, isEnabled or includeApiOriginated',
      response: endpointViewSchema,
      errors: ['WEBHOOK_NOT_FOUND', 'DUPLICATE_URL', 'CONFLICT'],
      params: webhookPathSchema,
      body: updateWebhookSchema,
      handle: async (ctx) => ({ data: await service().update(scopeOf(ctx), ctx.params.webhookId, ctx.body) }),
    }),
    deleteWebhook: defineOperation({
      summary: 'Delete an endpoint; nothing more is delivered to it',
      response: deletedEndpointSchema,
      errors: ['WEBHOOK_NOT_FOUND', 'CONFLICT'],
      params: webhookPathSchema,
      handle: async (ctx) => ({ data: await service().remove(scopeOf(ctx), ctx.params.webhookId) }),
    }),
    testWebhook: defineOperation({
      summary: 'Send a test event to this endpoint now (even when disabled)',
      response: testSendSchema,
      errors: ['WEBHOOK_NOT_FOUND'],
      params: webhookPathSchema,
      body: testWebhookSchema,
      handle: async (ctx) => ({
        data: await service().sendTest(scopeOf(ctx), ctx.params.webhookId, ctx.body.eventType),
      }),
    }),
    listEvents: defineOperation({
      summary:
        'Events of the store in the key mode, oldest first after `after`, as delivered (kept 30 days; listed once 2 s old)',
      response: lazySchema(() => z.array(eventEnvelopeSchema)),
      paginated: true,
      errors: ['INVALID_CURSOR'],
      params: storePathSchema,
      query: eventFeedQuerySchema,
      handle: async (ctx) => await feed().list(scopeOf(ctx), ctx.query),
    }),
    getEvent: defineOperation({
      summary: 'One event of the store, as delivered',
      response: eventEnvelopeSchema,
      errors: ['EVENT_NOT_FOUND'],
      params: eventPathSchema,
      handle: async (ctx) => ({ data: await feed().get(scopeOf(ctx), ctx.params.eventId) }),
    }),
    rotateWebhookSecret: defineOperation({
      summary: 'Replace the signing secret; the old one stops working at once',
      response: rotatedSecretSchema,
      errors: ['WEBHOOK_NOT_FOUND', 'CONFLICT'],
      params: webhookPathSchema,
      handle: async (ctx) => ({ data: await service().rotateSecret(scopeOf(ctx), ctx.params.webhookId) }),
    }),
  },
});
