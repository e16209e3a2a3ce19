import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Authenticator } from '../../../shared/auth/authenticator.ts';
import { createHttpHandler } from '../../../shared/http/handler.ts';
import { defineOperation } from '../../../shared/http/types.ts';
import { logger } from '../../../shared/logger.ts';
import type { RequestGuard } from '../../../shared/ratelimit/guard.ts';
import { httpEvent, invoke } from '../../support/http-event.ts';

const STORE = '11111111-1111-4111-8111-111111111111';
const OTHER_STORE = '22222222-2222-4222-8222-222222222222';

const authenticator: Authenticator = {
  authenticate: async () => ({ keyId: 'k1', keyType: 'secret', storeId: STORE, mode: 'test', last4: 'aaaa' }),
  clearCache: () => undefined,
};
const openGuard: RequestGuard = {
  admit: async ({ authenticate }) => ({ auth: await authenticate?.(), headers: {} }),
  admitOwner: async ({ verify, authorize }) => {
    const principal = await verify();
    return { principal, authorized: await authorize(principal), headers: {} };
  },
};

const handler = createHttpHandler({
  group: 'store',
  operations: {
    getBranding: defineOperation({ handle: async () => ({ data: null }) }),
    getCheckoutSettings: defineOperation({ handle: async () => ({ data: null }) }),
    getTestClock: defineOperation({ handle: async () => ({ data: null }) }),
    advanceTestClock: defineOperation({ handle: async () => ({ data: null }) }),
  },
  authenticator: () => authenticator,
  guard: () => openGuard,
});

/** The fields of the one `request` line a call logs. */
const requestLine = async (path: string) => {
  const info = vi.spyOn(logger, 'info').mockImplementation(() => undefined);
  await invoke(handler, httpEvent('GET', path, { headers: { 'X-API-Key': 'x' } }));
  const call = info.mock.calls.find(([message]) => message === 'request');
  return call?.[1] as Record<string, unknown>;
};

describe('the request log line (docs/decisions.md §1.11, §11.8)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('names the route, not the method again, and leaves out a path that only holds the store id', async () => {
    const line = await requestLine(`/api/v1/sdk/store/${STORE}/branding`);
    expect(line).toMatchObject({
      routeKey: 'GET /api/v1/sdk/store/{storeId}/branding',
      status: 200,
      storeId: STORE,
      keyId: 'k1',
      mode: 'test',
    });
    expect(line).not.toHaveProperty('method');
    expect(line.path).toBeUndefined();
  });

  it('keeps the path when it says more than the route and the store', async () => {
    const line = await requestLine(`/api/v1/sdk/store/${OTHER_STORE}/branding`);
    expect(line.path).toBe(`/api/v1/sdk/store/${OTHER_STORE}/branding`);
  });
});
