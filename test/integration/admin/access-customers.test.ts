import { beforeAll, describe } from 'vitest';
import { createAdminCustomersHandler } from '../../../functions/admin-customers/handler.ts';
import { dynamoCustomerRepository } from '../../../shared/customers/dynamo-customers.ts';
import { routesOfGroup, type RouteDefinition } from '../../../shared/routes.ts';
import { newId } from '../../../shared/util/ids.ts';
import { useAdminHarness, walkRoutesWithRoles } from '../../support/admin-harness.ts';
import { useTestTable } from '../../support/dynamo.ts';

const table = useTestTable();
const harness = useAdminHarness(table);
let handler: ReturnType<typeof createAdminCustomersHandler>;
const storeId = newId();
const readable = newId();
// Erasure succeeds once per customer: each DELETE gets a customer of its own.
const erasable = Array.from({ length: 5 }, () => newId());
let nextErasable = 0;

beforeAll(async () => {
  handler = createAdminCustomersHandler(undefined, { ownerAccess: () => harness.access });
  const at = new Date().toISOString();
  await harness.joinStore('Customer roles', storeId);
  const customers = dynamoCustomerRepository(table.db, table.tableName);
  for (const [i, customerId] of [readable, ...erasable].entries()) {
    await customers.create(
      {
        customerId,
        storeId,
        mode: 'test',
        phone: `+1555011${String(i).padStart(4, '0')}`,
        email: null,
        firstName: 'Walk',
        lastName: null,
        createdAt: at,
        updatedAt: at,
      },
      { events: [], now: new Date() },
    );
  }
});

const BODIES: Record<string, unknown> = { adminUpdateCustomer: { lastName: 'Walker' } };

describe('every admin customer route with each role and with no token (table-driven)', () => {
  walkRoutesWithRoles({
    harness,
    routes: routesOfGroup('adminCustomers'),
    get handler() {
      return handler;
    },
    pathOf: (route: RouteDefinition) => {
      const customerId = route.method === 'DELETE' ? erasable[nextErasable++ % erasable.length]! : readable;
      return route.path.replace('{storeId}', storeId).replace('{customerId}', customerId);
    },
    bodyOf: (route) => BODIES[route.operationId],
  });
});
