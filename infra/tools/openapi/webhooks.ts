import type { ComponentRegistry } from './components.ts';
import { anyEventSchema, eventEnvelopeSchemas } from './event-schemas.ts';

/**
 * OpenAPI 3.1 `webhooks`: one entry per event type, a POST of its envelope to the receiver's
 * URL, so generators emit a type per event and `WebhookEvent`, the union a receiver switches on.
 */
const SIGNATURE_HEADERS = [
  ['X-Webhook-Event', 'The event type'],
  ['X-Service-Signature', 'sha256=<hex HMAC-SHA256 of the raw body, keyed with the endpoint secret>'],
  ['webhook-id', 'Standard Webhooks: the event id'],
  ['webhook-timestamp', 'Standard Webhooks: Unix time (s) the attempt was signed'],
  ['webhook-signature', 'Standard Webhooks: v1,<base64 HMAC-SHA256 of "id.timestamp.body">'],
] as const;

const webhookOperation = (type: string, operationId: string, schema: Record<string, unknown>) => ({
  post: {
    operationId,
    summary: type === ANY_EVENT ? 'Any event (one of the entries below)' : `The ${type} event`,
    tags: ['webhooks'],
    security: [],
    parameters: SIGNATURE_HEADERS.map(([name, description]) => ({
      name,
      in: 'header',
      required: true,
      schema: { type: 'string' },
      description,
    })),
    requestBody: {
      required: true,
      description: 'The event envelope, signed with the endpoint secret (verify before parsing)',
      content: { 'application/json': { schema } },
    },
    responses: {
      '200': { description: 'Any 2xx acknowledges the event; anything else is retried with backoff' },
      '400': { description: 'Rejected (e.g. a bad signature): retried like any failure' },
    },
  },
});

/** The entry whose body is the union: what a single receiver URL subscribed to several types gets. */
const ANY_EVENT = 'event';

const operationIdOf = (type: string) =>
  `on${type
    .split(/[._]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')}`;

export const webhooksSection = (components: ComponentRegistry): Record<string, unknown> => {
  const envelopes = eventEnvelopeSchemas();
  const any = components.convert(anyEventSchema(envelopes.map(({ envelope }) => envelope)), 'output');
  return {
    [ANY_EVENT]: webhookOperation(ANY_EVENT, 'onEvent', any),
    ...Object.fromEntries(
      envelopes.map(({ type, envelope }) => [
        type,
        webhookOperation(type, operationIdOf(type), components.convert(envelope, 'output')),
      ]),
    ),
  };
};
