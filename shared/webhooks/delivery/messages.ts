import { createHash } from 'node:crypto';
import * as z from 'zod';
import type { OutboxRecord } from '../../events/outbox.ts';
import { outboxRecordSchema } from '../../events/outbox-record.ts';
import type { Mode } from '../../db/keys.ts';
import { lazySchema } from '../../schema/lazy.ts';

/**
 * The queue message of one delivery attempt: (event, endpoint, attempt number). It carries
 * the whole outbox record so the consumer rebuilds the byte-identical envelope without a
 * read; an event is a few KiB at most, far below the SQS (256 KiB) and Scheduler Input
 * (256 KB) limits.
 */
export interface DeliveryMessage {
  deliveryId: string;
  eventId: string;
  webhookId: string;
  storeId: string;
  mode: Mode;
  /** 1 for the first send; the consumer enqueues attempt + 1 after a failure. */
  attempt: number;
  event: OutboxRecord;
  /** The endpoint delivers one resource's events in order since then (docs/decisions.md §6.26). */
  orderedSince?: string;
  /** How many times in a row this first attempt waited without its resource moving. */
  orderWaits?: number;
  /** Up to which sequence its resource's events were done when it last waited. */
  orderSeenThrough?: number;
}

/**
 * Deterministic delivery id: the same (event, endpoint) always maps to the same id, so a
 * stream batch the router sees twice produces the same deliveries, and the consumer's
 * per-attempt claim turns the duplicate into a no-op. Shaped as an RFC 9562 version-8
 * ("custom") UUID, as record ids are UUIDs (spec Conventions).
 *
 * An event id of the service's own form (`evt_` + 24 hex digits) is carried IN the delivery id,
 * masked with a hash of the endpoint id, beside 24 bits of SHA-256 of both: given the endpoint
 * (every delivery route names it) the event is read back from the id (eventIdOfDelivery). A
 * delivery whose first attempt succeeded is kept on its event's claim item, not an item of its
 * own (docs/decisions.md §6.27), and this is how the log finds it by id. Other event ids (and
 * deliveries made before) use SHA-256 alone.
 */
const EVENT_ID = /^evt_([0-9a-f]{24})$/;

const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');

const asUuidV8 = (hex30: string): string => {
  // 30 free hex digits around the version (8) and variant (8: 10xx with xx = 00) digits.
  const h = `${hex30.slice(0, 12)}8${hex30.slice(12, 15)}8${hex30.slice(15, 30)}`;
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
};

const xorHex = (a: string, b: string): string =>
  a
    .split('')
    .map((digit, i) => (parseInt(digit, 16) ^ parseInt(b[i]!, 16)).toString(16))
    .join('');

const endpointMask = (webhookId: string): string => sha256Hex(`delivery-mask:${webhookId}`).slice(0, 24);
const checkDigits = (eventId: string, webhookId: string): string =>
  sha256Hex(`delivery:${eventId}:${webhookId}`).slice(0, 6);

export const deliveryIdFor = (eventId: string, webhookId: string): string => {
  const own = EVENT_ID.exec(eventId);
  if (own) return asUuidV8(xorHex(own[1]!, endpointMask(webhookId)) + checkDigits(eventId, webhookId));
  return legacyDeliveryIdFor(eventId, webhookId);
};

/** The id of every delivery made before ids carried their event (and of events of other forms). */
export const legacyDeliveryIdFor = (eventId: string, webhookId: string): string => {
  const hex = sha256Hex(`delivery:${eventId}:${webhookId}`).slice(0, 32).split('');
  hex[12] = '8';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
};

/** The event a delivery id of `webhookId` carries (deliveryIdFor), if it carries one. */
export const eventIdOfDelivery = (deliveryId: string, webhookId: string): string | undefined => {
  const h = deliveryId.toLowerCase().replace(/-/g, '');
  if (!/^[0-9a-f]{32}$/.test(h) || h[12] !== '8' || h[16] !== '8') return undefined;
  const hex30 = h.slice(0, 12) + h.slice(13, 16) + h.slice(17, 32);
  const eventId = `evt_${xorHex(hex30.slice(0, 24), endpointMask(webhookId))}`;
  return hex30.slice(24) === checkDigits(eventId, webhookId) ? eventId : undefined;
};

const modeSchema = /* @__PURE__ */ lazySchema(() => z.enum(['test', 'live']));

const deliveryMessageSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    deliveryId: z.string().min(1),
    eventId: z.string().min(1),
    webhookId: z.string().min(1),
    storeId: z.string().min(1),
    mode: modeSchema,
    attempt: z.number().int().min(1),
    event: outboxRecordSchema,
    orderedSince: z.string().min(1).optional(),
    orderWaits: z.number().int().min(0).optional(),
    orderSeenThrough: z.number().int().min(0).optional(),
  }),
);

export const serializeDeliveryMessage = (message: DeliveryMessage): string => JSON.stringify(message);

/**
 * The message that sends `attempt` of a delivery that already exists (a recovery, the overdue
 * sweep). Only the message's own fields are copied: the delivery records carry more.
 */
export const resendDeliveryMessage = (
  delivery: Omit<DeliveryMessage, 'attempt' | 'event'>,
  attempt: number,
  event: OutboxRecord,
): string =>
  serializeDeliveryMessage({
    deliveryId: delivery.deliveryId,
    eventId: delivery.eventId,
    webhookId: delivery.webhookId,
    storeId: delivery.storeId,
    mode: delivery.mode,
    attempt,
    event,
  });

/** Throws on a malformed body (a poison message: the consumer reports it and SQS dead-letters it). */
export const parseDeliveryMessage = (body: string): DeliveryMessage =>
  deliveryMessageSchema.parse(JSON.parse(body));

/**
 * The router's message: the FIRST attempts of one outbox event to all its endpoints. One
 * message, one claim and one group of outcomes per event instead of per delivery
 * (docs/decisions.md §6.21); a failed first attempt continues as a per-delivery
 * DeliveryMessage (attempt 2 onwards), as does a first attempt an endpoint's rate limit
 * puts off.
 */
export interface EventDeliveryMessage {
  kind: 'event';
  eventId: string;
  storeId: string;
  mode: Mode;
  /** The endpoints the router found subscribed, in routing order. */
  webhookIds: string[];
  event: OutboxRecord;
}

const eventDeliveryMessageSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    kind: z.literal('event'),
    eventId: z.string().min(1),
    storeId: z.string().min(1),
    mode: modeSchema,
    webhookIds: z.array(z.string().min(1)).min(1),
    event: outboxRecordSchema,
  }),
);

export const serializeEventDeliveryMessage = (message: EventDeliveryMessage): string =>
  JSON.stringify(message);

/** The first attempt of one endpoint of an event message, as a per-delivery message. */
export const deliveryMessageOf = (message: EventDeliveryMessage, webhookId: string): DeliveryMessage => ({
  deliveryId: deliveryIdFor(message.eventId, webhookId),
  eventId: message.eventId,
  webhookId,
  storeId: message.storeId,
  mode: message.mode,
  attempt: 1,
  event: message.event,
});

/** Either kind of delivery message on the webhook queue; throws on a malformed body. */
export const parseWebhookMessage = (body: string): DeliveryMessage | EventDeliveryMessage => {
  const value: unknown = JSON.parse(body);
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'event'
    ? eventDeliveryMessageSchema.parse(value)
    : deliveryMessageSchema.parse(value);
};
