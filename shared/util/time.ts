import type { Mode } from '../db/keys.ts';

/**
 * The clock is a port so tests can move time (abandonment, expiry, rate-limit windows), and so a
 * test-mode store can run on its test clock (docs/decisions.md §8.12): every read of a store's time
 * goes through a Clock, never through `Date.now()` or `new Date()`.
 */
export interface Clock {
  now(): Date;
}

/**
 * Real time. Store time reads it only through a store's clock; the few things that must stay on
 * real time whatever the store's clock says (codes and tokens, rate limits, idempotency windows,
 * signature timestamps, retention) name it directly.
 */
export const systemClock: Clock = { now: () => new Date() };

export const epochSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);

/** Real time moved `offsetSeconds` ahead: a test-mode store's clock. */
export const offsetClock = (offsetSeconds: number, real: Clock = systemClock): Clock =>
  offsetSeconds === 0 ? real : { now: () => new Date(real.now().getTime() + offsetSeconds * 1000) };

/** The clock of a store in one mode, for code that holds no store record (sweeps, jobs, order routes). */
export interface StoreClocks {
  clockFor(scope: { storeId: string; mode: Mode }): Promise<Clock>;
}

/** Every store on the same clock (tests, and areas whose times are all real). */
export const sameClockForEveryStore = (clock: Clock = systemClock): StoreClocks => ({
  clockFor: async () => clock,
});

/** A service's clocks: `clocks` (each store's) when composed with them, else the one `clock` for every store. */
export const storeClocksOf = (deps: { clock?: Clock; clocks?: StoreClocks }): StoreClocks =>
  deps.clocks ?? sameClockForEveryStore(deps.clock ?? systemClock);
