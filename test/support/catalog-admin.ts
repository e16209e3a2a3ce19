import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, expect } from 'vitest';
import { createAdminCatalogHandler } from '../../functions/admin-catalog/handler.ts';
import { useAdminHarness } from './admin-harness.ts';
import { createTestStore, type TestStore } from './commerce.ts';
import type { TestTable } from './dynamo.ts';
import { outboxEvents } from './outbox.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field by the tests
type AdminAnswer = { status: number; body: { data?: any; errorCode?: string; nextCursor?: string | null } };

/**
 * A store whose owner, admin and viewer call the admin catalog function against DynamoDB Local
 * (test/integration/products/admin-catalog*.test.ts): its products, their events and audit entries.
 */
export const useCatalogAdmin = (table: TestTable) => {
  const harness = useAdminHarness(table);
  let handler: ReturnType<typeof createAdminCatalogHandler>;
  let store: TestStore;

  beforeAll(async () => {
    handler = createAdminCatalogHandler(undefined, { ownerAccess: () => harness.access });
    store = await createTestStore(table);
    await harness.joinStore('Catalog', store.storeId);
  });

  const admin = async (
    method: string,
    path: string,
    options: { body?: unknown; query?: Record<string, string>; as?: 'owner' | 'admin' | 'viewer' } = {},
  ): Promise<AdminAnswer> =>
    (await harness.call(
      handler,
      method,
      `/api/v1/admin/stores/${store.storeId}/products${path}`,
      harness.owners[options.as ?? 'owner'].token,
      options.body,
      options.query ? { query: options.query } : {},
    )) as AdminAnswer;

  const auditActions = async (targetId: string): Promise<string[]> => {
    const { Items = [] } = await table.db.send(
      new ScanCommand({
        TableName: table.tableName,
        FilterExpression: 'entity = :e AND target.id = :id',
        ExpressionAttributeValues: { ':e': 'AuditEntry', ':id': targetId },
        ConsistentRead: true,
      }),
    );
    return Items.map((item) => item.action as string).sort();
  };

  const newProduct = async (title: string, variants: Array<Record<string, unknown>>, extra = {}) => {
    const created = await admin('POST', '', { body: { title, variants, ...extra } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.data as {
      productId: string;
      externalId: string;
      variants: Array<{ id: string; sku: string | null; inventoryQuantity: number }>;
    };
  };

  const eventsOf = async (type: string, productId: string) =>
    (await outboxEvents(table, store.storeId, type)).filter((event) => event.data.productId === productId);

  return {
    /** The test store (set in beforeAll). */
    get store() {
      return store;
    },
    admin,
    auditActions,
    newProduct,
    eventsOf,
  };
};
