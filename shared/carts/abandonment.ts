import { logger } from '../logger.ts';
import { systemClock, type Clock } from '../util/time.ts';
import { cartEvents } from './events.ts';
import type { AbandonmentStore, DueCart } from './repository.ts';
import type { CartRecord } from './types.ts';

/**
 * The abandonment sweep (docs/decisions.md §3.13). Active carts are indexed by their abandonment due
 * time (set at every write), so "carts due now" is one range query per shard, never a scan.
 * Each due cart is flipped only if it is still Active at the version the index showed (nobody
 * touched it since), with cart.abandoned; a second sweep running at the same time loses that
 * condition and skips the cart, so each abandonment happens and is told once.
 */
export interface SweepResult {
  /** Due carts the index returned. */
  due: number;
  abandoned: number;
  /** Touched or flipped by someone else between the query and the write. */
  skipped: number;
}

export interface SweepOptions {
  carts: AbandonmentStore;
  clock?: Clock;
  /** Query page size; a sweep keeps paging until no due cart is left. */
  pageSize?: number;
  /** Flips in flight per shard. */
  concurrency?: number;
}

export const createAbandonmentSweep = (options: SweepOptions) => {
  const { carts } = options;
  const clock = options.clock ?? systemClock;
  const pageSize = options.pageSize ?? 100;
  const concurrency = options.concurrency ?? 8;

  const flip = (due: DueCart, abandonedAt: string): Promise<boolean> => {
    const abandoned: CartRecord = {
      ...due.cart,
      status: 'Abandoned',
      abandonedAt,
      abandonDueAt: null,
      version: due.cart.version + 1,
    };
    return carts.markAbandoned(due, abandoned, cartEvents.abandoned(abandoned, abandonedAt));
  };

  const sweepShard = async (shard: number, now: string, result: SweepResult) => {
    for await (const page of carts.dueCarts(shard, now, pageSize)) {
      result.due += page.length;
      for (let i = 0; i < page.length; i += concurrency) {
        const flips = await Promise.all(page.slice(i, i + concurrency).map((due) => flip(due, now)));
        for (const flipped of flips) {
          if (flipped) result.abandoned++;
          else result.skipped++;
        }
      }
    }
  };

  return {
    async run(): Promise<SweepResult> {
      const now = clock.now().toISOString();
      const result: SweepResult = { due: 0, abandoned: 0, skipped: 0 };
      await Promise.all(Array.from({ length: carts.shards }, (_, shard) => sweepShard(shard, now, result)));
      if (result.due > 0) logger.info('cart abandonment sweep', { ...result });
      return result;
    },
  };
};

export type AbandonmentSweep = ReturnType<typeof createAbandonmentSweep>;
