import { describe, expect, it } from 'vitest';
import { createHttpHandler } from '../../shared/http/handler.ts';
import { matchRoute } from '../../shared/http/route-matcher.ts';
import { defineOperation, type OperationsOf } from '../../shared/http/types.ts';
import { FUNCTION_GROUPS, ROUTES, routeKey } from '../../shared/routes.ts';

describe('route table', () => {
  it('has unique route keys and operation ids per group, each group with an entry file', () => {
    const keys = ROUTES.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
    const ops = ROUTES.map((r) => `${r.group}:${r.operationId}`);
    expect(new Set(ops).size).toBe(ops.length);
    for (const route of ROUTES)
      expect(FUNCTION_GROUPS[route.group].entry).toMatch(/^functions\/.+\/handler\.ts$/);
  });

  it('resolves every route from a concrete path', () => {
    for (const route of ROUTES) {
      const path = route.path.replace(/\{(\w+)\}/g, (_m, name: string) => `value-of-${name}`);
      const match = matchRoute(route.method, path);
      expect(match.kind).toBe('found');
      if (match.kind === 'found') expect(routeKey(match.route)).toBe(routeKey(route));
    }
  });

  it('decodes path parameters and tolerates a trailing slash', () => {
    const match = matchRoute('GET', '/api/v1/sdk/store/a%20b/branding/');
    expect(match).toMatchObject({ kind: 'found', pathParameters: { storeId: 'a b' } });
  });

  it('distinguishes unknown paths from wrong methods', () => {
    expect(matchRoute('GET', '/api/v2/anything')).toEqual({ kind: 'not-found' });
    expect(matchRoute('PATCH', '/api/v1/sdk/store/x/branding')).toEqual({
      kind: 'method-not-allowed',
      allowed: ['GET'],
    });
  });
});

describe('operations checked against the route table by tsc', () => {
  const operation = defineOperation({ handle: async () => ({ data: null }) });

  it('refuses a group without one of its operations, or with an operation the table lacks', () => {
    // Never called: these lines are here for tsc (npm run typecheck), which must reject each.
    const builds = [
      // @ts-expect-error getBranding has a route but no operation.
      () => createHttpHandler({ group: 'store', operations: { getCheckoutSettings: operation } }),
      () =>
        createHttpHandler({
          group: 'store',
          operations: {
            getCheckoutSettings: operation,
            getBranding: operation,
            getTestClock: operation,
            advanceTestClock: operation,
            // @ts-expect-error deleteBranding has no route in the table.
            deleteBranding: operation,
          },
        }),
    ];
    expect(builds).toHaveLength(2);
  });

  it('names each group its own operationIds', () => {
    const storeOperations: OperationsOf<'store'> = {
      getCheckoutSettings: operation,
      getBranding: operation,
      getTestClock: operation,
      advanceTestClock: operation,
    };
    expect(Object.keys(storeOperations).sort()).toEqual(
      ROUTES.filter((r) => r.group === 'store')
        .map((r) => r.operationId)
        .sort(),
    );
  });
});
