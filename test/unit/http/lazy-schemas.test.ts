import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import type { Authenticator } from '../../../shared/auth/authenticator.ts';
import type { RequestGuard } from '../../../shared/ratelimit/guard.ts';
import { FUNCTION_GROUPS } from '../../../shared/routes.ts';
import { httpEvent, invoke } from '../../support/http-event.ts';

const STORE = '11111111-1111-4111-8111-111111111111';
const SCHEMA_FIELDS = ['params', 'query', 'body', 'response'] as const;

const authenticator: Authenticator = {
  authenticate: async () => ({ keyId: 'k1', keyType: 'secret', storeId: STORE, mode: 'test', last4: 'aaaa' }),
  clearCache: () => undefined,
};
const openGuard: RequestGuard = {
  admit: async ({ authenticate }) => ({ auth: await authenticate?.(), headers: {} }),
  admitOwner: async () => {
    throw new Error('no owner routes here');
  },
};

// A cold start builds no operation's schemas: each is built by the first request that validates
// with it (docs/decisions.md §11.1). Fresh modules, so no other test file has built them first.
describe('operation schemas, built on first use', () => {
  it("importing every HTTP function builds none of its operations' schemas", async () => {
    vi.resetModules();
    const { isBuilt } = await import('../../../shared/schema/lazy.ts');
    const { registeredOperations } = await import('../../../shared/http/registry.ts');
    const eager: string[] = [];
    let checked = 0;
    for (const [group, { entry }] of Object.entries(FUNCTION_GROUPS)) {
      await import(/* @vite-ignore */ `../../../${entry}`);
      // The fallback answers unknown routes without operations.
      const operations = registeredOperations(group as keyof typeof FUNCTION_GROUPS) ?? {};
      for (const [operationId, operation] of Object.entries(operations)) {
        for (const field of SCHEMA_FIELDS) {
          const schema = operation[field];
          if (!schema) continue;
          checked++;
          if (!(schema instanceof z.ZodLazy) || isBuilt(schema))
            eager.push(`${group}.${operationId}.${field}`);
        }
      }
    }
    expect(eager).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });

  it("a request builds the schemas its operation validates, and not another operation's or the response's", async () => {
    vi.resetModules();
    const { isBuilt, lazySchema } = await import('../../../shared/schema/lazy.ts');
    const { createHttpHandler } = await import('../../../shared/http/handler.ts');
    const { defineOperation } = await import('../../../shared/http/types.ts');
    const query = lazySchema(() => z.object({ limit: z.coerce.number().max(10) }));
    const response = lazySchema(() => z.object({ name: z.string() }));
    const otherBody = lazySchema(() => z.object({ n: z.number() }));
    const handle = vi.fn(async () => ({ data: { name: 'Shop' } }));
    const other = defineOperation({ body: otherBody, handle });
    const handler = createHttpHandler({
      group: 'store',
      operations: {
        getBranding: defineOperation({ query, response, handle }),
        getCheckoutSettings: other,
        getTestClock: other,
        advanceTestClock: other,
      },
      authenticator: () => authenticator,
      guard: () => openGuard,
    });
    expect([isBuilt(query), isBuilt(response), isBuilt(otherBody)]).toEqual([false, false, false]);

    const path = `/api/v1/sdk/store/${STORE}/branding`;
    const invalid = await invoke(handler, httpEvent('GET', path, { query: { limit: '50' } }));
    expect(invalid.status).toBe(400);
    expect(invalid.body.details).toMatchObject([{ path: 'query.limit' }]);
    const valid = await invoke(handler, httpEvent('GET', path, { query: { limit: '5' } }));
    expect(valid.status).toBe(200);
    expect(handle).toHaveBeenCalledOnce();
    expect([isBuilt(query), isBuilt(response), isBuilt(otherBody)]).toEqual([true, false, false]);
  });
});
