/**
 * What a Stripe key says about itself. Kept apart from stripe-client.ts so that checking a key's
 * mode does not load the Stripe package (functions load it only when they call Stripe).
 */

/** The mode a Stripe secret or restricted key belongs to, from its prefix; undefined if it is neither. */
export const stripeKeyMode = (key: string): 'test' | 'live' | undefined => {
  const match = /^(sk|rk)_(test|live)_[A-Za-z0-9]+$/.exec(key);
  return match ? (match[2] as 'test' | 'live') : undefined;
};
