import * as z from 'zod';
import { ATTEMPT_ERROR_CLASSES } from '../delivery/attempt-errors.ts';
import { apiStatusOf } from '../delivery/log-index.ts';
import type { DeliveryDetail, DeliverySummary, LoggedAttempt } from './ports.ts';
import { RESOURCE_TYPES } from '../../events/resource.ts';
import { lazySchema } from '../../schema/lazy.ts';

/** What the admin API shows of deliveries and events (schemas document the responses). */
export const deliveryStatusSchema = /* @__PURE__ */ lazySchema(() =>
  z.enum(['pending', 'succeeded', 'failed']),
);

export const deliveryViewSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    deliveryId: z.string(),
    eventId: z.string(),
    eventType: z.string(),
    status: deliveryStatusSchema,
    attempts: z.int().nonnegative(),
    lastResponseCode: z.int().nullable(),
    nextAttemptAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);

export const attemptViewSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    attempt: z.int().positive(),
    timestamp: z.string(),
    responseCode: z.int().nullable(),
    durationMs: z.number().nonnegative(),
    /** The class of failure, null on success. */
    error: z.enum(ATTEMPT_ERROR_CLASSES).nullable(),
    errorMessage: z.string().nullable(),
    /** At most the first 4 KiB of the response. */
    responseBody: z.string().nullable(),
    resend: z.boolean().meta({
      description:
        'A manual attempt sent after the delivery had already succeeded (a resend, as Stripe allows)',
    }),
  }),
);

export const deliveryDetailViewSchema = /* @__PURE__ */ lazySchema(() =>
  deliveryViewSchema.unwrap().extend({
    /** The exact body sent. */
    payload: z.string().nullable(),
    attempts: z.array(attemptViewSchema),
  }),
);

export const retryResultSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    deliveryId: z.string(),
    attempt: z.int().positive(),
    resend: z.boolean().meta({ description: 'The delivery had already succeeded: this attempt is a resend' }),
    success: z.boolean(),
    responseCode: z.int().nullable(),
    durationMs: z.number().nonnegative(),
    error: z.enum(ATTEMPT_ERROR_CLASSES).nullable(),
    errorMessage: z.string().nullable(),
  }),
);

export const recoverResultSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ recoveryId: z.string(), queued: z.int().nonnegative() }),
);

export const eventViewSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    eventId: z.string(),
    type: z.string(),
    origin: z.enum(['api', 'customer', 'system']),
    createdAt: z.string(),
    resource: z
      .object({ type: z.enum(RESOURCE_TYPES), id: z.string() })
      .meta({ description: 'What the event is about' }),
    sequence: z
      .int()
      .positive()
      .nullable()
      .meta({ description: "The event's place among its resource's events" }),
  }),
);

export const eventDetailViewSchema = /* @__PURE__ */ lazySchema(() =>
  eventViewSchema.unwrap().extend({
    envelope: z.record(z.string(), z.unknown()),
    /** Each delivery names its endpoint by id and URL (the dashboard shows the URL). */
    deliveries: z.array(
      deliveryViewSchema.unwrap().extend({ webhookId: z.string(), webhookUrl: z.string() }),
    ),
  }),
);

export type DeliveryView = z.infer<typeof deliveryViewSchema>;

export const toDeliveryView = (delivery: DeliverySummary): DeliveryView => ({
  deliveryId: delivery.deliveryId,
  eventId: delivery.eventId,
  eventType: delivery.eventType,
  status: apiStatusOf(delivery.status),
  attempts: delivery.lastAttempt,
  lastResponseCode: delivery.lastResponseCode,
  nextAttemptAt: delivery.nextAttemptAt,
  createdAt: delivery.createdAt,
  updatedAt: delivery.updatedAt,
});

export const toAttemptLogView = (attempt: LoggedAttempt): z.infer<typeof attemptViewSchema> => ({
  attempt: attempt.attempt,
  timestamp: attempt.timestamp,
  responseCode: attempt.responseCode,
  durationMs: attempt.durationMs,
  error: attempt.success ? null : attempt.errorClass,
  errorMessage: attempt.success ? null : attempt.error,
  responseBody: attempt.responseBody,
  resend: attempt.resend,
});

export const toDeliveryDetailView = (delivery: DeliveryDetail): z.infer<typeof deliveryDetailViewSchema> => ({
  ...toDeliveryView(delivery),
  payload: delivery.payload,
  attempts: delivery.attempts.map(toAttemptLogView),
});
