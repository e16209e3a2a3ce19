import { describe, expect, it } from 'vitest';
import { FUNCTION_GROUPS, matchRoute, ROUTES, routeKey } from '../../shared/routes.ts';

describe('route table', () => {
  it('has unique route keys and operation ids per group, each group with an entry file', () => {
    const keys = ROUTES.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
    const ops = ROUTES.map((r) => `${r.group}:${r.operationId}`);
    expect(new Set(ops).size).toBe(ops.length);
    for (const route of ROUTES) expect(FUNCTION_GROUPS[route.group].entry).toMatch(/^functions\/.+\/handler\.ts$/);
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
    expect(matchRoute('PATCH', '/api/v1/sdk/store/x/branding')).toEqual({ kind: 'method-not-allowed', allowed: ['GET'] });
  });
});
