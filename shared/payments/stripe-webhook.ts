import type Stripe from 'stripe';
import type { Mode } from '../db/keys.ts';
import { ApiError } from '../errors.ts';
import { logger } from '../logger.ts';
import type { StripeCredentialSource } from './credentials.ts';
import type { RefundOutcomes, RefundOwner, StripeEventLog } from './ports.ts';

/**
 * Stripe's webhook for one store and mode (POST /api/v1/payments/stripe/{storeId}/{mode}).
 * The event is verified with `stripe.webhooks.constructEvent` over the raw body and the
 * store's connected signing secret (bad or stale signature: 400, nothing changed). Each Stripe
 * event id is handled once (a replay answers 200 at once); handling is idempotent anyway, so
 * two concurrent deliveries of one event settle the same way.
 *
 * - refund.created / refund.updated / refund.failed / charge.refund.updated, and
 *   charge.refunded (its refunds): succeeded -> refund Completed, order Refunded,
 *   order.refunded; failed or canceled -> refund Failed on the order, RefundsFailed metric.
 * - payment_intent.succeeded / payment_intent.payment_failed: an order held for 3-D Secure is
 *   confirmed or released, as the customer's own retry would.
 */
export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';
/** Stripe's own default: a signature older than this is refused (replayed captures). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export type WebhookOutcome = { received: true; duplicate: boolean; handled: string };

export const createStripeWebhook = <R extends RefundOwner>(deps: {
  credentials: StripeCredentialSource;
  events: StripeEventLog;
  /** The refund a Stripe refund's metadata names (orders' repository). */
  orders: { getRefund(refundId: string): Promise<R | undefined> };
  refunds: RefundOutcomes<R>;
  completion: { settleHeld(scope: { storeId: string; mode: Mode }, orderId: string): Promise<string> };
  onRefundFailed?: () => void;
  toleranceSeconds?: number;
}) => {
  const refundUpdate = async (storeId: string, mode: Mode, refund: Stripe.Refund): Promise<string> => {
    const refundId = refund.metadata?.refundId;
    const record = refundId ? await deps.orders.getRefund(refundId) : undefined;
    // Not one of ours, or another store's: acknowledged, nothing to do.
    if (!record || record.storeId !== storeId || record.mode !== mode) return 'ignored';
    if (refund.status === 'succeeded') return deps.refunds.complete(record, refund.id);
    if (refund.status === 'failed' || refund.status === 'canceled') {
      const outcome = await deps.refunds.fail(record, refund.id, refund.failure_reason ?? refund.status);
      if (outcome === 'failed') deps.onRefundFailed?.();
      return outcome;
    }
    return 'pending';
  };

  const paymentUpdate = async (storeId: string, mode: Mode, intent: Stripe.PaymentIntent) => {
    const orderId = intent.metadata?.orderId;
    if (!orderId || intent.metadata?.storeId !== storeId) return 'ignored';
    return deps.completion.settleHeld({ storeId, mode }, orderId);
  };

  return async (storeId: string, mode: Mode, rawBody: string | undefined, signature: string | undefined) => {
    const credentials = await deps.credentials(storeId, mode);
    if (!credentials)
      throw new ApiError('INVALID_REQUEST', `Stripe is not connected for this store in ${mode} mode`);
    // Loaded on the first event, not at the function's start (shared/payments/stripe-client.ts).
    const { default: StripeClass } = await import('stripe');
    let event: Stripe.Event;
    try {
      event = StripeClass.webhooks.constructEvent(
        rawBody ?? '',
        signature ?? '',
        credentials.webhookSecret,
        deps.toleranceSeconds ?? SIGNATURE_TOLERANCE_SECONDS,
      );
    } catch {
      throw new ApiError(
        'INVALID_REQUEST',
        'The Stripe-Signature header does not verify (wrong secret or too old)',
      );
    }
    if (event.livemode !== (mode === 'live')) {
      throw new ApiError(
        'INVALID_REQUEST',
        `A ${event.livemode ? 'live' : 'test'}-mode event sent to the ${mode} endpoint`,
      );
    }
    if (await deps.events.seen(storeId, mode, event.id)) {
      return { received: true, duplicate: true, handled: 'duplicate' } satisfies WebhookOutcome;
    }
    let handled = 'ignored';
    switch (event.type) {
      case 'refund.created':
      case 'refund.updated':
      case 'refund.failed':
      case 'charge.refund.updated':
        handled = await refundUpdate(storeId, mode, event.data.object);
        break;
      case 'charge.refunded':
        for (const refund of event.data.object.refunds?.data ?? [])
          handled = await refundUpdate(storeId, mode, refund);
        break;
      case 'payment_intent.succeeded':
      case 'payment_intent.payment_failed':
        handled = await paymentUpdate(storeId, mode, event.data.object);
        break;
    }
    await deps.events.record(storeId, mode, event.id, event.type);
    logger.info('stripe webhook', { storeId, mode, eventId: event.id, type: event.type, handled });
    return { received: true, duplicate: false, handled } satisfies WebhookOutcome;
  };
};
