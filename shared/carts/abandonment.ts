import { logger } from '../logger.ts';
import { systemClock, type Clock } from '../util/time.ts';
import { cartEvents, numberCartEvents } from './events.ts';
import type { AbandonmentStore, DueCart } from './ports.ts';
import type { CartRecord } from './types.ts';

/**
 * The abandonment sweep (docs/decisions.md §3.13). Each Active cart has a schedule on a sharded
 * index, so "carts to look at now" is one range query per shard, never a scan. The schedule is
 * set when the cart becomes Active and not moved by later changes (lazy rescheduling): a cart
 * whose due time (last change + window) has passed is flipped to Abandoned, one that changed
 * since has its schedule moved to its due time, and the schedule of a cart that is gone is
 * dropped. Every write is conditioned on what the sweep read (the cart's version, the schedule's
 * time), so a second sweep running at the same time loses and skips the cart: each abandonment
 * happens and is told once.
 */
export interface SweepResult {
  /** Carts past their due time (flipped or skipped). */
  due: number;
  abandoned: number;
  /** Touched or flipped by someone else between the query and the write. */
  skipped: number;
  /** Carts changed since their schedule was set: looked at again at their due time. */
  rescheduled: number;
  /** Schedules of carts that are gone (closed by an order, erased), dropped. */
  forgotten: number;
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

  const flip = (due: DueCart, cart: CartRecord, abandonedAt: string): Promise<boolean> => {
    const abandoned: CartRecord = {
      ...cart,
      status: 'Abandoned',
      abandonedAt,
      abandonDueAt: null,
      version: cart.version + 1,
    };
    const numbered = numberCartEvents(cart, abandoned, [cartEvents.abandoned(abandoned, abandonedAt)]);
    return carts.markAbandoned(due, numbered.cart, numbered.events[0]!);
  };

  const look = async (due: DueCart, now: string, result: SweepResult): Promise<void> => {
    const { cart } = due;
    if (!cart || cart.cartId !== due.cartId || cart.status !== 'Active') {
      if (await carts.forget(due)) result.forgotten++;
      return;
    }
    if (cart.abandonDueAt && cart.abandonDueAt > now) {
      if (await carts.reschedule(due, cart.abandonDueAt)) result.rescheduled++;
      return;
    }
    result.due++;
    if (await flip(due, cart, now)) result.abandoned++;
    else result.skipped++;
  };

  const sweepShard = async (shard: number, now: string, result: SweepResult) => {
    for await (const page of carts.dueCarts(shard, now, pageSize)) {
      for (let i = 0; i < page.length; i += concurrency) {
        await Promise.all(page.slice(i, i + concurrency).map((due) => look(due, now, result)));
      }
    }
  };

  return {
    async run(): Promise<SweepResult> {
      const now = clock.now().toISOString();
      const result: SweepResult = { due: 0, abandoned: 0, skipped: 0, rescheduled: 0, forgotten: 0 };
      await Promise.all(Array.from({ length: carts.shards }, (_, shard) => sweepShard(shard, now, result)));
      if (result.due + result.rescheduled + result.forgotten > 0) {
        logger.info('cart abandonment sweep', { ...result });
      }
      return result;
    },
  };
};
