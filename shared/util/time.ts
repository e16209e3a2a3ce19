/** The clock is a port so tests can move time (abandonment, expiry, rate-limit windows). */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };
export const epochSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);
