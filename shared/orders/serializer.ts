/**
 * Runs work for one key at a time within this process, in arrival order. Order creations of
 * one (store, mode) queue here for the counter instead of failing each other's transactions
 * (in `npm run dev` every request shares one process). It is only an optimisation: across
 * processes (Lambda containers) the counter's conditional update decides, and losers retry.
 * So a waiter never waits more than `maxWaitMs` for the one before it: if that one is stuck
 * (DynamoDB not answering), the queue does not add up its timeouts.
 */
export type KeyedSerializer = <T>(key: string, work: () => Promise<T>) => Promise<T>;

export const SERIALIZER_MAX_WAIT_MS = 250;

const bounded = (previous: Promise<void>, maxWaitMs: number): Promise<void> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, maxWaitMs)));
  return Promise.race([previous, timeout]).finally(() => clearTimeout(timer));
};

export const createKeyedSerializer = (maxWaitMs = SERIALIZER_MAX_WAIT_MS): KeyedSerializer => {
  const tails = new Map<string, Promise<void>>();
  return async (key, work) => {
    const previous = tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    const tail = previous.then(() => mine);
    tails.set(key, tail);
    await bounded(previous, maxWaitMs);
    try {
      return await work();
    } finally {
      release();
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
};
