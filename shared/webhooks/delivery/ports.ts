import type { Mode } from '../../db/keys.ts';
import type { EventType } from '../../events/catalog.ts';
import type { WebhookEndpointRecord, WebhookOrdering } from '../types.ts';
import type {
  AttemptOutcome,
  ClaimResult,
  DeliveryRef,
  DeliveryState,
  EventClaim,
  EventClaimResult,
  RecordResult,
} from './types.ts';

/** The delivery pipeline's records as the router and consumer see them; the DynamoDB adapter is dynamo-deliveries.ts. */
export type {
  AttemptOutcome,
  ClaimResult,
  DeliveryRef,
  DeliveryState,
  EventClaim,
  EventClaimResult,
  RecordResult,
} from './types.ts';

/** What the router needs of an endpoint (no secret is read for routing). */
export interface RoutingEndpoint {
  id: string;
  events: EventType[];
  isEnabled: boolean;
  includeApiOriginated: boolean;
  /** Absent: `none`. */
  ordering?: WebhookOrdering;
  /** When it last became ordered (the ordering cursors' spell); absent on one created ordered: its createdAt. */
  orderedSince?: string | null;
  createdAt?: string;
}

export interface DeliveryRecords {
  listRoutingEndpoints(storeId: string, mode: Mode): Promise<RoutingEndpoint[]>;
  getEndpoint(storeId: string, mode: Mode, webhookId: string): Promise<WebhookEndpointRecord | undefined>;
  /**
   * Claims the first attempts of an event to `webhookIds` with one conditional write, unless
   * the event was claimed before (then: when, and for which endpoints).
   */
  claimEventAttempts(claim: EventClaim, now: Date): Promise<EventClaimResult>;
  /**
   * The recorded state of the first attempts of an event to `webhookIds`, by endpoint id: those
   * whose outcome is recorded (on the event's claim, or on a delivery item); none for one in flight.
   */
  firstAttemptStates(eventId: string, webhookIds: string[]): Promise<Map<string, DeliveryState>>;
  /** Claims `ref.attempt` unless it (or a later one) was claimed or the delivery is final. */
  claimAttempt(ref: DeliveryRef, now: Date): Promise<ClaimResult>;
  /** Takes over a claim whose worker vanished (the attempt's outcome is unknown). */
  takeOverClaim(ref: DeliveryRef, staleToken: string, now: Date): Promise<string | undefined>;
  recordAttempt(outcome: AttemptOutcome): Promise<RecordResult>;
  /**
   * Records first attempts of ONE event claimed by its event claim (`claim: 'event'`), together:
   * one write to the event's claim for all of them (docs/decisions.md §6.27). One result each, in order.
   */
  recordFirstAttempts(outcomes: AttemptOutcome[]): Promise<RecordResult[]>;
  /** Best effort: the endpoint was deleted/disabled before this attempt (kept for investigation). */
  markCancelled(ref: DeliveryRef, reason: string, now: Date): Promise<void>;
}
