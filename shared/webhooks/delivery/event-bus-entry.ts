import { serializeEnvelope } from '../../events/envelope.ts';
import type { EventBridgeAttemptEndpoint, WebhookAttemptInput } from './sender.ts';

/**
 * What an EventBridge endpoint receives (docs/decisions.md §6.22), built once for both of its
 * senders (eventbridge-sender.ts deployed, file-eventbridge-sender.ts locally): source
 * `store-commerce`, detail-type the event type, detail the envelope exactly as an HTTPS endpoint
 * gets it, on the endpoint's bus, put as its role assumed with the store's id as ExternalId.
 */
export const EVENT_BUS_SOURCE = 'store-commerce';

export interface EventBusEntry {
  eventBusArn: string;
  roleArn: string;
  /** The store's id: the role's trust policy requires it (sts:ExternalId), so no store can use another's role. */
  externalId: string;
  /** Names the store in the customer's CloudTrail; IAM allows [\w+=,.@-], 2-64 characters. */
  roleSessionName: string;
  source: typeof EVENT_BUS_SOURCE;
  detailType: string;
  /** The envelope's JSON, the same bytes an HTTPS endpoint would be sent. */
  detail: string;
  time: Date;
}

export const eventBusEntry = (
  endpoint: EventBridgeAttemptEndpoint,
  input: Pick<WebhookAttemptInput, 'envelope' | 'rawBody'>,
): EventBusEntry => ({
  eventBusArn: endpoint.eventBusArn,
  roleArn: endpoint.roleArn,
  externalId: endpoint.storeId,
  roleSessionName: `store-commerce-${endpoint.storeId}`.slice(0, 64),
  source: EVENT_BUS_SOURCE,
  detailType: input.envelope.type,
  detail: input.rawBody ?? serializeEnvelope(input.envelope),
  time: new Date(input.envelope.createdAt),
});
