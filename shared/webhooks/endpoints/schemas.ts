import * as z from 'zod';
import { EVENT_TYPES, isEventType, type EventType } from '../../events/catalog.ts';
import { named } from '../../schema/named.ts';
import { idParam, textField } from '../../util/fields.ts';
import { checkWebhookUrl } from './url.ts';

/**
 * Request schemas of the management endpoints. Everything a request can get wrong without
 * touching the network is checked here (400 INVALID_REQUEST with details); the SSRF check
 * of the host runs afterwards in the service because it may resolve DNS.
 */
export const WEBHOOK_API_VERSION = '1.0' as const;

/** An unknown type's message lists the valid ones, so a typo is fixed without opening the docs. */
export const unknownEventTypeMessage = (value: unknown): string =>
  `Unknown event type "${String(value)}"; valid types: ${EVENT_TYPES.join(', ')}`;
export const MAX_DESCRIPTION_LENGTH = 500;

/** A URL in its normal form (see checkWebhookUrl), or an issue explaining why not. */
export const webhookUrlSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'url is required' : 'url must be a string') })
  .transform((value, ctx) => {
    const checked = checkWebhookUrl(value);
    if (!checked.ok) {
      ctx.addIssue({ code: 'custom', message: checked.message });
      return z.NEVER;
    }
    return checked.url;
  });

/**
 * Checked by the refinement below (its message names the unknown type); documented as the
 * EventType enum, the same component the responses use.
 */
const eventTypeItem = named('EventType', z.string({ error: 'each event type must be a string' }), {
  enum: [...EVENT_TYPES],
  description: 'A webhook event type (docs/webhooks.md lists when each is sent)',
});

/** Known types only, at least one; duplicates are dropped, the caller's order is kept. */
export const eventTypesSchema = z
  .array(eventTypeItem, {
    error: (issue) =>
      issue.input === undefined ? 'events is required' : 'events must be an array of event types',
  })
  .min(1, 'events must name at least one event type')
  .max(EVENT_TYPES.length * 2, 'too many event types')
  .superRefine((values, ctx) => {
    values.forEach((value, index) => {
      if (!isEventType(value)) {
        ctx.addIssue({ code: 'custom', path: [index], message: unknownEventTypeMessage(value) });
      }
    });
  })
  .transform((values) => [...new Set(values)] as EventType[]);

const descriptionSchema = textField({
  max: MAX_DESCRIPTION_LENGTH,
  trim: false,
  multiline: true,
  label: 'description',
});

export const MAX_WEBHOOK_RATE_LIMIT = 1000;

/** Deliveries per second, 1..1000; null (update) removes the limit. */
const rateLimitSchema = z
  .int({ error: `rateLimit must be an integer from 1 to ${MAX_WEBHOOK_RATE_LIMIT}, or null` })
  .min(1, { error: `rateLimit must be an integer from 1 to ${MAX_WEBHOOK_RATE_LIMIT}, or null` })
  .max(MAX_WEBHOOK_RATE_LIMIT, {
    error: `rateLimit must be an integer from 1 to ${MAX_WEBHOOK_RATE_LIMIT}, or null`,
  })
  .nullable();

export const createWebhookSchema = named(
  'CreateWebhookEndpointRequest',
  z.strictObject(
    {
      url: webhookUrlSchema,
      events: eventTypesSchema,
      description: descriptionSchema.default(''),
      isEnabled: z.boolean({ error: 'isEnabled must be a boolean' }).default(true),
      apiVersion: z
        .literal(WEBHOOK_API_VERSION, { error: `apiVersion must be "${WEBHOOK_API_VERSION}"` })
        .default(WEBHOOK_API_VERSION),
      includeApiOriginated: z.boolean({ error: 'includeApiOriginated must be a boolean' }).default(false),
      rateLimit: rateLimitSchema.default(null),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? undefined : 'The body must be a JSON object') },
  ),
  {
    description: 'A receiver URL (HTTPS) and the event types it wants',
    examples: [
      {
        url: 'https://example.org/webhooks/store',
        events: ['order.created', 'order.shipped'],
        description: 'Fulfilment system',
      },
    ],
  },
);
export type CreateWebhookInput = z.output<typeof createWebhookSchema>;

/** PUT is a partial update of these six fields; at least one must be present. */
export const updateWebhookSchema = z
  .strictObject(
    {
      url: webhookUrlSchema.optional(),
      events: eventTypesSchema.optional(),
      description: descriptionSchema.optional(),
      isEnabled: z.boolean({ error: 'isEnabled must be a boolean' }).optional(),
      includeApiOriginated: z.boolean({ error: 'includeApiOriginated must be a boolean' }).optional(),
      rateLimit: rateLimitSchema.optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? undefined : 'The body must be a JSON object') },
  )
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message:
      'The body must contain at least one of url, events, description, isEnabled, includeApiOriginated, rateLimit',
  });
export type UpdateWebhookInput = z.output<typeof updateWebhookSchema>;

export const listWebhooksQuerySchema = z
  .object({
    isEnabled: z
      .enum(['true', 'false'], { error: 'isEnabled must be "true" or "false"' })
      .optional()
      .transform((value) => (value === undefined ? undefined : value === 'true')),
  })
  .transform((query) => ({ isEnabled: query.isEnabled }));

/** The test body is optional: an absent body, `{}` and `{ eventType }` are all fine. */
export const testWebhookSchema = z
  .strictObject(
    {
      eventType: z
        .string({ error: 'eventType must be a string' })
        .refine(isEventType, { error: (issue) => unknownEventTypeMessage(issue.input) })
        .optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? undefined : 'The body must be a JSON object') },
  )
  .optional()
  .transform((body) => ({ eventType: (body?.eventType ?? 'webhook.test') as EventType }));

export const webhookPathSchema = z.object({ storeId: idParam(), webhookId: idParam() });
export const storePathSchema = z.object({ storeId: idParam() });
