import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { handler } from '../../../functions/webhooks/handler.ts';
import type { Mode } from '../../../shared/db/keys.ts';
import { localCliAdmin } from '../../../infra/cli/admin-services.ts';
import type { TestTable } from '../../support/dynamo.ts';
import { httpEvent, invoke, type ParsedResult } from '../../support/http-event.ts';

/**
 * Calls the webhooks function group the way API Gateway does, with real keys created through
 * the admin service (the dashboard's stand-in), on the test file's DynamoDB Local table.
 */
export interface StoreKeys {
  storeId: string;
  secret: Record<Mode, string>;
  publishable: string;
}

export type Endpoint = Record<string, unknown> & { id: string; secret?: string; url: string };

export const base = (storeId: string) => `/api/v1/sdk/stores/${storeId}/webhooks`;
export const dataOf = <T = Endpoint>(result: ParsedResult) => result.body.data as T;

type CallOptions = { body?: unknown; rawBody?: string; query?: Record<string, string> };

export const call = (method: string, path: string, key: string | undefined, options: CallOptions = {}) =>
  invoke(handler, httpEvent(method, path, { headers: key ? { 'X-API-Key': key } : {}, ...options }));

export const create = (store: StoreKeys, body: Record<string, unknown>, mode: Mode = 'test') =>
  call('POST', base(store.storeId), store.secret[mode], { body: { events: ['cart.created'], ...body } });

export const managementApi = (table: TestTable) => {
  const newStore = async (name: string): Promise<StoreKeys> => {
    const admin = localCliAdmin(table.db, table.tableName);
    const store = await admin.createStore(name);
    const [test, live, publishable] = await Promise.all([
      admin.createKey(store.storeId, 'secret', 'test'),
      admin.createKey(store.storeId, 'secret', 'live'),
      admin.createKey(store.storeId, 'publishable', 'test'),
    ]);
    return {
      storeId: store.storeId,
      secret: { test: test.key, live: live.key },
      publishable: publishable.key,
    };
  };

  /** Outbox items of one store, oldest first (a scan is fine on a per-file test table). */
  const outboxOf = async (storeId: string) => {
    const { Items = [] } = await table.db.send(
      new ScanCommand({
        TableName: table.tableName,
        FilterExpression: 'entity = :entity AND storeId = :storeId',
        ExpressionAttributeValues: { ':entity': 'OutboxEvent', ':storeId': storeId },
        ConsistentRead: true,
      }),
    );
    return Items.sort((a, b) => String(a.occurredAt).localeCompare(String(b.occurredAt)));
  };

  return { newStore, outboxOf };
};
