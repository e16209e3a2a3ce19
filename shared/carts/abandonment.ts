import { logger } from '../logger.ts';
import { systemClock, type Clock, type StoreClocks } from '../util/time.ts';
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
  /** Real time: the shared sweep's query bound. */
  clock?: Clock;
  /** Each store's clock: a test-mode cart is due, and stamped, by its store's test clock. */
  clocks?: StoreClocks;
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

  /** The time a due cart is judged at: its store's clock (a test clock is never behind real time). */
  const storeNow = async (due: DueCart, realNow: string, seen: Map<string, Promise<Clock>>) => {
    if (!options.clocks || due.scope.mode === 'live') return realNow;
    const key = due.scope.storeId;
    if (!seen.has(key)) seen.set(key, options.clocks.clockFor({ storeId: key, mode: due.scope.mode }));
    return (await seen.get(key)!).now().toISOString();
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

  const lookAll = async (
    pages: AsyncIterable<DueCart[]>,
    nowOf: (due: DueCart) => Promise<string>,
    result: SweepResult,
  ) => {
    for await (const page of pages) {
      for (let i = 0; i < page.length; i += concurrency) {
        await Promise.all(
          page.slice(i, i + concurrency).map(async (due) => look(due, await nowOf(due), result)),
        );
      }
    }
  };

  const sweepShard = async (shard: number, now: string, result: SweepResult) => {
    const clocks = new Map<string, Promise<Clock>>();
    await lookAll(carts.dueCarts(shard, now, pageSize), (due) => storeNow(due, now, clocks), result);
  };

  const emptyResult = (): SweepResult => ({ due: 0, abandoned: 0, skipped: 0, rescheduled: 0, forgotten: 0 });

  return {
    async run(): Promise<SweepResult> {
      const now = clock.now().toISOString();
      const result = emptyResult();
      await Promise.all(Array.from({ length: carts.shards }, (_, shard) => sweepShard(shard, now, result)));
      if (result.due + result.rescheduled + result.forgotten > 0) {
        logger.info('cart abandonment sweep', { ...result });
      }
      return result;
    },

    /** One test-mode store's due carts at its clock's time (a test-clock advance). */
    async runStore(store: { storeId: string; mode: 'test' }, storeClock: Clock): Promise<SweepResult> {
      const now = storeClock.now().toISOString();
      const result = emptyResult();
      await lookAll(carts.dueCartsOfStore(store, now, pageSize), async () => now, result);
      return result;
    },

    /** The earliest check time on a test-mode store's due list, at or before `until`. */
    async nextDueOfStore(
      store: { storeId: string; mode: 'test' },
      until: string,
    ): Promise<string | undefined> {
      for await (const page of carts.dueCartsOfStore(store, until, 1)) {
        if (page[0]) return page[0].dueAt;
      }
      return undefined;
    },
  };
};
