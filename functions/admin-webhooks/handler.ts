import * as z from 'zod';
import { config } from '../../shared/config.ts';
import { createHttpHandler, type HttpHandlerOptions } from '../../shared/http/handler.ts';
import { defaultOwnerAccess } from '../../shared/http/token-verifiers.ts';
import { modeQuerySchema, pageResult } from '../../shared/db/page.ts';
import { defineOperation, type OperationContext } from '../../shared/http/types.ts';
import {
  createdEndpointSchema,
  deletedEndpointSchema,
  endpointDetailSchema,
  endpointViewSchema,
  rotatedSecretSchema,
  testSendSchema,
} from '../../shared/webhooks/endpoints/response-schemas.ts';
import {
  createWebhookSchema,
  testWebhookSchema,
  updateWebhookSchema,
} from '../../shared/webhooks/endpoints/schemas.ts';
import type { WebhookScope } from '../../shared/webhooks/endpoints/service.ts';
import {
  adminDeliveryPath,
  adminEventPath,
  adminListWebhooksQuerySchema,
  adminStorePath,
  adminWebhookPath,
  deliveriesQuerySchema,
  eventsQuerySchema,
  recoverBodySchema,
} from '../../shared/webhooks/log/schemas.ts';
import {
  deliveryDetailViewSchema,
  deliveryViewSchema,
  eventDetailViewSchema,
  eventViewSchema,
  recoverResultSchema,
  retryResultSchema,
} from '../../shared/webhooks/log/views.ts';
import { adminWebhookServices, deployedAdminWebhookPipeline, type AdminWebhookServices } from './wiring.ts';
import { lazySchema } from '../../shared/schema/lazy.ts';

/**
 * Webhooks, their delivery log and the store's events in the admin API (owner access tokens).
 * The same services and views as the secret-key routes; the middleware has checked the
 * caller's role on the path's store, and every change carries the caller as its audit actor.
 */
export type { AdminWebhookServices };

const scopeOf = (ctx: OperationContext<{ storeId: string }, { mode: 'test' | 'live' }>): WebhookScope => ({
  storeId: ctx.params.storeId,
  mode: ctx.query.mode,
  actor: { ownerId: ctx.owner!.ownerId, email: ctx.owner!.email ?? null },
});

const ACCESS_ERRORS = ['STORE_NOT_FOUND', 'ACCESS_DENIED'] as const;
const ENDPOINT_ERRORS = [...ACCESS_ERRORS, 'WEBHOOK_NOT_FOUND'] as const;

export const createAdminWebhooksHandler = (
  services: () => AdminWebhookServices = () => adminWebhookServices(config(), deployedAdminWebhookPipeline),
  options: Pick<HttpHandlerOptions<'adminWebhooks'>, 'ownerAccess' | 'guard'> = {},
) =>
  createHttpHandler({
    group: 'adminWebhooks',
    ownerAccess: defaultOwnerAccess,
    ...options,
    operations: {
      adminCreateWebhook: defineOperation({
        summary: 'Register a webhook endpoint (the secret is shown here and by rotate only; admin or owner)',
        response: createdEndpointSchema,
        errors: [...ACCESS_ERRORS, 'TOO_MANY_WEBHOOKS', 'DUPLICATE_URL', 'CONFLICT'],
        params: adminStorePath,
        query: modeQuerySchema,
        body: createWebhookSchema,
        successStatus: 201,
        handle: async (ctx) => ({
          status: 201,
          data: await services().endpoints().create(scopeOf(ctx), ctx.body),
        }),
      }),
      adminListWebhooks: defineOperation({
        summary: 'Endpoints of the store in a mode, optionally filtered by isEnabled (secrets masked)',
        response: lazySchema(() => z.array(endpointViewSchema)),
        errors: [...ACCESS_ERRORS],
        params: adminStorePath,
        query: adminListWebhooksQuerySchema,
        handle: async (ctx) => ({
          data: await services().endpoints().list(scopeOf(ctx), { isEnabled: ctx.query.isEnabled }),
        }),
      }),
      adminGetWebhook: defineOperation({
        summary: 'One endpoint with delivery statistics and recent attempts (secret masked)',
        response: endpointDetailSchema,
        errors: [...ENDPOINT_ERRORS],
        params: adminWebhookPath,
        query: modeQuerySchema,
        handle: async (ctx) => ({
          data: await services().endpoints().get(scopeOf(ctx), ctx.params.webhookId),
        }),
      }),
      adminUpdateWebhook: defineOperation({
        summary: 'Change url, events, description, isEnabled or includeApiOriginated (admin or owner)',
        response: endpointViewSchema,
        errors: [...ENDPOINT_ERRORS, 'DUPLICATE_URL', 'CONFLICT'],
        params: adminWebhookPath,
        query: modeQuerySchema,
        body: updateWebhookSchema,
        handle: async (ctx) => ({
          data: await services().endpoints().update(scopeOf(ctx), ctx.params.webhookId, ctx.body),
        }),
      }),
      adminDeleteWebhook: defineOperation({
        summary: 'Delete an endpoint (admin or owner)',
        response: deletedEndpointSchema,
        errors: [...ENDPOINT_ERRORS, 'CONFLICT'],
        params: adminWebhookPath,
        query: modeQuerySchema,
        handle: async (ctx) => ({
          data: await services().endpoints().remove(scopeOf(ctx), ctx.params.webhookId),
        }),
      }),
      adminTestWebhook: defineOperation({
        summary: 'Send a test event to this endpoint now, even when disabled (admin or owner)',
        response: testSendSchema,
        errors: [...ENDPOINT_ERRORS],
        params: adminWebhookPath,
        query: modeQuerySchema,
        body: testWebhookSchema,
        successStatus: 200,
        handle: async (ctx) => ({
          data: await services().endpoints().sendTest(scopeOf(ctx), ctx.params.webhookId, ctx.body.eventType),
        }),
      }),
      adminRotateWebhookSecret: defineOperation({
        summary: 'Replace the signing secret; the old one stops working at once (admin or owner)',
        response: rotatedSecretSchema,
        errors: [...ENDPOINT_ERRORS, 'CONFLICT'],
        params: adminWebhookPath,
        query: modeQuerySchema,
        successStatus: 200,
        handle: async (ctx) => ({
          data: await services().endpoints().rotateSecret(scopeOf(ctx), ctx.params.webhookId),
        }),
      }),
      adminListWebhookDeliveries: defineOperation({
        summary: "The endpoint's deliveries, newest first, optionally by status (kept 30 days)",
        response: lazySchema(() => z.array(deliveryViewSchema)),
        errors: [...ENDPOINT_ERRORS],
        params: adminWebhookPath,
        query: deliveriesQuerySchema,
        paginated: true,
        handle: async (ctx) =>
          pageResult(await services().log().listDeliveries(scopeOf(ctx), ctx.params.webhookId, ctx.query)),
      }),
      adminGetWebhookDelivery: defineOperation({
        summary: 'One delivery: the exact payload sent and every attempt with its response (4 KiB)',
        response: deliveryDetailViewSchema,
        errors: [...ENDPOINT_ERRORS, 'DELIVERY_NOT_FOUND'],
        params: adminDeliveryPath,
        query: modeQuerySchema,
        handle: async (ctx) => ({
          data: await services().log().getDelivery(scopeOf(ctx), ctx.params.webhookId, ctx.params.deliveryId),
        }),
      }),
      adminRetryWebhookDelivery: defineOperation({
        summary:
          'Send a delivery again now: same delivery id, next attempt number, current secret; works on a disabled endpoint (admin or owner). A delivery that succeeded can be sent again too: that attempt is marked resend',
        response: retryResultSchema,
        errors: [...ENDPOINT_ERRORS, 'DELIVERY_NOT_FOUND', 'CONFLICT'],
        params: adminDeliveryPath,
        query: modeQuerySchema,
        successStatus: 202,
        handle: async (ctx) => ({
          status: 202,
          data: await services().log().retry(scopeOf(ctx), ctx.params.webhookId, ctx.params.deliveryId),
        }),
      }),
      adminRecoverWebhook: defineOperation({
        summary:
          'Send every failed delivery of the endpoint since a time again, paced (admin or owner; the endpoint must be enabled)',
        response: recoverResultSchema,
        errors: [...ENDPOINT_ERRORS, 'WEBHOOK_DISABLED'],
        params: adminWebhookPath,
        query: modeQuerySchema,
        body: recoverBodySchema,
        successStatus: 202,
        handle: async (ctx) => ({
          status: 202,
          data: await services().log().recover(scopeOf(ctx), ctx.params.webhookId, ctx.body.since),
        }),
      }),
      adminListEvents: defineOperation({
        summary: "The store's events in a mode, newest first, optionally of one type (kept 30 days)",
        response: lazySchema(() => z.array(eventViewSchema)),
        errors: [...ACCESS_ERRORS],
        params: adminStorePath,
        query: eventsQuerySchema,
        paginated: true,
        handle: async (ctx) => pageResult(await services().log().listEvents(scopeOf(ctx), ctx.query)),
      }),
      adminGetEvent: defineOperation({
        summary: 'One event: its envelope and its delivery to each endpoint',
        response: eventDetailViewSchema,
        errors: [...ACCESS_ERRORS, 'EVENT_NOT_FOUND'],
        params: adminEventPath,
        query: modeQuerySchema,
        handle: async (ctx) => ({ data: await services().log().getEvent(scopeOf(ctx), ctx.params.eventId) }),
      }),
    },
  });

export const handler = createAdminWebhooksHandler();
