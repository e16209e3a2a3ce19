import type { Mode } from '../db/keys.ts';
import type { EventType } from '../events/catalog.ts';
import type { DomainEvent } from '../events/outbox.ts';
import { endpointTypeOf, type WebhookEndpointRecord } from './types.ts';

/**
 * The webhook.endpoint_* events' data: the endpoint service writes them with its changes, and a
 * test delivery of one of these types builds its sample here too (sample-events.ts).
 */
interface EndpointScope {
  storeId: string;
  mode: Mode;
}

/** Where the endpoint delivers: its type and URL, or its type, bus and role. */
export const destinationFields = (endpoint: WebhookEndpointRecord) => ({
  type: endpointTypeOf(endpoint),
  ...(endpoint.type === 'eventbridge'
    ? { eventBusArn: endpoint.eventBusArn, roleArn: endpoint.roleArn }
    : { url: endpoint.url }),
});

/** The fields every webhook.endpoint_* event carries (never the secret). */
export const endpointFields = (endpoint: WebhookEndpointRecord) => ({
  webhookId: endpoint.id,
  ...destinationFields(endpoint),
  events: endpoint.events,
  description: endpoint.description,
  isEnabled: endpoint.isEnabled,
  apiVersion: endpoint.apiVersion,
  includeApiOriginated: endpoint.includeApiOriginated,
  rateLimit: endpoint.rateLimit ?? null,
});

/** webhook.* events always go out (docs/decisions.md §6.1), so their origin is `system`, never `api`. */
const endpointEvent = (
  type: EventType,
  scope: EndpointScope,
  data: Record<string, unknown>,
): DomainEvent => ({
  type,
  storeId: scope.storeId,
  mode: scope.mode,
  origin: 'system',
  customerId: null,
  data,
});

export const endpointCreatedEvent = (
  scope: EndpointScope,
  endpoint: WebhookEndpointRecord,
  createdAt: string,
): DomainEvent =>
  endpointEvent('webhook.endpoint_created', scope, { ...endpointFields(endpoint), createdAt });

/** `changes` and `previousValues` hold the changed fields only. */
export const endpointUpdatedEvent = (
  scope: EndpointScope,
  endpoint: WebhookEndpointRecord,
  updatedAt: string,
  changes: Record<string, unknown>,
  previousValues: Record<string, unknown>,
): DomainEvent =>
  endpointEvent('webhook.endpoint_updated', scope, {
    ...endpointFields(endpoint),
    updatedAt,
    changes,
    previousValues,
  });

/**
 * The endpoint disabled by the delivery pipeline after it kept failing: the owner's update event
 * (every endpoint field, its destination included), as of the disable, with what changed.
 */
export const endpointAutoDisabledEvent = (
  scope: EndpointScope,
  endpoint: WebhookEndpointRecord,
  disabledAt: string,
): DomainEvent =>
  endpointUpdatedEvent(
    scope,
    { ...endpoint, isEnabled: false, disabledReason: 'failing', disabledAt, updatedAt: disabledAt },
    disabledAt,
    { isEnabled: false, disabledReason: 'failing' },
    { isEnabled: true, disabledReason: null },
  );

export const endpointDeletedEvent = (
  scope: EndpointScope,
  endpoint: WebhookEndpointRecord,
  deletedAt: string,
): DomainEvent =>
  endpointEvent('webhook.endpoint_deleted', scope, { ...endpointFields(endpoint), deletedAt });
