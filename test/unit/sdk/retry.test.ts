import { describe, expect, it } from 'vitest';
import { withRetries, type RetryClock } from '../../../sdk/src/retry.js';

/** A fetch that answers from a script and records what each attempt sent. */
const scripted = (...answers: Array<Response | Error>) => {
  const seen: Array<{ method: string; body: string; key: string | null }> = [];
  const fetch = async (request: Request) => {
    seen.push({
      method: request.method,
      body: await request.text(),
      key: request.headers.get('idempotency-key'),
    });
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  };
  return { fetch, seen };
};

const fakeClock = (random = 0.5) => {
  const waits: number[] = [];
  const clock: RetryClock = { sleep: async (ms) => void waits.push(ms), random: () => random };
  return { clock, waits };
};

const status = (code: number, headers: Record<string, string> = {}) =>
  new Response(`{"status":${code}}`, { status: code, headers });

describe('SDK retries', () => {
  it('waits what Retry-After asks on 429 and 503, then returns the success', async () => {
    const { fetch, seen } = scripted(
      status(429, { 'Retry-After': '2' }),
      status(503, { 'Retry-After': '1' }),
      status(200),
    );
    const { clock, waits } = fakeClock();
    const response = await withRetries(fetch, {}, clock)(new Request('http://api.test/x'));
    expect(response.status).toBe(200);
    expect(waits).toEqual([2000, 1000]);
    expect(seen).toHaveLength(3);
  });

  it('backs off exponentially with jitter when no Retry-After is given, capped by maxDelayMs', async () => {
    const { fetch } = scripted(status(500), status(502), status(504), status(200));
    const { clock, waits } = fakeClock(1);
    await withRetries(
      fetch,
      { baseDelayMs: 100, maxDelayMs: 300 },
      clock,
    )(new Request('http://api.test/x', { method: 'PUT' }));
    expect(waits).toEqual([100, 200, 300]);
  });

  it('replays the same body and Idempotency-Key on a keyed POST', async () => {
    const { fetch, seen } = scripted(new TypeError('fetch failed'), status(503), status(201));
    const { clock } = fakeClock();
    const request = new Request('http://api.test/orders', {
      method: 'POST',
      body: '{"a":1}',
      headers: { 'Idempotency-Key': 'k-1' },
    });
    expect((await withRetries(fetch, {}, clock)(request)).status).toBe(201);
    expect(seen).toEqual([
      { method: 'POST', body: '{"a":1}', key: 'k-1' },
      { method: 'POST', body: '{"a":1}', key: 'k-1' },
      { method: 'POST', body: '{"a":1}', key: 'k-1' },
    ]);
  });

  it('never retries a POST without an Idempotency-Key', async () => {
    const { fetch, seen } = scripted(status(503, { 'Retry-After': '1' }));
    const { clock, waits } = fakeClock();
    const response = await withRetries(
      fetch,
      {},
      clock,
    )(new Request('http://api.test/x', { method: 'POST', body: '{}' }));
    expect(response.status).toBe(503);
    expect(seen).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('does not retry 4xx answers other than 429, nor 501', async () => {
    for (const code of [400, 404, 409, 501]) {
      const { fetch, seen } = scripted(status(code));
      expect((await withRetries(fetch, {}, fakeClock().clock)(new Request('http://api.test/x'))).status).toBe(
        code,
      );
      expect(seen).toHaveLength(1);
    }
  });

  it('gives up after maxRetries and returns the last answer; a Retry-After beyond maxRetryAfterMs is not waited for', async () => {
    const { fetch, seen } = scripted(status(503), status(503), status(503));
    const { clock } = fakeClock();
    expect(
      (await withRetries(fetch, { maxRetries: 2 }, clock)(new Request('http://api.test/x'))).status,
    ).toBe(503);
    expect(seen).toHaveLength(3);

    const long = scripted(status(429, { 'Retry-After': '3600' }));
    const timer = fakeClock();
    expect((await withRetries(long.fetch, {}, timer.clock)(new Request('http://api.test/x'))).status).toBe(
      429,
    );
    expect(timer.waits).toEqual([]);
  });

  it('honours an HTTP-date Retry-After', async () => {
    const at = new Date(Date.now() + 3000).toUTCString();
    const { fetch } = scripted(status(503, { 'Retry-After': at }), status(200));
    const { clock, waits } = fakeClock();
    await withRetries(fetch, {}, clock)(new Request('http://api.test/x', { method: 'DELETE' }));
    expect(waits[0]).toBeGreaterThanOrEqual(2000);
    expect(waits[0]).toBeLessThanOrEqual(3000);
  });
});
