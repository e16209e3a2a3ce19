/**
 * Runs work for one key at a time within this process, in arrival order. Order creations of
 * one (store, mode) queue here for the counter instead of failing each other's transactions
 * (in `npm run dev` every request shares one process). It is only an optimisation: across
 * processes (Lambda containers) the counter's conditional update decides, and losers retry.
 */
export type KeyedSerializer = <T>(key: string, work: () => Promise<T>) => Promise<T>;

export const createKeyedSerializer = (): KeyedSerializer => {
  const tails = new Map<string, Promise<void>>();
  return async (key, work) => {
    const previous = tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    const tail = previous.then(() => mine);
    tails.set(key, tail);
    await previous;
    try {
      return await work();
    } finally {
      release();
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
};
