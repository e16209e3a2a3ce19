import * as z from 'zod';
import { pageLimitSchema } from '../db/page.ts';
import { idParam } from '../util/fields.ts';
import { named } from '../schema/named.ts';
import { EVENT_TYPES, isEventType, type EventType } from './catalog.ts';
import { parseResource, RESOURCE_TYPES } from './resource.ts';
import { lazySchema } from '../schema/lazy.ts';

/** `?after=&types=&resource=&limit=` of the event feed (docs/decisions.md §6.24); bad values are 400 INVALID_REQUEST. */
export const eventFeedQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    after: z
      .string()
      .min(1, 'after must be an event id')
      .max(100, 'after must be an event id')
      .optional()
      .meta({ description: 'List the events after this one (an event id); none: from the oldest kept' }),
    types: z
      .string()
      .optional()
      .superRefine((value, ctx) => {
        const unknown = (value ?? '').split(',').filter((type) => type !== '' && !isEventType(type));
        if (value !== undefined && (value.trim() === '' || unknown.length > 0))
          ctx.addIssue({ code: 'custom', message: `Unknown event type: ${unknown.join(', ') || '(none)'}` });
      })
      .transform((value) =>
        value === undefined ? undefined : (value.split(',').filter((type) => type !== '') as EventType[]),
      )
      .meta({ description: 'Comma-separated event types; none: every type' }),
    resource: z
      .string()
      .optional()
      .superRefine((value, ctx) => {
        if (value !== undefined && !parseResource(value))
          ctx.addIssue({
            code: 'custom',
            message: `resource must be <type>:<id> with type one of ${RESOURCE_TYPES.join(', ')}`,
          });
      })
      .transform((value) => (value === undefined ? undefined : parseResource(value)))
      .meta({ description: 'Only the events of one resource, `<type>:<id>` (e.g. `order:<orderId>`)' }),
    limit: pageLimitSchema,
  }),
);

export const eventPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ storeId: idParam(), eventId: z.string().min(1).max(100) }),
);

/**
 * A listed event: exactly the envelope an endpoint receives (the `WebhookEvent` schema gives
 * each type's `data`).
 */
export const eventEnvelopeSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'EventEnvelope',
    z.object({
      id: z.string(),
      type: z.enum(EVENT_TYPES as [EventType, ...EventType[]]),
      apiVersion: z.literal('1.0'),
      created_at: z.string(),
      createdAt: z.string(),
      livemode: z.boolean(),
      resource: z.object({ type: z.enum(RESOURCE_TYPES), id: z.string() }),
      sequence: z.number().int().min(1).optional(),
      data: z.record(z.string(), z.unknown()),
    }),
    { description: 'An event as its webhook endpoints receive it; see WebhookEvent for each type’s data' },
  ),
);
