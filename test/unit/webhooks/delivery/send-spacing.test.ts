import { describe, expect, it } from 'vitest';
import {
  BOOKING_HORIZON_MS,
  JITTER_ALLOWANCE_MS,
  MAX_SEND_LATENESS_MS,
  pacedRateLimiter,
  SendSlotMissedError,
  slotIntervalMs,
  type SendSlotStore,
} from '../../../../shared/webhooks/delivery/rate-limit.ts';

/** The store port in memory, with DynamoDB's semantics (rate-limit.ts) and a log of its writes. */
const memoryStore = () => {
  const next = new Map<string, number>();
  const writes: string[] = [];
  /** Runs before each write answers (a slow write: move the clock; a rival: book first). */
  let beforeAnswer: () => void = () => undefined;
  const store: SendSlotStore = {
    async bookAt(webhookId, slotAt, intervalMs) {
      writes.push('bookAt');
      beforeAnswer();
      const current = next.get(webhookId);
      if (current !== undefined && current > slotAt) return { booked: false, nextSendAt: current };
      next.set(webhookId, slotAt + intervalMs);
      return { booked: true, slotAt };
    },
    async bookNext(webhookId, earliest, latest, intervalMs) {
      writes.push('bookNext');
      beforeAnswer();
      const current = next.get(webhookId);
      if (current === undefined || current < earliest || current > latest)
        return { booked: false, nextSendAt: current };
      next.set(webhookId, current + intervalMs);
      return { booked: true, slotAt: current };
    },
  };
  return {
    store,
    next,
    writes,
    onWrite: (hook: () => void) => {
      beforeAnswer = hook;
    },
  };
};

/** A clock that only moves when told to, or when the limiter sleeps. */
const fakeTime = (start = 1_000_000) => {
  let now = start;
  return {
    advance: (ms: number) => {
      now += ms;
    },
    now: () => now,
    time: {
      clock: { now: () => new Date(now) },
      sleep: async (ms: number) => {
        now += ms;
      },
    },
  };
};

describe('send spacing (GCRA, burst 1)', () => {
  it('spreads any limit + 1 slots over a second plus the jitter allowance', () => {
    for (const limit of [1, 2, 4, 10, 1000]) {
      expect(limit * slotIntervalMs(limit)).toBeCloseTo(1000 + JITTER_ALLOWANCE_MS, 6);
    }
    expect(slotIntervalMs(2)).toBe(625);
  });

  it('books an idle endpoint just ahead of now, then the next slots one interval apart, with one write each', async () => {
    const { store, writes } = memoryStore();
    const clock = fakeTime();
    const limiter = pacedRateLimiter(store, clock.time);
    const slots: number[] = [];
    for (let i = 0; i < 2; i++) {
      const booking = await limiter.book('ep', 2);
      if (booking.kind !== 'booked') throw new Error('expected a slot');
      slots.push(booking.slotAt);
    }
    expect(slots[0]! - clock.now()).toBeGreaterThanOrEqual(0);
    expect(slots[0]! - clock.now()).toBeLessThanOrEqual(20); // booking + claim writes ahead
    expect(slots[1]! - slots[0]!).toBe(625);
    expect(writes).toEqual(['bookAt', 'bookNext']);
  });

  it('bookings that queue up behind a write share the next one (one write for several sends)', async () => {
    const { store, writes } = memoryStore();
    const clock = fakeTime();
    const limiter = pacedRateLimiter(store, clock.time);
    const bookings = await Promise.all(Array.from({ length: 4 }, () => limiter.book('ep', 3)));
    const slots = bookings.map((b) => (b.kind === 'booked' ? b.slotAt : NaN));
    const interval = slotIntervalMs(3);
    for (let i = 1; i < slots.length; i++) expect(slots[i]! - slots[i - 1]!).toBeCloseTo(interval, 3);
    expect(writes).toEqual(['bookAt', 'bookNext']);
  });

  it('refuses beyond the booking horizon and says when to come back; knowing it, without a write', async () => {
    const { store, writes, next } = memoryStore();
    const clock = fakeTime();
    const limiter = pacedRateLimiter(store, clock.time);
    const bookings = [];
    for (let i = 0; i < 5; i++) bookings.push(await limiter.book('ep', 4)); // 312.5 ms apart
    expect(bookings.map((b) => b.kind)).toEqual(['booked', 'booked', 'booked', 'booked', 'full']);
    const full = bookings[4]!;
    expect(full.kind === 'full' && full.retryAt).toBe(next.get('ep')! - BOOKING_HORIZON_MS);
    const writesSoFar = writes.length;
    expect((await limiter.book('ep', 4)).kind).toBe('full');
    expect(writes).toHaveLength(writesSoFar);
  });

  it('another process booked meanwhile: a wrong guess costs one more write, and the slot follows theirs', async () => {
    const { store, writes } = memoryStore();
    const clock = fakeTime();
    const ours = pacedRateLimiter(store, clock.time);
    const theirs = pacedRateLimiter(store, clock.time);
    const first = await theirs.book('ep', 2);
    const second = await ours.book('ep', 2);
    expect(writes).toEqual(['bookAt', 'bookAt', 'bookNext']);
    expect(first.kind === 'booked' && second.kind === 'booked').toBe(true);
    if (first.kind === 'booked' && second.kind === 'booked') expect(second.slotAt - first.slotAt).toBe(625);
  });

  it('an idle endpoint is booked afresh: no burst of sends saved up while it was quiet', async () => {
    const { store } = memoryStore();
    const clock = fakeTime();
    const limiter = pacedRateLimiter(store, clock.time);
    await limiter.book('ep', 2);
    clock.advance(60_000);
    const [a, b] = [await limiter.book('ep', 2), await limiter.book('ep', 2)];
    if (a.kind !== 'booked' || b.kind !== 'booked') throw new Error('expected slots');
    expect(a.slotAt).toBeGreaterThanOrEqual(clock.now());
    expect(b.slotAt - a.slotAt).toBe(625);
  });

  it('waits for a slot still ahead, and sends a slot reached in time without any write', async () => {
    const { store, writes } = memoryStore();
    const clock = fakeTime();
    const limiter = pacedRateLimiter(store, clock.time);
    await limiter.book('ep', 2);
    const later = await limiter.book('ep', 2);
    if (later.kind !== 'booked') throw new Error('expected a slot');
    const before = writes.length;
    await limiter.waitForSlot('ep', 2, later.slotAt);
    expect(clock.now()).toBe(later.slotAt);
    clock.advance(MAX_SEND_LATENESS_MS);
    await limiter.waitForSlot('ep', 2, later.slotAt);
    expect(writes).toHaveLength(before);
  });

  it('a slot missed by a slow claim is given up for a fresh one, booked ahead by the time a write took', async () => {
    const { store, next, writes, onWrite } = memoryStore();
    const clock = fakeTime();
    const missed: string[] = [];
    const limiter = pacedRateLimiter(store, clock.time, {
      slotMissed: (webhookId) => missed.push(webhookId),
    });
    const booking = await limiter.book('ep', 2);
    if (booking.kind !== 'booked') throw new Error('expected a slot');
    clock.advance(900); // the claim took 0.9 s
    onWrite(() => clock.advance(300)); // and DynamoDB is slow now
    await limiter.waitForSlot('ep', 2, booking.slotAt);
    const sendAt = clock.now();
    // One message: its booking, then one write per missed slot, each reported (the slow write
    // made the first fresh slot late too).
    expect(missed.length).toBeGreaterThanOrEqual(1);
    expect(new Set(missed)).toEqual(new Set(['ep']));
    expect(writes).toHaveLength(1 + missed.length);
    const freshSlot = next.get('ep')! - 625;
    expect(freshSlot - booking.slotAt).toBeGreaterThanOrEqual(625);
    expect(sendAt - freshSlot).toBeGreaterThanOrEqual(0);
    expect(sendAt - freshSlot).toBeLessThanOrEqual(MAX_SEND_LATENESS_MS);
  });

  it('gives up (the message is retried) when even fresh slots keep being missed', async () => {
    const { store, onWrite } = memoryStore();
    const clock = fakeTime();
    const limiter = pacedRateLimiter(store, clock.time);
    const booking = await limiter.book('ep', 2);
    if (booking.kind !== 'booked') throw new Error('expected a slot');
    let latency = 100;
    onWrite(() => clock.advance((latency *= 10))); // ever slower writes, outgrowing the booking lead
    clock.advance(500);
    await expect(limiter.waitForSlot('ep', 2, booking.slotAt)).rejects.toBeInstanceOf(SendSlotMissedError);
  });

  it('keeps every limit + 1 sends of several processes over a second plus the allowance apart', async () => {
    const { store } = memoryStore();
    const clock = fakeTime();
    const limiters = [pacedRateLimiter(store, clock.time), pacedRateLimiter(store, clock.time)];
    const limit = 3;
    const sends: number[] = [];
    // Rounds of bookings from both processes; the full ones come back a round later.
    for (let round = 0; round < 40; round++) {
      for (const limiter of limiters) {
        const booking = await limiter.book('ep', limit);
        if (booking.kind === 'booked') sends.push(booking.slotAt);
      }
      clock.advance(137);
    }
    sends.sort((a, b) => a - b);
    expect(sends.length).toBeGreaterThan(10);
    for (let i = 0; i + limit < sends.length; i++) {
      expect(sends[i + limit]! - sends[i]!).toBeGreaterThanOrEqual(1000 + JITTER_ALLOWANCE_MS - 1e-6);
    }
  });
});
