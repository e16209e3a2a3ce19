import { auditEntry } from '../../audit/entries.ts';
import type { AuditEntry } from '../../audit/ports.ts';
import type { Mode } from '../../db/keys.ts';
import { ApiError } from '../../errors.ts';
import type { EventType } from '../../events/catalog.ts';
import type { OutboxRecord } from '../../events/outbox.ts';
import { newEventId, newId, isUuid } from '../../util/ids.ts';
import { systemClock, type Clock } from '../../util/time.ts';
import {
  destinationOf,
  endpointTypeOf,
  type DeliveryAttemptRecord,
  type WebhookDestination,
  type WebhookEndpointRecord,
  type WebhookEndpointType,
} from '../types.ts';
import type { StoredWebhookEndpoint, WebhookEndpointRepository, WriteOutcome } from './ports.ts';
import { endpointCreatedEvent, endpointDeletedEvent, endpointUpdatedEvent } from '../endpoint-events.ts';
import { sampleEvent } from './sample-events.ts';
import type { CreateWebhookInput, UpdateWebhookInput } from './schemas.ts';
import { generateWebhookSecret, maskWebhookSecret } from './secret.ts';
import { TransactionContentionError } from '../../db/transactions.ts';
import { webhookUrlHash } from './url.ts';
import {
  toAttemptView,
  toEndpointView,
  type CreatedWebhookEndpointView,
  type WebhookEndpointDetailView,
  type WebhookEndpointView,
} from './views.ts';

/** Which endpoints a request may see: the key's store and mode (docs/decisions.md §1.1). */
export interface WebhookScope {
  storeId: string;
  mode: Mode;
  /** Set by the admin API: every change then writes its audit entry in the same transaction. */
  actor?: AuditEntry['actor'];
}

/** How many attempts `get` shows (newest first). */
export const RECENT_DELIVERIES_LIMIT = 20;

/** Read side of the delivery pipeline's attempt items. */
export interface DeliveryHistory {
  recentAttempts(
    endpoint: { webhookId: string; storeId: string; mode: Mode },
    limit: number,
  ): Promise<DeliveryAttemptRecord[]>;
}

export interface ProbeResult {
  deliveryId: string;
  success: boolean;
  responseCode: number | null;
  durationMs: number;
  error: string | null;
}

/** Sends one event to one endpoint now, signed like any delivery, and records the attempt. */
export interface WebhookProbe {
  send(endpoint: WebhookEndpointRecord, event: OutboxRecord): Promise<ProbeResult>;
}

/** Network rules for a target URL (the delivery SSRF guard): a refusal message, or undefined when allowed. */
export type TargetCheck = (url: string) => Promise<string | undefined>;

export interface WebhookServiceDeps {
  repository: WebhookEndpointRepository;
  history: DeliveryHistory;
  probe: WebhookProbe;
  checkTarget: TargetCheck;
  clock?: Clock;
}

/**
 * An update names the destination fields of the endpoint's own type only: `url` for HTTPS,
 * `eventBusArn`/`roleArn` for EventBridge (the type is fixed at creation).
 */
const assertFieldsOfType = (current: WebhookEndpointRecord, input: UpdateWebhookInput) => {
  const type = endpointTypeOf(current);
  const foreign = (
    type === 'eventbridge' ? (['url'] as const) : (['eventBusArn', 'roleArn'] as const)
  ).filter((field) => input[field] !== undefined);
  const details = foreign.map((field) => ({
    path: `body.${field}`,
    message: `${field} applies to ${type === 'eventbridge' ? 'HTTPS' : 'EventBridge'} endpoints only; this one is type "${type}"`,
  }));
  const partitions = [input.eventBusArn ?? current.eventBusArn, input.roleArn ?? current.roleArn].map(
    (arn) => arn?.split(':')[1],
  );
  if (type === 'eventbridge' && partitions[0] !== partitions[1])
    details.push({
      path: 'body.roleArn',
      message: 'roleArn must be in the same AWS partition as eventBusArn',
    });
  if (details.length > 0) throw new ApiError('INVALID_REQUEST', 'The request is invalid', details);
};

/** Writes conditional on what was read are retried this often before giving up with 409 CONFLICT. */
const MAX_OPTIMISTIC_ATTEMPTS = 5;

const notFound = () => new ApiError('WEBHOOK_NOT_FOUND', 'Webhook endpoint not found');

const refusal = (
  reason: Exclude<WriteOutcome, { ok: true }>['reason'],
  type: WebhookEndpointType = 'https',
): ApiError => {
  switch (reason) {
    case 'limit-reached':
      return new ApiError('TOO_MANY_WEBHOOKS', 'This store already has the maximum of 10 webhook endpoints');
    case 'duplicate-url':
      // One code for both kinds: a bus, like a URL, receives from one endpoint per store and mode.
      return new ApiError(
        'DUPLICATE_URL',
        type === 'eventbridge'
          ? 'A webhook endpoint for this event bus already exists'
          : 'A webhook endpoint with this URL already exists',
      );
    case 'changed':
      return new ApiError('CONFLICT', 'The webhook endpoint changed concurrently; retry the request');
  }
};

const contended = <T>(write: () => Promise<T>): Promise<T> =>
  write().catch((error: unknown) => {
    if (error instanceof TransactionContentionError) {
      throw new ApiError(
        'CONFLICT',
        "Too many concurrent changes to this store's webhooks; retry the request",
      );
    }
    throw error;
  });

/** The audit entry of a change made through the admin API (none for secret-key calls). */
const auditOf = (
  scope: WebhookScope,
  at: string,
  action: string,
  webhookId: string,
): AuditEntry | undefined =>
  scope.actor &&
  auditEntry(
    scope.actor,
    action,
    { type: 'webhook', id: webhookId },
    { storeId: scope.storeId, at, mode: scope.mode },
  );

const sameEvents = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

type UpdatableField = keyof UpdateWebhookInput;
const UPDATABLE_FIELDS: UpdatableField[] = [
  'url',
  'eventBusArn',
  'roleArn',
  'events',
  'description',
  'isEnabled',
  'includeApiOriginated',
  'rateLimit',
  'ordering',
];

export const createWebhookService = (deps: WebhookServiceDeps) => {
  const { repository, history, probe, checkTarget } = deps;
  const clock = deps.clock ?? systemClock;

  const assertAllowedTarget = async (url: string) => {
    const refused = await checkTarget(url);
    if (refused)
      throw new ApiError('INVALID_REQUEST', 'The request is invalid', [
        { path: 'body.url', message: refused },
      ]);
  };

  /** Ids that are not UUIDs cannot name an endpoint: 404 without a read (see docs/decisions.md §1.1). */
  const requireEndpoint = async (scope: WebhookScope, webhookId: string): Promise<StoredWebhookEndpoint> => {
    if (!isUuid(webhookId)) throw notFound();
    const endpoint = await repository.get(scope.storeId, scope.mode, webhookId.toLowerCase());
    if (!endpoint) throw notFound();
    return endpoint;
  };

  /** Read, decide, write conditionally on the revision read; start over if someone else wrote first. */
  const optimistically = async <T>(
    scope: WebhookScope,
    webhookId: string,
    attempt: (current: StoredWebhookEndpoint) => Promise<{ outcome: WriteOutcome; result: T }>,
  ): Promise<T> => {
    for (let round = 1; round <= MAX_OPTIMISTIC_ATTEMPTS; round++) {
      const current = await requireEndpoint(scope, webhookId);
      const { outcome, result } = await contended(() => attempt(current));
      if (outcome.ok) return result;
      if (outcome.reason !== 'changed') throw refusal(outcome.reason, endpointTypeOf(current));
    }
    throw refusal('changed');
  };

  return {
    async create(scope: WebhookScope, input: CreateWebhookInput): Promise<CreatedWebhookEndpointView> {
      // An EventBridge endpoint has no URL to guard and no secret: IAM authenticates its puts.
      const destination: WebhookDestination =
        input.type === 'eventbridge'
          ? { type: 'eventbridge', eventBusArn: input.eventBusArn, roleArn: input.roleArn }
          : { type: 'https', url: input.url, secret: generateWebhookSecret() };
      if (destination.type !== 'eventbridge') await assertAllowedTarget(destination.url);
      const now = clock.now();
      const at = now.toISOString();
      const endpoint: StoredWebhookEndpoint = {
        id: newId(),
        storeId: scope.storeId,
        mode: scope.mode,
        ...destination,
        urlHash: webhookUrlHash(destinationOf(destination)),
        events: input.events,
        description: input.description,
        isEnabled: input.isEnabled,
        apiVersion: input.apiVersion,
        includeApiOriginated: input.includeApiOriginated,
        rateLimit: input.rateLimit,
        ordering: input.ordering,
        createdAt: at,
        updatedAt: at,
        deliveryStats: { total: 0, successful: 0, failed: 0 },
        revision: 1,
      };
      const event = endpointCreatedEvent(scope, endpoint, at);
      const audit = auditOf(scope, at, 'webhook.created', endpoint.id);
      const outcome = await contended(() => repository.create(endpoint, event, now, audit));
      if (!outcome.ok) throw refusal(outcome.reason, destination.type);
      return endpoint.secret === undefined
        ? toEndpointView(endpoint)
        : { ...toEndpointView(endpoint), secret: endpoint.secret };
    },

    /** Newest first; `isEnabled` filters when given. */
    async list(
      scope: WebhookScope,
      filter: { isEnabled?: boolean | undefined },
    ): Promise<WebhookEndpointView[]> {
      const endpoints = await repository.list(scope.storeId, scope.mode);
      return endpoints
        .filter((endpoint) => filter.isEnabled === undefined || endpoint.isEnabled === filter.isEnabled)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id))
        .map(toEndpointView);
    },

    async get(scope: WebhookScope, webhookId: string): Promise<WebhookEndpointDetailView> {
      const endpoint = await requireEndpoint(scope, webhookId);
      const attempts = await history.recentAttempts(
        { webhookId: endpoint.id, storeId: endpoint.storeId, mode: endpoint.mode },
        RECENT_DELIVERIES_LIMIT,
      );
      return { ...toEndpointView(endpoint), recentDeliveries: attempts.map(toAttemptView) };
    },

    /** Partial update; a call that changes nothing writes nothing and emits no event. */
    async update(
      scope: WebhookScope,
      webhookId: string,
      input: UpdateWebhookInput,
    ): Promise<WebhookEndpointView> {
      let checkedUrl: string | undefined;
      return optimistically(scope, webhookId, async (current) => {
        const changes: Record<string, unknown> = {};
        const previousValues: Record<string, unknown> = {};
        for (const field of UPDATABLE_FIELDS) {
          const value = input[field];
          if (value === undefined) continue;
          const unchanged =
            field === 'events'
              ? sameEvents(value as string[], current.events)
              : field === 'ordering'
                ? value === (current.ordering ?? 'none')
                : value === (current[field] ?? null);
          if (unchanged) continue;
          changes[field] = value;
          previousValues[field] = current[field] ?? null;
        }
        assertFieldsOfType(current, input);
        if (Object.keys(changes).length === 0)
          return { outcome: { ok: true }, result: toEndpointView(current) };
        if (input.url !== undefined && 'url' in changes && checkedUrl !== input.url) {
          await assertAllowedTarget(input.url);
          checkedUrl = input.url;
        }
        const now = clock.now();
        const at = now.toISOString();
        const changed = { ...current, ...changes } as StoredWebhookEndpoint;
        const next: StoredWebhookEndpoint = {
          ...changed,
          urlHash: webhookUrlHash(destinationOf(changed)),
          updatedAt: at,
          revision: current.revision + 1,
          // Enabling again clears an automatic disable and restarts the failure window.
          ...(changes.isEnabled === true ? { enabledAt: at, disabledReason: null, disabledAt: null } : {}),
          // A new spell of ordering starts new cursors (docs/decisions.md §6.26).
          ...(changes.ordering === 'resource' ? { orderedSince: at } : {}),
        };
        const event = endpointUpdatedEvent(scope, next, at, changes, previousValues);
        const audit = auditOf(scope, at, 'webhook.updated', current.id);
        return {
          outcome: await repository.update(current, next, event, now, audit),
          result: toEndpointView(next),
        };
      });
    },

    async remove(scope: WebhookScope, webhookId: string): Promise<{ id: string; deleted: true }> {
      return optimistically(scope, webhookId, async (current) => {
        const now = clock.now();
        const event = endpointDeletedEvent(scope, current, now.toISOString());
        return {
          outcome: await repository.delete(
            current,
            event,
            now,
            auditOf(scope, now.toISOString(), 'webhook.deleted', current.id),
          ),
          result: { id: current.id, deleted: true as const },
        };
      });
    },

    /** The old secret stops working at once: the next send reads the new one (docs/decisions.md §6.5). */
    async rotateSecret(scope: WebhookScope, webhookId: string) {
      return optimistically(scope, webhookId, async (current) => {
        if (current.type === 'eventbridge') {
          throw new ApiError(
            'INVALID_REQUEST',
            'An EventBridge endpoint has no signing secret to rotate: its puts are authorised by its IAM role',
          );
        }
        const now = clock.now();
        const at = now.toISOString();
        const secret = generateWebhookSecret();
        const next: StoredWebhookEndpoint = {
          ...current,
          secret,
          secretRotatedAt: at,
          updatedAt: at,
          revision: current.revision + 1,
        };
        // An audit trail for receivers: the event says the secret changed, never what it is.
        const event = endpointUpdatedEvent(
          scope,
          next,
          at,
          { secretRotatedAt: at },
          { secretRotatedAt: current.secretRotatedAt ?? null },
        );
        return {
          outcome: await repository.update(
            current,
            next,
            event,
            now,
            auditOf(scope, at, 'webhook.secretRotated', current.id),
          ),
          result: { id: current.id, secret, secretMask: maskWebhookSecret(secret), rotatedAt: at },
        };
      });
    },

    /**
     * Sends one event to this endpoint now, even when it is disabled or not subscribed to
     * the type (an explicit probe). It does not go through the outbox: other endpoints
     * must not receive a probe meant for this one.
     */
    async sendTest(scope: WebhookScope, webhookId: string, eventType: EventType) {
      const endpoint = await requireEndpoint(scope, webhookId);
      const occurredAt = clock.now().toISOString();
      const sample = sampleEvent(eventType, { endpoint, at: occurredAt });
      const event: OutboxRecord = {
        eventId: newEventId(),
        type: eventType,
        storeId: scope.storeId,
        mode: scope.mode,
        origin: 'system',
        customerId: sample.customerId,
        externalReference: null,
        occurredAt,
        data: sample.data,
      };
      const result = await probe.send(endpoint, event);
      return {
        deliveryId: result.deliveryId,
        eventId: event.eventId,
        success: result.success,
        responseCode: result.responseCode,
        durationMs: result.durationMs,
        error: result.error,
      };
    },
  };
};

export type WebhookService = ReturnType<typeof createWebhookService>;
