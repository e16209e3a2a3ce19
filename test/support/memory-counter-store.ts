import type { CounterStore } from '../../shared/ratelimit/limiter.ts';

/**
 * The counter store in memory: one process's counts, for unit tests. Same
 * all-or-none semantics as the table's.
 */
export const memoryCounterStore = (): CounterStore & { writes: () => number } => {
  const items = new Map<string, Map<string, number>>();
  let writes = 0;
  return {
    writes: () => writes,
    async take({ subject, windowStart, limit, shares }) {
      writes++;
      const item = items.get(`${subject}@${windowStart}`) ?? new Map<string, number>();
      items.set(`${subject}@${windowStart}`, item);
      const count = item.get('') ?? 0;
      const shareCounts = shares.map((share) => item.get(share.name) ?? 0);
      const admitted = count < limit && shares.every((share, index) => shareCounts[index]! < share.limit);
      if (!admitted) return { admitted, count, shares: shareCounts };
      item.set('', count + 1);
      shares.forEach((share, index) => item.set(share.name, shareCounts[index]! + 1));
      return { admitted, count: count + 1, shares: shareCounts.map((n) => n + 1) };
    },
  };
};
