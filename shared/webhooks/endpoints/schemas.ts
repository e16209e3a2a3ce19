import * as z from 'zod';
import { EVENT_TYPES, isEventType, type EventType } from '../../events/catalog.ts';
import { named } from '../../schema/named.ts';
import { idParam, textField } from '../../util/fields.ts';
import { WEBHOOK_ENDPOINT_TYPES, WEBHOOK_ORDERINGS } from '../types.ts';
import { checkEventBusArn, checkRoleArn, type ArnCheck } from './destination-arns.ts';
import { checkWebhookUrl } from './url.ts';
import { lazySchema } from '../../schema/lazy.ts';

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
export const webhookUrlSchema = /* @__PURE__ */ lazySchema(() =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'url is required' : 'url must be a string') })
    .transform((value, ctx) => {
      const checked = checkWebhookUrl(value);
      if (!checked.ok) {
        ctx.addIssue({ code: 'custom', message: checked.message });
        return z.NEVER;
      }
      return checked.url;
    }),
);

/** An ARN trimmed, or an issue saying which form it must have. */
const arnSchema = (field: string, checkArn: (value: string) => ArnCheck) =>
  z.string({ error: `${field} must be a string` }).transform((value, ctx) => {
    const checked = checkArn(value);
    if (!checked.ok) {
      ctx.addIssue({ code: 'custom', message: checked.message });
      return z.NEVER;
    }
    return checked.arn;
  });

export const eventBusArnSchema = /* @__PURE__ */ lazySchema(() =>
  named('EventBusArn', arnSchema('eventBusArn', checkEventBusArn), {
    description: 'An EventBridge event bus in your AWS account (EventBridge endpoints only)',
    examples: ['arn:aws:events:us-east-1:123456789012:event-bus/store-events'],
  }),
);
export const roleArnSchema = /* @__PURE__ */ lazySchema(() =>
  named('EventBridgeRoleArn', arnSchema('roleArn', checkRoleArn), {
    description:
      'The IAM role we assume to put events on the bus: it trusts our account with your store id as ExternalId (EventBridge endpoints only)',
    examples: ['arn:aws:iam::123456789012:role/store-commerce-events'],
  }),
);

const endpointTypeSchema = /* @__PURE__ */ lazySchema(() =>
  z.enum(WEBHOOK_ENDPOINT_TYPES, {
    error: `type must be one of ${WEBHOOK_ENDPOINT_TYPES.map((type) => `"${type}"`).join(', ')}`,
  }),
);

/** A field given to an endpoint of the other type (type is fixed at creation: delete and create instead). */
const otherTypeField = (field: string, type: string) =>
  `${field} applies to ${type === 'eventbridge' ? 'HTTPS' : 'EventBridge'} endpoints only; this one is type "${type}"`;

/**
 * The destination fields of a create body by type: HTTPS takes `url` (required), EventBridge takes
 * `eventBusArn` and `roleArn` (both required) and no `url`.
 */
const checkDestinationFields = (
  body: { type: string; url?: unknown; eventBusArn?: unknown; roleArn?: unknown },
  ctx: z.RefinementCtx,
) => {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (body.type === 'eventbridge') {
    if (body.url !== undefined) issue('url', otherTypeField('url', 'eventbridge'));
    if (body.eventBusArn === undefined)
      issue('eventBusArn', 'eventBusArn is required for an EventBridge endpoint');
    if (body.roleArn === undefined) issue('roleArn', 'roleArn is required for an EventBridge endpoint');
    const partitions = [body.eventBusArn, body.roleArn].map((arn) => String(arn).split(':')[1]);
    if (body.eventBusArn !== undefined && body.roleArn !== undefined && partitions[0] !== partitions[1])
      issue('roleArn', 'roleArn must be in the same AWS partition as eventBusArn');
    return;
  }
  if (body.url === undefined) issue('url', 'url is required');
  for (const field of ['eventBusArn', 'roleArn'] as const)
    if (body[field] !== undefined) issue(field, otherTypeField(field, 'https'));
};

/**
 * Checked by the refinement below (its message names the unknown type); documented as the
 * EventType enum, the same component the responses use.
 */
const eventTypeItem = /* @__PURE__ */ lazySchema(() =>
  named('EventType', z.string({ error: 'each event type must be a string' }), {
    enum: [...EVENT_TYPES],
    description: 'A webhook event type (docs/webhooks.md lists when each is sent)',
  }),
);

/** Known types only, at least one; duplicates are dropped, the caller's order is kept. */
export const eventTypesSchema = /* @__PURE__ */ lazySchema(() =>
  z
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
    .transform((values) => [...new Set(values)] as EventType[]),
);

const descriptionSchema = /* @__PURE__ */ lazySchema(() =>
  textField({
    max: MAX_DESCRIPTION_LENGTH,
    trim: false,
    multiline: true,
    label: 'description',
  }),
);

export const MAX_WEBHOOK_RATE_LIMIT = 1000;

/** Deliveries per second, 1..1000; null (update) removes the limit. */
const rateLimitSchema = /* @__PURE__ */ lazySchema(() =>
  z
    .int({ error: `rateLimit must be an integer from 1 to ${MAX_WEBHOOK_RATE_LIMIT}, or null` })
    .min(1, { error: `rateLimit must be an integer from 1 to ${MAX_WEBHOOK_RATE_LIMIT}, or null` })
    .max(MAX_WEBHOOK_RATE_LIMIT, {
      error: `rateLimit must be an integer from 1 to ${MAX_WEBHOOK_RATE_LIMIT}, or null`,
    })
    .nullable(),
);

/**
 * `resource`: an event is delivered only after every earlier event of the same resource to this
 * endpoint succeeded or was given up (docs/decisions.md §6.26); `none`: as soon as it happens.
 */
const orderingSchema = /* @__PURE__ */ lazySchema(() =>
  z.enum(WEBHOOK_ORDERINGS, { error: 'ordering must be "none" or "resource"' }).meta({
    description:
      '`resource`: deliver the events of one resource (an order, a cart...) one after another, each only once every earlier one succeeded or was given up; `none` (default): as they happen',
  }),
);

export const createWebhookSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'CreateWebhookEndpointRequest',
    z
      .strictObject(
        {
          type: endpointTypeSchema.default('https'),
          url: webhookUrlSchema.optional(),
          eventBusArn: eventBusArnSchema.optional(),
          roleArn: roleArnSchema.optional(),
          events: eventTypesSchema,
          description: descriptionSchema.default(''),
          isEnabled: z.boolean({ error: 'isEnabled must be a boolean' }).default(true),
          apiVersion: z
            .literal(WEBHOOK_API_VERSION, { error: `apiVersion must be "${WEBHOOK_API_VERSION}"` })
            .default(WEBHOOK_API_VERSION),
          includeApiOriginated: z.boolean({ error: 'includeApiOriginated must be a boolean' }).default(false),
          rateLimit: rateLimitSchema.default(null),
          ordering: orderingSchema.default('none'),
        },
        {
          error: (issue) =>
            issue.code === 'unrecognized_keys' ? undefined : 'The body must be a JSON object',
        },
      )
      .superRefine(checkDestinationFields)
      .transform(({ type, url, eventBusArn, roleArn, ...fields }) =>
        type === 'eventbridge'
          ? { ...fields, type, eventBusArn: eventBusArn!, roleArn: roleArn! }
          : { ...fields, type, url: url! },
      ),
    {
      description:
        'A receiver URL (HTTPS), or an EventBridge bus with the role to put on it (`type: "eventbridge"`), and the event types it wants',
      examples: [
        {
          url: 'https://example.org/webhooks/store',
          events: ['order.created', 'order.shipped'],
          description: 'Fulfilment system',
        },
        {
          type: 'eventbridge',
          eventBusArn: 'arn:aws:events:us-east-1:123456789012:event-bus/store-events',
          roleArn: 'arn:aws:iam::123456789012:role/store-commerce-events',
          events: ['order.created'],
        },
      ],
    },
  ),
);
export type CreateWebhookInput = z.output<typeof createWebhookSchema>;

/**
 * PUT is a partial update of these fields; at least one must be present. `url` applies to HTTPS
 * endpoints, `eventBusArn` and `roleArn` to EventBridge ones (the service checks which this is).
 */
export const updateWebhookSchema = /* @__PURE__ */ lazySchema(() =>
  z
    .strictObject(
      {
        url: webhookUrlSchema.optional(),
        eventBusArn: eventBusArnSchema.optional(),
        roleArn: roleArnSchema.optional(),
        events: eventTypesSchema.optional(),
        description: descriptionSchema.optional(),
        isEnabled: z.boolean({ error: 'isEnabled must be a boolean' }).optional(),
        includeApiOriginated: z.boolean({ error: 'includeApiOriginated must be a boolean' }).optional(),
        rateLimit: rateLimitSchema.optional(),
        ordering: orderingSchema.optional(),
      },
      {
        error: (issue) => (issue.code === 'unrecognized_keys' ? undefined : 'The body must be a JSON object'),
      },
    )
    .refine((body) => Object.values(body).some((value) => value !== undefined), {
      message:
        'The body must contain at least one of url, eventBusArn, roleArn, events, description, isEnabled, includeApiOriginated, rateLimit, ordering',
    }),
);
export type UpdateWebhookInput = z.output<typeof updateWebhookSchema>;

export const listWebhooksQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z
    .object({
      isEnabled: z
        .enum(['true', 'false'], { error: 'isEnabled must be "true" or "false"' })
        .optional()
        .transform((value) => (value === undefined ? undefined : value === 'true')),
    })
    .transform((query) => ({ isEnabled: query.isEnabled })),
);

/** The test body is optional: an absent body, `{}` and `{ eventType }` are all fine. */
export const testWebhookSchema = /* @__PURE__ */ lazySchema(() =>
  z
    .strictObject(
      {
        eventType: z
          .string({ error: 'eventType must be a string' })
          .refine(isEventType, { error: (issue) => unknownEventTypeMessage(issue.input) })
          .optional(),
      },
      {
        error: (issue) => (issue.code === 'unrecognized_keys' ? undefined : 'The body must be a JSON object'),
      },
    )
    .optional()
    .transform((body) => ({ eventType: (body?.eventType ?? 'webhook.test') as EventType })),
);

export const webhookPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ storeId: idParam(), webhookId: idParam() }),
);
export const storePathSchema = /* @__PURE__ */ lazySchema(() => z.object({ storeId: idParam() }));
