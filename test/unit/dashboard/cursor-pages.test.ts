import { describe, expect, it } from 'vitest';
import {
  currentCursor,
  firstPage,
  nextPage,
  previousPage,
  trailFor,
} from '../../../dashboard/src/ui/cursor-pages.ts';

/** The paging every dashboard list shares: forward by the API's cursor, back by the kept ones. */
describe('dashboard cursor paging', () => {
  it('walks forward and back, and starts over when the list changes (store, mode or filter)', () => {
    const testOrders = 'store-1:test:';
    let trail = firstPage(testOrders);
    expect(currentCursor(trail)).toBeUndefined();
    trail = nextPage(nextPage(trail, 'c2'), 'c3');
    expect([currentCursor(trail), trail.cursors.length]).toEqual(['c3', 3]);
    trail = previousPage(trail);
    expect([currentCursor(trail), trail.cursors.length]).toEqual(['c2', 2]);
    expect(previousPage(previousPage(trail))).toEqual(firstPage(testOrders));

    // The same reader switches to live data, or filters: a test-mode cursor is never sent.
    expect(trailFor(trail, testOrders)).toBe(trail);
    expect(currentCursor(trailFor(trail, 'store-1:live:'))).toBeUndefined();
    expect(trailFor(trail, 'store-1:test:Shipped')).toEqual(firstPage('store-1:test:Shipped'));
  });
});
