import type { Mode } from '../../db/keys.ts';
import type { EventType } from '../../events/catalog.ts';
import type { DeliveryAttemptRecord } from '../types.ts';

/**
 * The pipeline's delivery vocabulary, shared by the claim (dynamo-claims.ts), the attempt
 * records (attempt-items.ts) and the delivery log's index fields (log-index.ts), which build on
 * it and never on each other's files.
 */
export type DeliveryStatus = 'sending' | 'retrying' | 'succeeded' | 'failed' | 'cancelled';

/** Delivery items and attempt items carry a 30-day TTL. */
export const DELIVERY_RETENTION_SECONDS = 30 * 24 * 3600;

export interface DeliveryRef {
  deliveryId: string;
  eventId: string;
  eventType: EventType;
  webhookId: string;
  storeId: string;
  mode: Mode;
  attempt: number;
  /** The customer the event names: the delivery is then found under them for their erasure. */
  customerId?: string | null;
}

export interface AttemptOutcome {
  ref: DeliveryRef;
  /**
   * `attempt` (or absent): the attempt was claimed on its delivery item, whose state this outcome updates
   * (guarded by `claimToken`). `event`: a first attempt claimed by its event's claim
   * (docs/decisions.md §6.21); this outcome creates the delivery item, only if none exists, and
   * `claimToken` (fresh per outcome) tells an earlier try of this very write from another's.
   */
  claim?: 'attempt' | 'event';
  claimToken: string;
  record: DeliveryAttemptRecord;
  /** Status after this attempt: succeeded, retrying (next attempt planned) or failed (last one). */
  status: 'succeeded' | 'retrying' | 'failed';
  nextAttemptAt: string | null;
  /** The exact body sent (kept once on the delivery item for the delivery log). */
  payload?: string;
}

/** What the claim write left: the delivery's state as the consumer reads it. */
export interface DeliveryState {
  deliveryId: string;
  status: DeliveryStatus;
  lastAttempt: number;
  claimToken?: string;
  claimedAt?: string;
  nextAttemptAt?: string | null;
}

export type ClaimResult =
  { claimed: true; claimToken: string } | { claimed: false; state: DeliveryState | undefined };

/** recorded: all written; endpoint-gone: attempt + state written, stats skipped; lost-claim: nothing written. */
export type RecordResult = 'recorded' | 'endpoint-gone' | 'lost-claim';

/**
 * The first attempts of one event, claimed together (one item per event, which then keeps the
 * outcomes of those that succeeded: docs/decisions.md §6.27).
 */
export interface EventClaim {
  eventId: string;
  webhookIds: string[];
  /** Where the delivery log lists the event's first deliveries. */
  storeId: string;
  mode: Mode;
  eventType: EventType;
}

export type EventClaimResult =
  { claimed: true } | { claimed: false; claimedAt: string; webhookIds: string[] };
