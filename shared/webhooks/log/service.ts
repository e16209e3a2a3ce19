import { auditEntry } from '../../audit/entries.ts';
import type { AuditEntry } from '../../audit/ports.ts';
import type { Mode } from '../../db/keys.ts';
import { buildEnvelope, type WebhookEnvelope } from '../../events/envelope.ts';
import { resourceOf } from '../../events/resource.ts';
import type { EventType } from '../../events/catalog.ts';
import { ApiError } from '../../errors.ts';
import type { WebhookQueue } from '../../queue/ports.ts';
import { newId, isUuid } from '../../util/ids.ts';
import { systemClock, type Clock } from '../../util/time.ts';
import { errorClassFromMessage } from '../delivery/attempt-errors.ts';
import type { ApiDeliveryStatus } from '../delivery/log-index.ts';
import type { DeliveryRecords } from '../delivery/ports.ts';
import type { WebhookAttemptInput, WebhookAttemptResult } from '../delivery/sender.ts';
import type { WebhookScope } from '../endpoints/service.ts';
import { destinationOf, type WebhookEndpointRecord } from '../types.ts';
import type {
  DeliveryLog,
  DeliveryReplays,
  DeliverySummary,
  EventLog,
  PageRequest,
  RecoveryJobs,
} from './ports.ts';
import { recoveryMessage } from './recovery.ts';
import { toAttemptLogView, toDeliveryDetailView, toDeliveryView } from './views.ts';

/**
 * The delivery log's operations: read an endpoint's deliveries and the store's events, retry
 * one delivery now, recover every failed delivery since a time (docs/decisions.md §6.17). Retry sends in
 * the request, like the test probe: same delivery id, the next attempt number, the exact
 * payload kept on the delivery, signed with the endpoint's current secret, even when the
 * endpoint is disabled (an explicit act). Recover needs an enabled endpoint and hands the work
 * to the paced recovery job (recovery.ts).
 */
export interface DeliveryLogServiceDeps {
  endpoints: {
    get(storeId: string, mode: Mode, webhookId: string): Promise<WebhookEndpointRecord | undefined>;
    list(storeId: string, mode: Mode): Promise<WebhookEndpointRecord[]>;
  };
  log: DeliveryLog;
  replays: DeliveryReplays;
  jobs: RecoveryJobs;
  events: EventLog;
  records: Pick<DeliveryRecords, 'recordAttempt'>;
  send(input: WebhookAttemptInput): Promise<WebhookAttemptResult>;
  queue: WebhookQueue;
  /** A claim older than this whose worker never recorded may be retried by hand. */
  staleClaimMs: number;
  clock?: Clock;
}

const webhookNotFound = () => new ApiError('WEBHOOK_NOT_FOUND', 'Webhook endpoint not found');
const deliveryNotFound = () => new ApiError('DELIVERY_NOT_FOUND', 'Delivery not found');
const eventNotFound = () => new ApiError('EVENT_NOT_FOUND', 'Event not found');

const auditOf = (
  scope: WebhookScope,
  at: string,
  action: string,
  target: AuditEntry['target'],
): AuditEntry | undefined =>
  scope.actor && auditEntry(scope.actor, action, target, { storeId: scope.storeId, at, mode: scope.mode });

export const createDeliveryLogService = (deps: DeliveryLogServiceDeps) => {
  const clock = deps.clock ?? systemClock;

  const requireEndpoint = async (scope: WebhookScope, webhookId: string) => {
    if (!isUuid(webhookId)) throw webhookNotFound();
    const endpoint = await deps.endpoints.get(scope.storeId, scope.mode, webhookId.toLowerCase());
    if (!endpoint) throw webhookNotFound();
    return endpoint;
  };

  /** The delivery, only through the endpoint (and so the store and mode) it belongs to. */
  const requireDelivery = async (endpoint: WebhookEndpointRecord, deliveryId: string) => {
    if (!isUuid(deliveryId)) throw deliveryNotFound();
    const delivery = await deps.log.get(deliveryId.toLowerCase(), endpoint.id);
    const ours =
      delivery &&
      delivery.webhookId === endpoint.id &&
      delivery.storeId === endpoint.storeId &&
      delivery.mode === endpoint.mode;
    if (!ours) throw deliveryNotFound();
    return delivery;
  };

  return {
    async listDeliveries(
      scope: WebhookScope,
      webhookId: string,
      query: PageRequest & { status?: ApiDeliveryStatus | undefined },
    ) {
      const endpoint = await requireEndpoint(scope, webhookId);
      const page = await deps.log.listByEndpoint(
        { webhookId: endpoint.id, storeId: endpoint.storeId, mode: endpoint.mode },
        query,
      );
      return { items: page.items.map(toDeliveryView), nextCursor: page.nextCursor };
    },

    async getDelivery(scope: WebhookScope, webhookId: string, deliveryId: string) {
      const endpoint = await requireEndpoint(scope, webhookId);
      return toDeliveryDetailView(await requireDelivery(endpoint, deliveryId));
    },

    async retry(scope: WebhookScope, webhookId: string, deliveryId: string) {
      const endpoint = await requireEndpoint(scope, webhookId);
      const delivery = await requireDelivery(endpoint, deliveryId);
      if (delivery.payload === null)
        throw new ApiError(
          'CONFLICT',
          'This delivery was recorded without its payload and cannot be sent again',
        );
      const now = clock.now();
      const claim = await deps.replays.claimManualAttempt(
        delivery,
        now,
        new Date(now.getTime() - deps.staleClaimMs),
        auditOf(scope, now.toISOString(), 'webhookDelivery.retried', {
          type: 'webhookDelivery',
          id: delivery.deliveryId,
        }),
      );
      if (!claim)
        throw new ApiError(
          'CONFLICT',
          'This delivery is pending (an attempt is in flight or scheduled); retry it once it has succeeded or failed',
        );
      const result = await deps.send({
        endpoint,
        envelope: JSON.parse(delivery.payload) as WebhookEnvelope,
        rawBody: delivery.payload,
        deliveryId: delivery.deliveryId,
        attempt: claim.attempt,
        now,
      });
      const errorClass = result.success ? null : (result.errorClass ?? errorClassFromMessage(result.error));
      // Stripe lets a succeeded delivery be sent again; the log marks that attempt as a resend.
      const resend = delivery.status === 'succeeded';
      await deps.records.recordAttempt({
        ref: {
          deliveryId: delivery.deliveryId,
          eventId: delivery.eventId,
          eventType: delivery.eventType,
          webhookId: endpoint.id,
          storeId: endpoint.storeId,
          mode: endpoint.mode,
          attempt: claim.attempt,
        },
        claimToken: claim.claimToken,
        record: {
          deliveryId: delivery.deliveryId,
          eventId: delivery.eventId,
          eventType: delivery.eventType,
          attempt: claim.attempt,
          timestamp: now.toISOString(),
          responseCode: result.responseCode,
          success: result.success,
          durationMs: result.durationMs,
          error: result.error,
          errorClass,
          responseBody: result.responseBody ?? null,
          ...(resend ? { resend: true } : {}),
        },
        // A manual attempt is one attempt: no automatic retries follow it.
        status: result.success ? 'succeeded' : 'failed',
        nextAttemptAt: null,
      });
      const view = toAttemptLogView({
        ...result,
        attempt: claim.attempt,
        timestamp: now.toISOString(),
        errorClass,
        responseBody: null,
        resend,
      });
      return {
        deliveryId: delivery.deliveryId,
        attempt: claim.attempt,
        resend,
        success: result.success,
        responseCode: result.responseCode,
        durationMs: result.durationMs,
        error: view.error,
        errorMessage: view.errorMessage,
      };
    },

    async recover(scope: WebhookScope, webhookId: string, since: string) {
      const endpoint = await requireEndpoint(scope, webhookId);
      if (!endpoint.isEnabled)
        throw new ApiError(
          'WEBHOOK_DISABLED',
          'The webhook endpoint is disabled; enable it before recovering',
        );
      const now = clock.now();
      const at = now.toISOString();
      if (Date.parse(since) > now.getTime())
        throw new ApiError('INVALID_REQUEST', 'The request is invalid', [
          { path: 'body.since', message: 'since must not be in the future' },
        ]);
      const queued = await deps.log.countFailedSince(endpoint.id, since);
      const recoveryId = newId();
      await deps.jobs.create(
        {
          recoveryId,
          storeId: endpoint.storeId,
          mode: endpoint.mode,
          webhookId: endpoint.id,
          since,
          cursor: null,
          inFlight: [],
          done: false,
          version: 1,
          createdAt: at,
        },
        auditOf(scope, at, 'webhook.recovered', { type: 'webhook', id: endpoint.id }),
      );
      const { failedIds } = await deps.queue.send([recoveryMessage(recoveryId)]);
      if (failedIds.length > 0) throw new Error('The webhook queue refused the recovery job');
      return { recoveryId, queued };
    },

    async listEvents(scope: WebhookScope, query: PageRequest & { type?: EventType | undefined }) {
      const page = await deps.events.page(scope.storeId, scope.mode, query);
      return {
        items: page.items.map((event) => ({
          eventId: event.eventId,
          type: event.type,
          origin: event.origin,
          createdAt: event.occurredAt,
          resource: resourceOf(event),
          sequence: event.sequence ?? null,
        })),
        nextCursor: page.nextCursor,
      };
    },

    /** The envelope as sent, and its delivery to each current endpoint (ids derive from event + endpoint). */
    async getEvent(scope: WebhookScope, eventId: string) {
      if (!/^evt_[A-Za-z0-9_-]{1,100}$/.test(eventId)) throw eventNotFound();
      const event = await deps.events.get(eventId);
      if (!event || event.storeId !== scope.storeId || event.mode !== scope.mode) throw eventNotFound();
      const endpoints = await deps.endpoints.list(scope.storeId, scope.mode);
      const deliveries = await deps.log.ofEvent(
        eventId,
        endpoints.map((endpoint) => endpoint.id),
      );
      // An EventBridge endpoint is named by its bus (it has no URL).
      const urls = new Map(endpoints.map((endpoint) => [endpoint.id, destinationOf(endpoint)]));
      return {
        eventId: event.eventId,
        type: event.type,
        origin: event.origin,
        createdAt: event.occurredAt,
        resource: resourceOf(event),
        sequence: event.sequence ?? null,
        envelope: buildEnvelope(event) as unknown as Record<string, unknown>,
        deliveries: deliveries
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
          .map((delivery: DeliverySummary) => ({
            ...toDeliveryView(delivery),
            webhookId: delivery.webhookId,
            webhookUrl: urls.get(delivery.webhookId) ?? '',
          })),
      };
    },
  };
};

export type DeliveryLogService = ReturnType<typeof createDeliveryLogService>;
