import { beforeAll, describe } from 'vitest';
import { createAdminCommerceHandler } from '../../../functions/admin-commerce/handler.ts';
import { dynamoCustomerRepository } from '../../../shared/customers/dynamo-customers.ts';
import { routesOfGroup, type RouteDefinition } from '../../../shared/routes.ts';
import { newId } from '../../../shared/util/ids.ts';
import { useAdminHarness, walkRoutesWithRoles } from '../../support/admin-harness.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { putOrders, syntheticOrder } from '../../support/order-records.ts';

const table = useTestTable();
const harness = useAdminHarness(table);
let handler: ReturnType<typeof createAdminCommerceHandler>;
const storeId = newId();
const customerId = newId();
const readable = syntheticOrder({ storeId, orderNumber: 1001 });
// Each permitted change needs an order still Pending: one fresh order per call.
const changeable = Array.from({ length: 10 }, (_, i) => syntheticOrder({ storeId, orderNumber: 2001 + i }));
let nextChangeable = 0;
// A paid order each permitted refund takes a cent of.
const paid = syntheticOrder({ storeId, orderNumber: 3001, status: 'Confirmed' });

beforeAll(async () => {
  handler = createAdminCommerceHandler(undefined, { ownerAccess: () => harness.access });
  const at = new Date().toISOString();
  await harness.joinStore('Commerce roles', storeId);
  await putOrders(table.db, table.tableName, [readable, paid, ...changeable]);
  await dynamoCustomerRepository(table.db, table.tableName).create(
    {
      customerId,
      storeId,
      mode: 'test',
      phone: '+15550109999',
      email: null,
      firstName: null,
      lastName: null,
      createdAt: at,
      updatedAt: at,
    },
    { events: [], now: new Date() },
  );
});

const BODIES: Record<string, unknown> = {
  adminUpdateOrderStatus: { status: 'confirmed' },
  adminCancelOrder: { reason: 'Walk' },
  adminCreateRefund: { amount: 0.01, reason: 'Walk' },
  adminAddOrderNote: { body: 'Walk' },
};

/** Routes that need a query to succeed: the sales report's date range, the export's format. */
const QUERIES: Record<string, Record<string, string>> = {
  adminSalesReport: { from: '2026-01-01', to: '2026-01-31', interval: 'day' },
  adminExportOrders: { format: 'csv' },
};

describe('every admin commerce route with each role and with no token (table-driven)', () => {
  walkRoutesWithRoles({
    harness,
    routes: routesOfGroup('adminCommerce'),
    get handler() {
      return handler;
    },
    pathOf: (route: RouteDefinition) => {
      const orderId =
        route.method === 'PUT'
          ? changeable[nextChangeable++ % changeable.length]!.orderId
          : route.operationId === 'adminCreateRefund'
            ? paid.orderId
            : readable.orderId;
      return route.path
        .replace('{storeId}', storeId)
        .replace('{orderId}', orderId)
        .replace('{customerId}', customerId);
    },
    bodyOf: (route) => BODIES[route.operationId],
    queryOf: (route) => QUERIES[route.operationId],
    okStatus: (route) =>
      route.operationId === 'adminCreateRefund' ? 202 : route.method === 'POST' ? 201 : 200,
  });
});
