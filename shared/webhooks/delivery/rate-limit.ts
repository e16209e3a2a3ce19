import type { Clock } from '../../util/time.ts';

/**
 * An endpoint's `rateLimit` across every consumer process, as SPACED sends (GCRA with a burst
 * of one): the endpoint has one "next send time" (GCRA's theoretical arrival time) in a shared
 * store; a sender books a slot at or after it and moves it on by one interval. Booked slots are
 * therefore at least one interval apart, whoever booked them.
 *
 * What the receiver sees: a send leaves at most MAX_SEND_LATENESS_MS after its slot (a later
 * one gets a fresh slot, below), so any `limit + 1` sends are spread over at least
 * `limit × interval = 1000 + JITTER_ALLOWANCE_MS` ms of slots, and arrive more than a second
 * apart as long as their slot-to-arrival times differ by less than JITTER_ALLOWANCE_MS: no
 * sliding one-second window at the receiver holds more than the limit. Cost: the sustained rate
 * is limit × 1000 / (1000 + JITTER_ALLOWANCE_MS). Reasoning in docs/decisions.md
 * §6.14.
 *
 * Where the slot is booked: BEFORE the claim, so a full endpoint leaves no trace (no claim, no
 * attempt) and the message just comes back later; the slot is booked a little ahead (the
 * expected time of the booking and claim writes), and the send waits for it AFTER the claim.
 * A slow claim that misses its slot books a fresh one (never refused then: the attempt is
 * claimed and must be sent) and waits for that.
 */
export type SlotBooking =
  | { kind: 'booked'; slotAt: number }
  /** Every slot within BOOKING_HORIZON_MS is taken: come back at `retryAt` (epoch ms). */
  | { kind: 'full'; retryAt: number };

export interface DeliveryRateLimiter {
  /** Before the claim: the slot (epoch ms) of the next send to `webhookId`, or when to retry. */
  book(webhookId: string, perSecond: number): Promise<SlotBooking>;
  /** After the claim, right before the send: resolves at the slot (or a fresh one, see above). */
  waitForSlot(webhookId: string, perSecond: number, slotAt: number): Promise<void>;
}

export type StoreBooking =
  { booked: true; slotAt: number } | { booked: false; nextSendAt: number | undefined };

/**
 * The shared "next send time" per endpoint (one DynamoDB item in production). A write books
 * `spanMs` of slots (one interval per send) starting at the returned `slotAt`.
 */
export interface SendSlotStore {
  /**
   * Books from `slotAt` if the endpoint has no next send time or it is not after `slotAt` (the
   * endpoint was idle); the next send time becomes `slotAt + spanMs`.
   */
  bookAt(webhookId: string, slotAt: number, spanMs: number): Promise<StoreBooking>;
  /**
   * Books from the next send time itself if it lies in [earliest, latest] (the endpoint is
   * busy); it moves on by `spanMs`.
   */
  bookNext(webhookId: string, earliest: number, latest: number, spanMs: number): Promise<StoreBooking>;
}

/** Any `limit + 1` slots span at least 1 s plus this: room for send-time jitter (see above). */
export const JITTER_ALLOWANCE_MS = 250;
/** A send later than this after its slot takes a fresh slot instead. */
export const MAX_SEND_LATENESS_MS = 100;
/** How far ahead a sender may book and wait in-process; beyond it the message is deferred. */
export const BOOKING_HORIZON_MS = 1000;
/** Store writes per booking before the claim (a wrong guess of idle or busy, then a race). */
const MAX_WRITES_PER_BOOKING = 3;
/** Fresh slots a claimed attempt may book before it gives up (its message is then retried). */
const MAX_MISSED_SLOTS = 5;
/** Booking ahead by the observed time of a write (booking + claim before the send), within these. */
const MIN_WRITE_ESTIMATE_MS = 5;
const MAX_WRITE_ESTIMATE_MS = 5000;

export const slotIntervalMs = (perSecond: number): number => (1000 + JITTER_ALLOWANCE_MS) / perSecond;

/** A claimed attempt kept missing its slot (DynamoDB far slower than its recent writes). */
export class SendSlotMissedError extends Error {
  override readonly name = 'SendSlotMissedError';
}

interface BookingRequest {
  perSecond: number;
  resolve(booking: SlotBooking): void;
  reject(error: unknown): void;
}

export interface PacingTime {
  clock: Clock;
  sleep(ms: number): Promise<void>;
}

/**
 * What the limiter reports beside its answers. A missed slot costs one more write (its fresh
 * slot), so the writes that book slots are at most one per message taken plus one per missed
 * slot; refused writes (another process booked first) come on top (docs/decisions.md §6.14).
 * Tests account for the writes they see with it.
 */
export interface PacingObserver {
  slotMissed?(webhookId: string): void;
}

export const pacedRateLimiter = (
  store: SendSlotStore,
  time: PacingTime,
  observer: PacingObserver = {},
): DeliveryRateLimiter => {
  const now = () => time.clock.now().getTime();
  /**
   * The highest next send time seen per endpoint: a lower bound of the stored one (it only
   * grows), so it picks the right write (idle or busy) and answers "full" without a write.
   */
  const seen = new Map<string, number>();
  let writeEstimateMs = MIN_WRITE_ESTIMATE_MS;

  const remember = (webhookId: string, nextSendAt: number | undefined) => {
    if (nextSendAt === undefined) seen.delete(webhookId);
    else seen.set(webhookId, Math.max(nextSendAt, seen.get(webhookId) ?? nextSendAt));
    // Endpoints that stopped sending are forgotten (a Lambda container serves many).
    if (seen.size > 10_000) seen.clear();
  };

  /** One write; undefined when it lost to another sender or guessed wrong (`seen` now knows better). */
  const write = async (
    webhookId: string,
    earliest: number,
    latest: number,
    spanMs: number,
  ): Promise<number | undefined> => {
    const known = seen.get(webhookId);
    const started = now();
    const answer =
      known === undefined || known <= earliest
        ? await store.bookAt(webhookId, earliest, spanMs)
        : await store.bookNext(webhookId, earliest, latest, spanMs);
    writeEstimateMs = Math.min(MAX_WRITE_ESTIMATE_MS, Math.max(MIN_WRITE_ESTIMATE_MS, now() - started));
    if (!answer.booked) {
      remember(webhookId, answer.nextSendAt);
      return undefined;
    }
    remember(webhookId, answer.slotAt + spanMs);
    return answer.slotAt;
  };

  /** The first of `count` consecutive slots (one write, usually), or when to come back. */
  const bookSlots = async (webhookId: string, intervalMs: number, count: number): Promise<SlotBooking> => {
    for (let tries = 0; tries < MAX_WRITES_PER_BOOKING; tries++) {
      // Ahead by the booking write and the claim write, so the send need not miss its slot.
      const earliest = now() + 2 * writeEstimateMs;
      const latest = earliest + BOOKING_HORIZON_MS;
      const known = seen.get(webhookId);
      if (known !== undefined && known > latest) return { kind: 'full', retryAt: known - BOOKING_HORIZON_MS };
      const slotAt = await write(webhookId, earliest, latest, count * intervalMs);
      if (slotAt !== undefined) return { kind: 'booked', slotAt };
    }
    // Lost every race: other processes are booking this endpoint right now.
    return { kind: 'full', retryAt: now() + 1000 };
  };

  /**
   * Bookings of one endpoint in this process go one write at a time (so each knows what the
   * last one learnt), and those that queued up meanwhile share the next write (group commit):
   * a write per group, not per send. A group spans at most the booking horizon.
   */
  const waiting = new Map<string, BookingRequest[]>();
  const drain = async (webhookId: string, queue: BookingRequest[]) => {
    while (queue.length > 0) {
      const intervalMs = slotIntervalMs(Math.min(...queue.map((request) => request.perSecond)));
      const group = queue.splice(0, 1 + Math.floor(BOOKING_HORIZON_MS / intervalMs));
      try {
        const booking = await bookSlots(webhookId, intervalMs, group.length);
        group.forEach((request, i) =>
          request.resolve(
            booking.kind === 'full' ? booking : { kind: 'booked', slotAt: booking.slotAt + i * intervalMs },
          ),
        );
      } catch (error) {
        for (const request of group) request.reject(error);
      }
    }
    waiting.delete(webhookId);
  };

  /** A slot at or after `now + leadMs`; never refused (the attempt is already claimed). */
  const bookAfterClaim = async (webhookId: string, intervalMs: number, leadMs: number): Promise<number> => {
    for (let tries = 0; ; tries++) {
      const slotAt = await write(webhookId, now() + leadMs, Number.MAX_SAFE_INTEGER, intervalMs);
      if (slotAt !== undefined) return slotAt;
      // Each lost write means another sender booked: this ends unless the store keeps failing.
      if (tries >= MAX_WRITES_PER_BOOKING * MAX_MISSED_SLOTS)
        throw new SendSlotMissedError(`no send slot for endpoint ${webhookId}`);
    }
  };

  return {
    book: (webhookId, perSecond) =>
      new Promise<SlotBooking>((resolve, reject) => {
        const queue = waiting.get(webhookId);
        if (queue) return void queue.push({ perSecond, resolve, reject });
        const started = [{ perSecond, resolve, reject }];
        waiting.set(webhookId, started);
        void drain(webhookId, started);
      }),

    async waitForSlot(webhookId, perSecond, slotAt) {
      const intervalMs = slotIntervalMs(perSecond);
      let slot = slotAt;
      for (let missed = 0; ; missed++) {
        const early = slot - now();
        if (early > 0) await time.sleep(early);
        if (now() - slot <= MAX_SEND_LATENESS_MS) return;
        // Missed (a slow claim or write, a busy process): this slot stays unused, which only
        // widens the spacing. The next one is booked further ahead each time.
        observer.slotMissed?.(webhookId);
        if (missed >= MAX_MISSED_SLOTS)
          throw new SendSlotMissedError(`endpoint ${webhookId} missed ${missed + 1} send slots`);
        slot = await bookAfterClaim(webhookId, intervalMs, writeEstimateMs * 2 ** (missed + 1));
      }
    },
  };
};
