import type { AppConfig } from '../../shared/config.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import { dynamoIdempotencyStore } from '../../shared/idempotency/dynamo-idempotency.ts';
import { createIdempotencyRunner } from '../../shared/idempotency/run.ts';
import { systemClock } from '../../shared/util/time.ts';
import { checkoutCompletion } from '../compose/checkout.ts';
import { perContainer } from '../compose/lifetime.ts';

/**
 * The checkout function's composition root: completion (functions/compose/checkout.ts, with the
 * stores' Stripe connections) and the idempotency keys, built once per container.
 */
export const checkoutServices = perContainer((settings: AppConfig) => ({
  completion: checkoutCompletion(settings),
  // Idempotency keys live in real time, not a store's test clock (docs/decisions.md §1.7).
  idempotency: createIdempotencyRunner(
    dynamoIdempotencyStore(documentClient(), settings.tableName),
    systemClock,
  ),
}));
