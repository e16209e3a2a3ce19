import { beforeAll, describe } from 'vitest';
import { createAdminDiscountsHandler } from '../../../functions/admin-discounts/handler.ts';
import { dynamoDiscountStore } from '../../../shared/promotions/dynamo-discounts.ts';
import { createDiscountAdmin } from '../../../shared/promotions/service.ts';
import { routesOfGroup, type RouteDefinition } from '../../../shared/routes.ts';
import { newId } from '../../../shared/util/ids.ts';
import { useAdminHarness, walkRoutesWithRoles } from '../../support/admin-harness.ts';
import { useTestTable } from '../../support/dynamo.ts';

const table = useTestTable();
const harness = useAdminHarness(table);
let handler: ReturnType<typeof createAdminDiscountsHandler>;
const storeId = newId();
let readable = '';
// A DELETE succeeds once per code: each gets a code of its own.
const deletable: string[] = [];
let nextDeletable = 0;
let nextCode = 0;

beforeAll(async () => {
  const admin = () => createDiscountAdmin({ discounts: dynamoDiscountStore(table.db, table.tableName) });
  handler = createAdminDiscountsHandler(admin, { ownerAccess: () => harness.access });
  await harness.joinStore('Discount roles', storeId);
  const owner = { ownerId: harness.owners.owner.ownerId };
  const base = { type: 'free_shipping' as const, value: 0, isEnabled: true };
  readable = (await admin().create(owner, storeId, 'test', { ...base, code: 'READ' })).discountId;
  for (let i = 0; i < 5; i++)
    deletable.push((await admin().create(owner, storeId, 'test', { ...base, code: `DEL${i}` })).discountId);
});

describe('every admin discount route with each role and with no token (table-driven)', () => {
  walkRoutesWithRoles({
    harness,
    routes: routesOfGroup('adminDiscounts'),
    get handler() {
      return handler;
    },
    pathOf: (route: RouteDefinition) => {
      const discountId =
        route.method === 'DELETE' ? deletable[nextDeletable++ % deletable.length]! : readable;
      return route.path.replace('{storeId}', storeId).replace('{discountId}', discountId);
    },
    bodyOf: (route) =>
      route.operationId === 'adminCreateDiscount'
        ? { code: `NEW${nextCode++}`, type: 'percentage', value: 10 }
        : route.operationId === 'adminUpdateDiscount'
          ? { isEnabled: true }
          : undefined,
  });
});
