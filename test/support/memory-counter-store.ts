import type { CounterStore } from '../../shared/ratelimit/limiter.ts';

/**
 * The counter store in memory: one process's counts, for unit tests. Same all-or-none
 * semantics as the table's: each counter adds its amount (a lease, default 1) only if every
 * counter written stays within its limit; a counter asked for 0 is left untouched.
 */
export const memoryCounterStore = (): CounterStore & { writes: () => number } => {
  const items = new Map<string, Map<string, number>>();
  let writes = 0;
  return {
    writes: () => writes,
    async take({ subject, windowStart, limit, amount = 1, shares }) {
      writes++;
      const item = items.get(`${subject}@${windowStart}`) ?? new Map<string, number>();
      items.set(`${subject}@${windowStart}`, item);
      const counters = [{ name: '', limit, amount }, ...shares.map((share) => ({ amount: 1, ...share }))];
      const counts = counters.map((counter) => item.get(counter.name) ?? 0);
      const admitted = counters.every(
        (counter, index) => counter.amount === 0 || counts[index]! + counter.amount <= counter.limit,
      );
      if (admitted)
        counters.forEach((counter, index) => item.set(counter.name, counts[index]! + counter.amount));
      const after = counters.map((counter) => item.get(counter.name) ?? 0);
      return { admitted, count: after[0]!, shares: after.slice(1) };
    },
  };
};
