/**
 * Per-instance leases of rate-limit tokens (docs/decisions.md §2.6). A counter write may reserve
 * a small batch of tokens at once (the condition keeps the stored count within the limit); the
 * instance then admits requests on the tokens it holds without writing. Tokens are never handed
 * back: they lapse with their window, so what a lease costs is under-admission, never excess.
 */

/** Tokens a lease reserves at most: one write per this many requests from a steady client. */
export const MAX_LEASE = 10;
/** A lease takes at most this fraction (a fifth) of the quota left as last seen, so the tail stays exact. */
const LEASE_SHARE_OF_REMAINING = 5;

/**
 * The lease size for a counter with `remaining` tokens left as this instance last saw them:
 * a fifth of it, between 1 and MAX_LEASE. Below 10 tokens left (so for any limit under 10) a
 * write reserves one token, which is exactly the counting of one write per request.
 */
export const leaseSize = (remaining: number): number =>
  Math.max(1, Math.min(MAX_LEASE, Math.floor(remaining / LEASE_SHARE_OF_REMAINING)));

/** One counter's lease on this instance, in one window. */
export interface Lease {
  /** Tokens reserved and not yet spent. */
  balance: number;
  /** The stored count after this instance's last write (undefined before its first). */
  stored: number | undefined;
  /** Lease writes in flight for this counter (a concurrent request then reserves just one). */
  writing: number;
}

/** The leases of one window; a new window drops the old one's (its tokens lapsed with it). */
export const createLeaseBook = () => {
  let windowStart = -1;
  let leases = new Map<string, Lease>();
  return {
    /** The lease of one counter (named by subject, counter and limit) in the window. */
    of(window: number, counter: string): Lease {
      if (window !== windowStart) {
        windowStart = window;
        leases = new Map();
      }
      let lease = leases.get(counter);
      if (!lease) {
        lease = { balance: 0, stored: undefined, writing: 0 };
        leases.set(counter, lease);
      }
      return lease;
    },
  };
};
