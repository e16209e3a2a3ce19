import type { Mode } from '../db/keys.ts';
import type { ClaimResult, IdempotencyRecord, StoredOutcome } from './types.ts';

/** Idempotency records as run.ts uses them; the DynamoDB adapter is dynamo-idempotency.ts. */
export interface IdempotencyScope {
  storeId: string;
  mode: Mode;
  /** Who owns the key space: `api` for secret-key calls, `customer#<id>` for customer calls. */
  principal: string;
  key: string;
}

export interface IdempotencyStore {
  read(scope: IdempotencyScope): Promise<IdempotencyRecord | undefined>;
  /** Claims the key for this request, or says how an earlier request with it is answered. */
  claim(scope: IdempotencyScope, fingerprint: string, now: Date): Promise<ClaimResult>;
  complete(scope: IdempotencyScope, outcome: StoredOutcome): Promise<void>;
  /** The work failed unexpectedly: a retry with the same key may run it again (same resource id). */
  release(scope: IdempotencyScope): Promise<void>;
}
