import { logger } from '../logger.ts';
import { systemClock, type Clock } from '../util/time.ts';
import type { RefundJobResult } from './refund-job.ts';

/**
 * Refunds still `Scheduled` by due time: each Scheduled refund carries its due time on a sparse
 * index (dynamo-due-refunds.ts), removed when the refund completes, so "left Scheduled past due"
 * is one range query per shard, never a scan.
 */
export interface DueRefundIndex {
  shards: number;
  /** Ids of Scheduled refunds in the shard due at or before `before` (ISO), page by page. */
  due(shard: number, before: string, pageSize: number): AsyncIterable<string[]>;
}

export interface RefundReconcileResult {
  /** Refunds the index returned as Scheduled past due (and past the grace period). */
  due: number;
  refunded: number;
  /** Completed meanwhile by their own schedule or another run. */
  skipped: number;
  /** The job threw (provider or storage error); tried again next run. */
  failed: number;
}

export interface RefundReconcilerOptions {
  index: DueRefundIndex;
  /** The refund job itself (refund-job.ts): idempotent, so racing the schedule is safe. */
  runJob: (input: { refundId: string }) => Promise<RefundJobResult>;
  /**
   * How long past due a refund is left to its own schedule (and its retries) before the
   * reconciler runs it; REFUND_RECONCILE_GRACE_SECONDS.
   */
  graceSeconds: number;
  clock?: Clock;
  pageSize?: number;
  /** Refunds run at once per shard. */
  concurrency?: number;
}

/**
 * The refund reconciler (a scheduled sweep): runs every refund left Scheduled past its due time,
 * so a cancellation whose schedule could not be created, or whose job gave up, still refunds.
 */
export const createRefundReconciler = (options: RefundReconcilerOptions) => {
  const { index, runJob, graceSeconds } = options;
  const clock = options.clock ?? systemClock;
  const pageSize = options.pageSize ?? 50;
  const concurrency = options.concurrency ?? 4;

  const settle = async (refundId: string): Promise<RefundJobResult | 'failed'> => {
    try {
      return await runJob({ refundId });
    } catch (error) {
      logger.error('refund reconciler: the refund job failed; tried again next run', {
        refundId,
        error: error as Error,
      });
      return 'failed';
    }
  };

  const sweepShard = async (shard: number, before: string, result: RefundReconcileResult) => {
    for await (const page of index.due(shard, before, pageSize)) {
      result.due += page.length;
      for (let i = 0; i < page.length; i += concurrency) {
        for (const outcome of await Promise.all(page.slice(i, i + concurrency).map(settle))) {
          if (outcome === 'refunded') result.refunded++;
          else if (outcome === 'failed') result.failed++;
          else result.skipped++;
        }
      }
    }
  };

  return {
    async run(): Promise<RefundReconcileResult> {
      const before = new Date(clock.now().getTime() - graceSeconds * 1000).toISOString();
      const result: RefundReconcileResult = { due: 0, refunded: 0, skipped: 0, failed: 0 };
      await Promise.all(
        Array.from({ length: index.shards }, (_, shard) => sweepShard(shard, before, result)),
      );
      if (result.due > 0) logger.warn('refund reconciler ran refunds left Scheduled past due', { ...result });
      return result;
    },
  };
};
