import { logger } from '../logger.ts';
import type { Scope } from '../orders/ports.ts';
import { systemClock, type Clock } from '../util/time.ts';
import type { CheckoutCompletion } from './complete.ts';
import type { RecoveryOutcome } from './outcome.ts';
import type { CompletionIndex } from './ports.ts';

/**
 * The checkout recovery job: completions whose lease ended (their attempt died between
 * reserving the stock and settling the payment) are found by lease end on the completion index,
 * one range query per shard (never a scan), and settled by `completion.recover`: confirmed if
 * the provider says the order was charged, released (no order: the attempt released, stock
 * back, checkout open again) if not. It never charges. Overlapping runs and customer retries are safe: each
 * completion is taken over conditionally on the state the index showed.
 */
export interface RecoveryResult {
  /** Completions the index returned as past their lease. */
  due: number;
  confirmed: number;
  released: number;
  /** Settled meanwhile by someone else, still leased, or taken over by another run. */
  skipped: number;
  /** Could not be settled this time (provider unavailable, storage error); retried next run. */
  failed: number;
}

export interface RecoveryOptions {
  index: CompletionIndex;
  completion: Pick<CheckoutCompletion, 'recover'>;
  clock?: Clock;
  pageSize?: number;
  /** Completions settled at once per shard. */
  concurrency?: number;
}

export const createCheckoutRecovery = (options: RecoveryOptions) => {
  const { index, completion } = options;
  const clock = options.clock ?? systemClock;
  const pageSize = options.pageSize ?? 50;
  const concurrency = options.concurrency ?? 4;

  const settle = async (
    checkout: Parameters<typeof completion.recover>[1],
  ): Promise<RecoveryOutcome | 'failed'> => {
    const scope: Scope = { storeId: checkout.storeId, mode: checkout.mode };
    try {
      return await completion.recover(scope, checkout);
    } catch (error) {
      logger.error('checkout recovery failed; retried next run', {
        storeId: checkout.storeId,
        checkoutId: checkout.checkoutId,
        orderId: checkout.completionOrderId,
        error: error as Error,
      });
      return 'failed';
    }
  };

  const count = (result: RecoveryResult, outcome: RecoveryOutcome | 'failed') => {
    if (outcome === 'confirmed') result.confirmed++;
    else if (outcome === 'released' || outcome === 'reopened') result.released++;
    else if (outcome === 'failed') result.failed++;
    else result.skipped++;
  };

  const sweepShard = async (shard: number, now: string, result: RecoveryResult) => {
    for await (const page of index.due(shard, now, pageSize)) {
      result.due += page.length;
      for (let i = 0; i < page.length; i += concurrency) {
        const outcomes = await Promise.all(page.slice(i, i + concurrency).map(settle));
        for (const outcome of outcomes) count(result, outcome);
      }
    }
  };

  return {
    async run(): Promise<RecoveryResult> {
      const now = clock.now().toISOString();
      const result: RecoveryResult = { due: 0, confirmed: 0, released: 0, skipped: 0, failed: 0 };
      await Promise.all(Array.from({ length: index.shards }, (_, shard) => sweepShard(shard, now, result)));
      if (result.due > 0) logger.warn('checkout recovery settled interrupted completions', { ...result });
      return result;
    },
  };
};
