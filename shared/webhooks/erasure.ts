import { erasedEventData } from '../customers/redaction.ts';
import type { OutboxRecord } from '../events/outbox.ts';

/**
 * A customer's erasure reaches what the webhook pipeline keeps about them (docs/decisions.md
 * §3.16): the events in the log and the payloads of their deliveries get the same "[erased]"
 * fields as their orders, and a delivery sent after the erasure (a retry, a late first attempt)
 * sends the redacted body.
 */
export const erasedOutboxRecord = (record: OutboxRecord): OutboxRecord => ({
  ...record,
  data: erasedEventData(record.data),
});

/** A kept delivery payload (an envelope, compact JSON) with its data redacted, key order kept. */
export const erasedPayload = (payload: string): string => {
  const envelope = JSON.parse(payload) as { data?: Record<string, unknown> };
  if (typeof envelope.data !== 'object' || envelope.data === null) return payload;
  return JSON.stringify({ ...envelope, data: erasedEventData(envelope.data) });
};

/** Whether the customer named by an event was erased; the consumer asks before each send. */
export interface ErasedCustomers {
  isErased(storeId: string, mode: OutboxRecord['mode'], customerId: string): Promise<boolean>;
}

/** Redacts what the pipeline keeps about an erased customer; a repeated run changes nothing more. */
export interface CustomerRedaction {
  redact(
    storeId: string,
    mode: OutboxRecord['mode'],
    customerId: string,
    now: Date,
  ): Promise<{ events: number; deliveries: number }>;
}
