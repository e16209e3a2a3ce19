import { createHttpHandler } from '../../shared/http/handler.ts';
import { defineOperation, type OperationContext } from '../../shared/http/types.ts';
import { defaultWebhookService } from '../../shared/webhooks/endpoints/default-service.ts';
import {
  createWebhookSchema,
  listWebhooksQuerySchema,
  storePathSchema,
  testWebhookSchema,
  updateWebhookSchema,
  webhookPathSchema,
} from '../../shared/webhooks/endpoints/schemas.ts';
import type { WebhookScope } from '../../shared/webhooks/endpoints/service.ts';

// Authentication already checked the key type (webhookAdmin), the path store and that the key
// belongs to it; the key's mode picks test or live endpoints.
const scopeOf = ({ auth }: Pick<OperationContext, 'auth'>): WebhookScope => ({
  storeId: auth.storeId,
  mode: auth.mode,
});
const service = defaultWebhookService;

export const handler = createHttpHandler({
  group: 'webhooks',
  operations: {
    createWebhook: defineOperation({
      params: storePathSchema,
      body: createWebhookSchema,
      handle: async (ctx) => ({ status: 201, data: await service().create(scopeOf(ctx), ctx.body) }),
    }),
    listWebhooks: defineOperation({
      params: storePathSchema,
      query: listWebhooksQuerySchema,
      handle: async (ctx) => ({ data: await service().list(scopeOf(ctx), ctx.query) }),
    }),
    getWebhook: defineOperation({
      params: webhookPathSchema,
      handle: async (ctx) => ({ data: await service().get(scopeOf(ctx), ctx.params.webhookId) }),
    }),
    updateWebhook: defineOperation({
      params: webhookPathSchema,
      body: updateWebhookSchema,
      handle: async (ctx) => ({ data: await service().update(scopeOf(ctx), ctx.params.webhookId, ctx.body) }),
    }),
    deleteWebhook: defineOperation({
      params: webhookPathSchema,
      handle: async (ctx) => ({ data: await service().remove(scopeOf(ctx), ctx.params.webhookId) }),
    }),
    testWebhook: defineOperation({
      params: webhookPathSchema,
      body: testWebhookSchema,
      handle: async (ctx) => ({
        data: await service().sendTest(scopeOf(ctx), ctx.params.webhookId, ctx.body.eventType),
      }),
    }),
    rotateWebhookSecret: defineOperation({
      params: webhookPathSchema,
      handle: async (ctx) => ({ data: await service().rotateSecret(scopeOf(ctx), ctx.params.webhookId) }),
    }),
  },
});
