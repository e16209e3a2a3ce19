import type { AuditEntry } from '../../audit/ports.ts';
import type { Mode } from '../../db/keys.ts';
import type { EventType } from '../../events/catalog.ts';
import type { OutboxRecord } from '../../events/outbox.ts';
import type { FeedPage, FeedRequest } from '../../events/ports.ts';
import type { AttemptErrorClass } from '../delivery/attempt-errors.ts';
import type { DeliveryStatus } from '../delivery/types.ts';
import type { Page, PageRequest } from '../../db/page.ts';
import type { ApiDeliveryStatus } from '../delivery/log-index.ts';

/**
 * The delivery log and its operations (retry one, recover failed since a time) on ports named
 * in domain terms; the DynamoDB adapters are dynamo-*.ts in this folder.
 */
export interface LoggedAttempt {
  attempt: number;
  timestamp: string;
  responseCode: number | null;
  success: boolean;
  durationMs: number;
  error: string | null;
  errorClass: AttemptErrorClass | null;
  responseBody: string | null;
  /** Sent again by hand after the delivery had succeeded. */
  resend: boolean;
}

export interface DeliverySummary {
  deliveryId: string;
  eventId: string;
  eventType: EventType;
  webhookId: string;
  storeId: string;
  mode: Mode;
  status: DeliveryStatus;
  /** The number of the last attempt claimed (= attempts made, or in flight). */
  lastAttempt: number;
  lastResponseCode: number | null;
  nextAttemptAt: string | null;
  claimedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /**
   * `event`: a first attempt that succeeded, kept on its event's delivery claim with no item of
   * its own (docs/decisions.md §6.27); a manual resend gives it one first.
   */
  source?: 'event';
  /** The customer its event names (only read with `source: event`, for the item a resend makes). */
  customerId?: string | null;
}

export interface DeliveryDetail extends DeliverySummary {
  /** The exact body sent; null for deliveries recorded before payloads were kept. */
  payload: string | null;
  attempts: LoggedAttempt[];
}

export type { Page, PageRequest };

export interface DeliveryLog {
  /** Newest first; a cursor of another list is refused. */
  listByEndpoint(
    endpoint: { webhookId: string; storeId: string; mode: Mode },
    options: PageRequest & { status?: ApiDeliveryStatus | undefined },
  ): Promise<Page<DeliverySummary>>;
  /** A delivery of the endpoint `webhookId` by id. */
  get(deliveryId: string, webhookId: string): Promise<DeliveryDetail | undefined>;
  /** The deliveries of one event to these endpoints (those that exist). */
  ofEvent(eventId: string, webhookIds: string[]): Promise<DeliveryDetail[]>;
  /** Failed deliveries created at or after `since`, oldest first, from `after` (an opaque position). */
  failedSince(
    webhookId: string,
    since: string,
    options: { limit: number; after?: string | undefined },
  ): Promise<{ items: DeliverySummary[]; next: string | null }>;
  countFailedSince(webhookId: string, since: string): Promise<number>;
}

/** A delivery's attempt `attempt` claimed for a manual retry: its outcome is recorded with this token. */
export interface ManualClaim {
  claimToken: string;
  attempt: number;
}

export interface DeliveryReplays {
  /**
   * Claims the next attempt of a delivery that is not pending (or whose claim went stale) for
   * a manual retry, with the audit entry in the same transaction; undefined if it moved meanwhile.
   */
  claimManualAttempt(
    delivery: DeliveryDetail,
    now: Date,
    staleBefore: Date,
    audit: AuditEntry | undefined,
  ): Promise<ManualClaim | undefined>;
  /**
   * Re-opens a failed delivery for a recovery: only if it is still failed at `lastAttempt`, or
   * this recovery already re-opened it (a page run again after a crash). The next attempt is
   * due at `dueAt`. false when it moved on (another recovery, a retry).
   */
  reopenForRecovery(delivery: DeliverySummary, recoveryId: string, dueAt: Date): Promise<boolean>;
}

export interface RecoveryJob {
  recoveryId: string;
  storeId: string;
  mode: Mode;
  webhookId: string;
  since: string;
  /** Where the next page starts; null before the first page. */
  cursor: string | null;
  /** The page being worked on: re-done if its run died before it finished. */
  inFlight: DeliverySummary[];
  done: boolean;
  /** Bumped by every write; writes are conditional on it, so one runner wins a page. */
  version: number;
  createdAt: string;
}

export interface RecoveryJobs {
  create(job: RecoveryJob, audit: AuditEntry | undefined): Promise<void>;
  get(recoveryId: string): Promise<RecoveryJob | undefined>;
  /** Writes `next` if the stored version is still `previous.version`; false otherwise. */
  save(previous: RecoveryJob, next: RecoveryJob): Promise<boolean>;
}

export interface EventLog {
  /** Newest first, 30 days, from the keys-only event list (a type filters the keys read). */
  page(
    storeId: string,
    mode: Mode,
    options: PageRequest & { type?: EventType | undefined },
  ): Promise<Page<OutboxRecord>>;
  get(eventId: string): Promise<OutboxRecord | undefined>;
  getMany(eventIds: string[]): Promise<OutboxRecord[]>;
  /**
   * The event feed (docs/decisions.md §6.24): oldest first in (occurredAt, id) order, after the
   * event `after` (none: the oldest kept), only events stamped before `listedBefore`;
   * 'invalid-cursor' when `after` is no kept event of this store and mode.
   */
  feed(storeId: string, mode: Mode, request: FeedRequest): Promise<FeedPage | 'invalid-cursor'>;
}
