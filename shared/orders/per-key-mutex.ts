import { isUnreachableError } from '../aws/errors.ts';

/**
 * A per-key mutex: runs work for one key at a time within this process, in arrival order. Order creations of
 * one (store, mode) queue here for the counter instead of failing each other's transactions
 * (in `npm run dev` every request shares one process). It is only an optimisation: across
 * processes (Lambda containers) the counter's conditional update decides, and losers retry.
 *
 * When a work fails because DynamoDB did not answer (`sharesFailure`: a timeout or a network
 * failure), the works queued behind it fail at once with the same error rather than each
 * waiting for the stalled table in turn: a queue of n requests answers 503 in one timeout,
 * not n.
 */
export type PerKeyMutex = <T>(key: string, work: () => Promise<T>) => Promise<T>;

export const createPerKeyMutex = (
  sharesFailure: (error: unknown) => boolean = isUnreachableError,
): PerKeyMutex => {
  /** Per key, the last queued work: resolves when it is done, with the failure it passes on. */
  const tails = new Map<string, Promise<unknown>>();
  return async (key, work) => {
    const previous = tails.get(key) ?? Promise.resolve(undefined);
    let settle!: (passedOn: unknown) => void;
    const mine = new Promise<unknown>((resolve) => (settle = resolve));
    tails.set(key, mine);
    const inherited = await previous;
    try {
      if (inherited !== undefined) throw inherited;
      const result = await work();
      settle(undefined);
      return result;
    } catch (error) {
      settle(sharesFailure(error) ? error : undefined);
      throw error;
    } finally {
      if (tails.get(key) === mine) tails.delete(key);
    }
  };
};
