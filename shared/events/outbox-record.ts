import * as z from 'zod';
import { isEventType, type EventType } from './catalog.ts';
import { EVENT_ORIGINS, type OutboxRecord } from './outbox.ts';
import { withEventData } from './stored-data.ts';
import { lazySchema } from '../schema/lazy.ts';

/**
 * An outbox record as read back from the table stream: every stream consumer (the webhook router,
 * notifications, the search indexer) validates it the same way, and a webhook delivery message
 * carries it whole.
 */
export const outboxRecordSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    eventId: z.string().min(1),
    type: z
      .string()
      .refine(isEventType, 'unknown event type')
      .transform((t) => t as EventType),
    storeId: z.string().min(1),
    mode: z.enum(['test', 'live']),
    origin: z.enum(EVENT_ORIGINS),
    customerId: z.string().nullable(),
    externalReference: z.string().nullable(),
    occurredAt: z.string().min(1),
    data: z.record(z.string(), z.unknown()),
    sequence: z.number().int().min(1).optional(),
  }),
);

/** Validates an outbox item read back from the stream or the table, its data inflated if stored compressed (anything else is not routable). */
export const parseOutboxRecord = (value: unknown): OutboxRecord =>
  outboxRecordSchema.parse(withEventData(value));

/** An outbox item the table stream reported inserted, with its position in the stream. */
export interface OutboxInsert {
  sequenceNumber: string;
  event: OutboxRecord;
}
