import { describe, expect, it } from 'vitest';
import {
  checkSequence,
  createSequenceTracker,
  createServerClient,
  resolveGap,
  type WebhookEnvelope,
} from '../../../sdk/src/index.js';

const STORE = '6f1c3f8e-2b1a-4c3d-9e8f-0a1b2c3d4e5f';
const event = (sequence: number | undefined, id = 'o-1'): WebhookEnvelope => ({
  id: `evt_${id}_${sequence}`,
  type: 'order.status_updated',
  apiVersion: '1.0',
  created_at: '2030-01-01T00:00:00.000Z',
  createdAt: '2030-01-01T00:00:00.000Z',
  livemode: false,
  resource: { type: 'order', id },
  ...(sequence !== undefined ? { sequence } : {}),
  data: { storeId: STORE, customerId: null, occurredAt: '2030-01-01T00:00:00.000Z' },
});

describe('webhook sequence checks', () => {
  it('reports a gap: expected n+1, got n+3, and which numbers are missing', () => {
    expect(checkSequence(4, event(5))).toEqual({ status: 'next', resource: 'order:o-1', sequence: 5 });
    expect(checkSequence(4, event(7))).toEqual({
      status: 'gap',
      resource: 'order:o-1',
      expected: 5,
      received: 7,
      missing: [5, 6],
    });
    expect(checkSequence(4, event(3))).toMatchObject({ status: 'duplicate', last: 4 });
    expect(checkSequence(undefined, event(undefined))).toEqual({
      status: 'unsequenced',
      resource: 'order:o-1',
    });
  });

  it('the tracker remembers the last sequence per resource', () => {
    const tracker = createSequenceTracker();
    expect(tracker.track(event(1)).status).toBe('next');
    expect(tracker.track(event(1, 'o-2')).status).toBe('next');
    expect(tracker.track(event(2)).status).toBe('next');
    expect(tracker.track(event(2)).status).toBe('duplicate');
    expect(tracker.track(event(5))).toMatchObject({ status: 'gap', missing: [3, 4] });
    expect(tracker.last('order:o-1')).toBe(5);
  });

  it('resolves a gap from the event feed: what it lists of the resource, and what is not listed yet', async () => {
    const requests: string[] = [];
    const pages = [
      { data: [event(1), event(2)], nextCursor: 'evt_o-1_2' },
      { data: [event(3)], nextCursor: null },
    ];
    const client = createServerClient({
      baseUrl: 'http://api.test',
      storeId: STORE,
      secretKey: 'sk_test_1',
      retry: false,
      fetch: async (request) => {
        requests.push(new URL(request.url).search);
        return new Response(JSON.stringify({ success: true, ...pages[requests.length - 1] }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    const gap = checkSequence(1, event(5));
    if (gap.status !== 'gap') throw new Error('expected a gap');
    const resolved = await resolveGap(client.events, gap);
    expect(resolved.found.map((e) => e.sequence)).toEqual([2, 3]);
    expect(resolved.stillMissing).toEqual([4]);
    expect(requests[0]).toContain('resource=order%3Ao-1');
    expect(requests[1]).toContain('after=evt_o-1_2');
  });

  it('the server client pages through the feed with `after`', async () => {
    const seen: string[] = [];
    const client = createServerClient({
      baseUrl: 'http://api.test',
      storeId: STORE,
      secretKey: 'sk_test_1',
      retry: false,
      fetch: async (request) => {
        const url = new URL(request.url);
        seen.push(`${url.pathname}${url.search}`);
        const after = url.searchParams.get('after');
        const body =
          after === null
            ? { success: true, data: [event(1)], nextCursor: 'evt_o-1_1' }
            : { success: true, data: [event(2)], nextCursor: null };
        return new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    const all: number[] = [];
    for await (const e of client.events.iterate({ types: ['order.status_updated'], pageSize: 1 }))
      all.push(e.sequence!);
    expect(all).toEqual([1, 2]);
    expect(seen[0]).toBe(`/api/v1/sdk/stores/${STORE}/events?types=order.status_updated&limit=1`);
    expect(seen[1]).toContain('after=evt_o-1_1');
  });
});
