import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminHandler } from '../../../functions/admin/handler.ts';
import { handler as storeHandler } from '../../../functions/store/handler.ts';
import { hashApiKey } from '../../../shared/auth/api-keys.ts';
import { dynamoKeyUsage } from '../../../shared/auth/dynamo-api-keys.ts';
import { keys } from '../../../shared/db/keys.ts';
import { useAdminHarness } from '../../support/admin-harness.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { httpEvent, invoke } from '../../support/http-event.ts';
import { sleep } from '../../support/wait.ts';

const table = useTestTable();
const harness = useAdminHarness(table);
let handler: ReturnType<typeof createAdminHandler>;
let storeId: string;

const listKeys = (query?: Record<string, string>) =>
  harness.call(
    handler,
    'GET',
    `/api/v1/admin/stores/${storeId}/api-keys`,
    harness.owners.viewer.token,
    undefined,
    query ? { query } : {},
  );
const createKey = async (body: unknown) =>
  (
    await harness.call(
      handler,
      'POST',
      `/api/v1/admin/stores/${storeId}/api-keys`,
      harness.owners.admin.token,
      body,
    )
  ).body.data as { keyId: string; key: string };

beforeAll(async () => {
  handler = createAdminHandler(undefined, { ownerAccess: () => harness.access });
  storeId = await harness.createStore('Usage Shop', async (ownerToken) => {
    const created = await harness.call(handler, 'POST', '/api/v1/admin/stores', ownerToken, {
      name: 'Usage Shop',
    });
    return (created.body.data as { storeId: string }).storeId;
  });
});

describe('API-key list: one mode at a time, with lastUsedAt', () => {
  it('lists test keys by default, live keys with ?mode=live, and refuses another mode', async () => {
    const test = await createKey({ type: 'secret', mode: 'test' });
    const live = await createKey({ type: 'publishable', mode: 'live' });
    const byDefault = await listKeys();
    expect((byDefault.body.data as Array<{ keyId: string }>).map((k) => k.keyId)).toEqual([test.keyId]);
    const liveList = await listKeys({ mode: 'live' });
    expect((liveList.body.data as Array<{ keyId: string }>).map((k) => k.keyId)).toEqual([live.keyId]);
    const bad = await listKeys({ mode: 'prod' });
    expect([bad.status, bad.body.errorCode]).toEqual([400, 'INVALID_REQUEST']);
  });

  it('a request with the key shows up as lastUsedAt, written after auth without delaying it', async () => {
    const { keyId, key } = await createKey({ type: 'publishable', mode: 'test', name: 'web' });
    const before = Date.now();
    const ok = await invoke(
      storeHandler,
      httpEvent('GET', `/api/v1/sdk/store/${storeId}/branding`, { headers: { 'X-API-Key': key } }),
    );
    expect(ok.status).toBe(200);
    // Fire and forget: the write may land just after the answer.
    let lastUsedAt: string | null = null;
    for (let i = 0; i < 50 && !lastUsedAt; i++) {
      const entry = (
        (await listKeys()).body.data as Array<{ keyId: string; lastUsedAt: string | null }>
      ).find((k) => k.keyId === keyId);
      lastUsedAt = entry?.lastUsedAt ?? null;
      if (!lastUsedAt) await sleep(20);
    }
    expect(Date.parse(lastUsedAt!)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('the conditional write keeps one value per minute and never creates a key item', async () => {
    const { key } = await createKey({ type: 'secret', mode: 'test' });
    const usage = dynamoKeyUsage(table.db, table.tableName);
    const stored = async (hash: string) =>
      (await table.db.send(new GetCommand({ TableName: table.tableName, Key: keys.apiKey(hash) }))).Item;
    const hash = hashApiKey(key);
    await usage.recordUse(hash, '2030-01-01T00:00:00.000Z', '2029-12-31T23:59:00.000Z');
    // Another instance, 30 s later: the stored use is within its minute, so nothing changes.
    await usage.recordUse(hash, '2030-01-01T00:00:30.000Z', '2029-12-31T23:59:30.000Z');
    expect((await stored(hash))?.lastUsedAt).toBe('2030-01-01T00:00:00.000Z');
    await usage.recordUse(hash, '2030-01-01T00:01:00.000Z', '2030-01-01T00:00:00.000Z');
    expect((await stored(hash))?.lastUsedAt).toBe('2030-01-01T00:00:00.000Z'); // not strictly older
    await usage.recordUse(hash, '2030-01-01T00:01:01.000Z', '2030-01-01T00:00:01.000Z');
    expect((await stored(hash))?.lastUsedAt).toBe('2030-01-01T00:01:01.000Z');
    await usage.recordUse(
      hashApiKey(`sk_test_${'q'.repeat(32)}`),
      '2030-01-01T00:00:00.000Z',
      '2029-12-31T23:59:00.000Z',
    );
    expect(await stored(hashApiKey(`sk_test_${'q'.repeat(32)}`))).toBeUndefined();
  });
});
