import { buildEnvelope, serializeEnvelope } from '../../events/envelope.ts';
import { errorClassFromMessage } from '../delivery/attempt-errors.ts';
import { systemClock, type Clock } from '../../util/time.ts';
import { deliveryIdFor } from '../delivery/messages.ts';
import type { DeliveryRecords } from '../delivery/ports.ts';
import type { WebhookAttemptInput, WebhookAttemptResult } from '../delivery/sender.ts';
import type { WebhookProbe } from './service.ts';

export interface PipelineProbeDeps {
  records: Pick<DeliveryRecords, 'claimAttempt' | 'recordAttempt'>;
  send: (input: WebhookAttemptInput) => Promise<WebhookAttemptResult>;
  clock?: Clock;
}

/**
 * The test endpoint's probe, built from the delivery pipeline's own parts so a probe is
 * exactly what a real delivery would be: the same envelope builder, signer and sender
 * (SSRF guard, timeout, TLS), and the same attempt record and counters. It is a single
 * attempt: a failed probe is recorded as a failed delivery and never retried.
 */
export const deliveryPipelineProbe = ({
  records,
  send,
  clock = systemClock,
}: PipelineProbeDeps): WebhookProbe => ({
  async send(endpoint, event) {
    const deliveryId = deliveryIdFor(event.eventId, endpoint.id);
    const ref = {
      deliveryId,
      eventId: event.eventId,
      eventType: event.type,
      webhookId: endpoint.id,
      storeId: endpoint.storeId,
      mode: endpoint.mode,
      attempt: 1,
    };
    const startedAt = clock.now();
    // A fresh delivery id (new event id): the claim cannot be contended, it only creates the
    // delivery state item that recordAttempt completes.
    const claim = await records.claimAttempt(ref, startedAt);
    if (!claim.claimed) throw new Error(`Delivery ${deliveryId} was already claimed`);
    const envelope = buildEnvelope(event);
    const result = await send({
      endpoint,
      envelope,
      deliveryId,
      attempt: 1,
      now: startedAt,
      test: true,
    });
    await records.recordAttempt({
      ref,
      claimToken: claim.claimToken,
      record: {
        deliveryId,
        eventId: event.eventId,
        eventType: event.type,
        attempt: 1,
        timestamp: startedAt.toISOString(),
        responseCode: result.responseCode,
        success: result.success,
        durationMs: result.durationMs,
        error: result.error,
        errorClass: result.errorClass ?? errorClassFromMessage(result.error),
        responseBody: result.responseBody ?? null,
      },
      status: result.success ? 'succeeded' : 'failed',
      nextAttemptAt: null,
      payload: serializeEnvelope(envelope),
    });
    return {
      deliveryId,
      success: result.success,
      responseCode: result.responseCode,
      durationMs: result.durationMs,
      error: result.error,
    };
  },
});
