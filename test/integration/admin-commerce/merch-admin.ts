import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll } from 'vitest';
import { createAdminCommerceHandler } from '../../../functions/admin-commerce/handler.ts';
import { createAdminCatalogHandler } from '../../../functions/admin-catalog/handler.ts';
import { createAdminCustomersHandler } from '../../../functions/admin-customers/handler.ts';
import { keys } from '../../../shared/db/keys.ts';
import { useAdminHarness } from '../../support/admin-harness.ts';
import type { TestTable } from '../../support/dynamo.ts';
import { currentRefundScheduler, seedMerchStore } from '../orders/helpers.ts';

/**
 * The merch store (orders/helpers.ts seedMerchStore) with an owner, an admin and a viewer calling
 * the admin functions against DynamoDB Local (orders.test.ts, customers-and-carts.test.ts).
 */
export const useMerchAdmin = (table: TestTable) => {
  const harness = useAdminHarness(table);
  const { owners } = harness;
  let handler: ReturnType<typeof createAdminCommerceHandler>;
  let customersHandler: ReturnType<typeof createAdminCustomersHandler>;
  let catalogHandler: ReturnType<typeof createAdminCatalogHandler>;
  let seed: Awaited<ReturnType<typeof seedMerchStore>>;
  let storeId: string;

  const admin = (
    method: string,
    path: string,
    token: string,
    body?: unknown,
    query?: Record<string, string>,
  ) =>
    harness.call(
      // Customers and products have their own functions (adminCustomers, adminCatalog); the rest is adminCommerce's.
      path.startsWith('/customers')
        ? customersHandler
        : path.startsWith('/products')
          ? catalogHandler
          : handler,
      method,
      `/api/v1/admin/stores/${storeId}${path}`,
      token,
      body,
      query ? { query } : {},
    );

  const auditEntries = async () => {
    const { Items = [] } = await table.db.send(
      new QueryCommand({
        TableName: table.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :audit)',
        ExpressionAttributeValues: { ':pk': keys.store(storeId).pk, ':audit': 'AUDIT#' },
        ConsistentRead: true,
      }),
    );
    return Items;
  };

  beforeAll(async () => {
    handler = createAdminCommerceHandler(currentRefundScheduler, {
      ownerAccess: () => harness.access,
    });
    customersHandler = createAdminCustomersHandler(undefined, { ownerAccess: () => harness.access });
    catalogHandler = createAdminCatalogHandler(undefined, { ownerAccess: () => harness.access });
    seed = await seedMerchStore(table);
    storeId = await harness.joinStore('Merch', seed.store.storeId);
  });

  return {
    harness,
    owners,
    admin,
    auditEntries,
    /** The admin commerce function (orders, carts); customers and products have their own. */
    get handler() {
      return handler;
    },
    get seed() {
      return seed;
    },
    get storeId() {
      return storeId;
    },
  };
};
