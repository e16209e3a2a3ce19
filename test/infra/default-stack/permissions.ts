import { describe, expect, it } from 'vitest';
import {
  HTTP_GROUP_PERMISSIONS,
  WORKER_PERMISSIONS,
  type FunctionPermissions,
} from '../../../infra/cdk/permissions.ts';
import { WORKERS } from '../../../infra/cdk/workers.ts';
import { FUNCTION_GROUPS, routesOfGroup, type FunctionGroup } from '../../../shared/routes.ts';

/** infra/cdk/permissions.ts is the one list of grants: these rules tie it to the route table. */
const groups = Object.keys(FUNCTION_GROUPS) as FunctionGroup[];
/** Login signs customer JWTs; every other reader of the key verifies them on `customerJwt` routes. */
const SIGNS_CUSTOMER_JWTS: readonly FunctionGroup[] = ['auth'];

describe('declared permissions', () => {
  it('give the JWT secret to every group with a customerJwt route (it verifies) or that signs tokens, and to no other', () => {
    for (const group of groups) {
      const verifies = routesOfGroup(group).some((route) => route.customerJwt);
      const declared = HTTP_GROUP_PERMISSIONS[group].extra?.includes('readJwtSecret') ?? false;
      expect(declared, group).toBe(verifies || SIGNS_CUSTOMER_JWTS.includes(group));
    }
    // The rule is not vacuous: account, carts and checkout verify.
    expect(groups.filter((g) => routesOfGroup(g).some((r) => r.customerJwt)).sort()).toEqual([
      'account',
      'carts',
      'checkout',
    ]);
  });

  it('let every HTTP group count its requests (the shared middy stack rate-limits every request)', () => {
    for (const group of groups) expect(HTTP_GROUP_PERMISSIONS[group].extra, group).toContain('countRequests');
  });

  it('hold the entry of every deployed worker, and each worker uses its entry', () => {
    expect(WORKERS.map((w) => w.name).sort()).toEqual(Object.keys(WORKER_PERMISSIONS).sort());
    for (const worker of WORKERS) {
      expect(worker.permissions, worker.name).toBe(
        WORKER_PERMISSIONS[worker.name as keyof typeof WORKER_PERMISSIONS],
      );
    }
  });

  it('let only the order groups schedule refunds and only the delivery consumer schedule webhook retries', () => {
    const all: Record<string, FunctionPermissions> = { ...HTTP_GROUP_PERMISSIONS, ...WORKER_PERMISSIONS };
    const schedulers = Object.entries(all)
      .filter(([, permissions]) => (permissions.schedules ?? []).length > 0)
      .map(([name, permissions]) => [name, permissions.schedules]);
    expect(Object.fromEntries(schedulers)).toEqual({
      orders: ['refundJob'],
      adminCommerce: ['refundJob'],
      webhookDelivery: ['webhookQueue'],
    });
  });
});
