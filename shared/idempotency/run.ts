import { createHash } from 'node:crypto';
import { isServiceUnavailableError } from '../aws/errors.ts';
import { ApiError, isApiError } from '../errors.ts';
import { logger } from '../logger.ts';
import { newId } from '../util/ids.ts';
import type { Clock } from '../util/time.ts';
import type { IdempotencyScope, IdempotencyStore } from './ports.ts';
import { IDEMPOTENCY_KEY_PATTERN, type IdempotentAnswer, type StoredOutcome } from './types.ts';

/** Sent on a replayed answer (as Stripe does), so a client can tell a replay from a first answer. */
export const REPLAY_HEADER = 'idempotent-replayed';

/** JSON with object keys sorted at every level: the same body in another key order is the same body. */
export const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );

export const requestFingerprint = (input: unknown): string =>
  createHash('sha256').update(canonicalJson(input)).digest('hex');

/**
 * Deterministic answers are stored and replayed (successes, and 4xx errors such as a decline
 * or a shortage, as Stripe does); a 409 CONFLICT (a race the client may retry) and anything
 * unexpected are not: the claim is released so a retry runs the work again, with the same
 * resource id.
 */
const isReplayable = (error: unknown): error is ApiError =>
  isApiError(error) &&
  error.status < 500 &&
  error.errorCode !== 'CONFLICT' &&
  // Waiting for 3-D Secure: the retry after the customer authenticated must read the payment again.
  error.errorCode !== 'PAYMENT_ACTION_REQUIRED' &&
  // Nothing happened and the price may move back: a retry prices again and gets the totals it needs.
  error.errorCode !== 'TOTAL_CHANGED' &&
  error.errorCode !== 'RATE_LIMIT_EXCEEDED';

const replay = (outcome: StoredOutcome): IdempotentAnswer => {
  const headers = { [REPLAY_HEADER]: 'true' };
  if (outcome.kind === 'success') return { status: outcome.status, data: outcome.data, headers };
  throw new ApiError(outcome.errorCode, outcome.message, outcome.details, headers, undefined, outcome.fields);
};

export interface IdempotentCall {
  scope: Omit<IdempotencyScope, 'key'>;
  /** The Idempotency-Key header, if sent. */
  key: string | undefined;
  /** Everything that makes two requests "the same": operation, path parameters, body. */
  request: unknown;
  /** The work; `resourceId` is the id to give what it creates (stable across retries of one key). */
  run(resourceId: string): Promise<IdempotentAnswer>;
}

export const createIdempotencyRunner = (store: IdempotencyStore, clock: Clock) =>
  async function runIdempotent(call: IdempotentCall): Promise<IdempotentAnswer> {
    if (call.key === undefined) return call.run(newId());
    if (!IDEMPOTENCY_KEY_PATTERN.test(call.key)) {
      throw new ApiError('INVALID_REQUEST', 'Idempotency-Key must be 1-255 printable ASCII characters');
    }
    const scope: IdempotencyScope = { ...call.scope, key: call.key };
    const claim = await store.claim(scope, requestFingerprint(call.request), clock.now());
    switch (claim.kind) {
      case 'mismatch':
        throw new ApiError(
          'IDEMPOTENCY_KEY_REUSED',
          'This Idempotency-Key was already used with a different request',
        );
      case 'in-progress':
        throw new ApiError(
          'CONFLICT',
          'A request with this Idempotency-Key is still in progress; retry shortly',
        );
      case 'replay':
        return replay(claim.outcome);
      case 'claimed':
        break;
    }
    let result: IdempotentAnswer;
    try {
      result = await call.run(claim.resourceId);
    } catch (error) {
      if (isReplayable(error)) {
        await store.complete(scope, {
          kind: 'error',
          errorCode: error.errorCode,
          message: error.message,
          ...(error.details ? { details: error.details } : {}),
          ...(error.fields ? { fields: error.fields } : {}),
        });
      } else {
        const released = store.release(scope).catch((releaseError: unknown) =>
          logger.warn('idempotency release failed; the claim expires with its lease', {
            error: releaseError as Error,
          }),
        );
        // The table did not answer in time: answer 503 now rather than wait for a release that
        // would likely time out too; it finishes in the background or the lease frees the key.
        if (!isServiceUnavailableError(error)) await released;
      }
      throw error;
    }
    await store.complete(scope, { kind: 'success', status: result.status ?? 200, data: result.data });
    return result;
  };
