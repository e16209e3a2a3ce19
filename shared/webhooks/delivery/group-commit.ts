/**
 * Group commit: callers submit items one by one; one flush runs at a time and takes every
 * item that arrived meanwhile (up to `maxGroup`, one per key) into a single call. Under
 * load the groups grow by themselves; alone, an item goes out at once. Used for the
 * consumer's claims and attempt records, whose per-delivery writes would otherwise be the
 * pipeline's bottleneck (and conflict with each other on the endpoint's counters).
 */
export type GroupOutcome<O> = { done: O } | { error: unknown } | { again: true };

export interface GroupCommitOptions<I, O> {
  maxGroup: number;
  /** Items with equal keys never share a group (a transaction may touch an item once). */
  keyOf: (item: I) => string;
  /** One result per item, in order. `again` puts the item back for the next group. */
  commit: (items: I[]) => Promise<Array<GroupOutcome<O>>>;
}

interface Pending<I, O> {
  item: I;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

export const groupCommit = <I, O>(options: GroupCommitOptions<I, O>): ((item: I) => Promise<O>) => {
  let pending: Array<Pending<I, O>> = [];
  let flushing = false;

  const takeGroup = (): Array<Pending<I, O>> => {
    const group: Array<Pending<I, O>> = [];
    const rest: Array<Pending<I, O>> = [];
    const keys = new Set<string>();
    for (const entry of pending) {
      const key = options.keyOf(entry.item);
      if (group.length < options.maxGroup && !keys.has(key)) {
        keys.add(key);
        group.push(entry);
      } else {
        rest.push(entry);
      }
    }
    pending = rest;
    return group;
  };

  const flush = async () => {
    if (flushing) return;
    flushing = true;
    try {
      while (pending.length > 0) {
        const group = takeGroup();
        let outcomes: Array<GroupOutcome<O>>;
        try {
          outcomes = await options.commit(group.map((entry) => entry.item));
        } catch (error) {
          outcomes = group.map(() => ({ error }));
        }
        const again: Array<Pending<I, O>> = [];
        group.forEach((entry, index) => {
          const outcome = outcomes[index] ?? { error: new Error('group commit returned no result') };
          if ('done' in outcome) entry.resolve(outcome.done);
          else if ('error' in outcome) entry.reject(outcome.error);
          else again.push(entry);
        });
        pending = [...again, ...pending];
      }
    } finally {
      flushing = false;
    }
  };

  return (item) =>
    new Promise<O>((resolve, reject) => {
      pending.push({ item, resolve, reject });
      void flush();
    });
};
