import { describe, expect, it } from 'vitest';
import { keyId, prefetchedOf, type PrefetchedItems } from '../../../shared/db/batch.ts';

/** A route's prefetch is a hint: served only when it covers every key a read needs (docs/decisions.md §1.3). */
const cart = { pk: 'S#s#test#CUSTOMER#c', sk: 'CART#OPEN' };
const variant = { pk: 'S#s#test#VARIANT#v', sk: 'VARIANT' };
const other = { pk: 'S#s#test#VARIANT#w', sk: 'VARIANT' };
const prefetched: PrefetchedItems = {
  keys: [cart, variant],
  found: new Map([[keyId(variant), { ...variant, variantId: 'v' }]]),
};

describe('prefetched items', () => {
  it('serves a read whose keys were all asked for, a missing item as absent', () => {
    const served = prefetchedOf(prefetched, [cart, variant])!;
    expect([...served.keys()]).toEqual([keyId(variant)]);
    expect(prefetchedOf(prefetched, [cart])!.size).toBe(0); // asked for, not found: no cart
  });

  it('leaves a read with a key it did not ask for to the table', () => {
    expect(prefetchedOf(prefetched, [cart, other])).toBeUndefined();
    expect(prefetchedOf(undefined, [cart])).toBeUndefined();
  });
});
