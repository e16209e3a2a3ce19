import type { ErrorCode, ErrorDetail } from '../errors.ts';

/**
 * Idempotency-Key (docs/decisions.md §1.7) on POST /api/v1/orders and checkout completion. One record
 * per (store, mode, principal, key) at keys.idempotency(...), kept 24 h (TTL; expired records
 * are ignored even while they linger).
 */
export const IDEMPOTENCY_ENTITY = 'IdempotencyRecord';
export const IDEMPOTENCY_TTL_SECONDS = 24 * 3600;
/**
 * How long a claim blocks duplicates. A request that crashed mid-way leaves its record
 * InProgress; after the lease a retry takes it over (and reuses its resource id). Longer than
 * any HTTP function's timeout, so a live request is never taken over.
 */
export const IDEMPOTENCY_LEASE_MS = 30_000;

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Stripe's limit; printable ASCII only, so the key is safe inside a table key. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** What the first request answered, replayed byte for byte (status + envelope body). */
export type StoredOutcome =
  | { kind: 'success'; status: number; data: unknown }
  | {
      kind: 'error';
      errorCode: ErrorCode;
      message: string;
      details?: ErrorDetail[];
      /** Fields beside errorCode (INVALID_DISCOUNT_CODE's `reason`), replayed with the error. */
      fields?: Record<string, unknown>;
    };

/** The answer an idempotent call gives (an HTTP operation's result: status, data, headers). */
export interface IdempotentAnswer {
  status?: number;
  data: unknown;
  headers?: Record<string, string>;
}

export type IdempotencyState = 'InProgress' | 'Completed' | 'Failed';

export interface IdempotencyRecord {
  fingerprint: string;
  state: IdempotencyState;
  /** Epoch ms until which an InProgress claim is live. */
  lockedUntil: number;
  /** The id the work creates (the order id), fixed at first claim so a retry recreates nothing. */
  resourceId: string;
  outcome?: StoredOutcome;
  createdAt: string;
  /** Epoch seconds (TTL attribute). */
  expiresAt: number;
}

export type ClaimResult =
  | { kind: 'claimed'; resourceId: string }
  | { kind: 'replay'; outcome: StoredOutcome }
  | { kind: 'in-progress' }
  | { kind: 'mismatch' };
