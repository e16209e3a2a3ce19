import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamoAuditLog } from '../../../shared/audit/dynamo-audit-log.ts';
import { dynamoApiKeyRepository } from '../../../shared/auth/dynamo-api-keys.ts';
import { createDocumentClient } from '../../../shared/db/dynamo-client.ts';
import { dynamoStoreRepository } from '../../../shared/stores/dynamo-stores.ts';
import { captureAdminCli } from '../../support/admin-cli.ts';
import { startDynamoProxy, type DynamoProxy } from '../../support/dynamo-proxy.ts';
import { useTestTable } from '../../support/dynamo.ts';

/** What the admin CLI changes in a store shows in that store's audit log, as the dashboard's changes do. */
const table = useTestTable();

let proxy: DynamoProxy;
beforeAll(async () => {
  proxy = await startDynamoProxy(table.endpoint);
});
afterAll(() => proxy?.stop());

/** The CLI on this file's table, directly or through the fault-injecting proxy. */
const run = (argv: string[], through: 'table' | 'proxy' = 'table') =>
  captureAdminCli(argv, {
    openLocal: async () => ({
      db: through === 'proxy' ? createDocumentClient(proxy.endpoint) : table.db,
      tableName: table.tableName,
      dataDir: '/nonexistent',
      close: async () => undefined,
    }),
    openStack: () => Promise.reject(new Error('no stack in this test')),
  });

const cli = async (...argv: string[]) => {
  const { code, err, json } = await run(argv);
  if (code !== 0) throw new Error(`admin ${argv.join(' ')} failed: ${err}`);
  return json as Record<string, string>;
};

describe('admin CLI changes in the audit log', () => {
  it('records store, settings, key and member changes with the CLI as the actor', async () => {
    const { storeId } = await cli('store', 'create', '--name', 'Audited Shop');
    await cli(
      'store',
      'settings',
      '--store',
      storeId!,
      '--json',
      '{"branding":{"name":"Audited","logoUrl":null,"colors":{"primary":"#112233","secondary":"#445566","accent":"#778899"}}}',
    );
    const key = await cli('key', 'create', '--store', storeId!, '--type', 'secret', '--mode', 'live');
    await cli('key', 'revoke', '--store', storeId!, '--key-id', key.keyId!);
    const owner = await cli('owner', 'create', '--email', `cli-${Date.now()}@example.com`);
    await cli('member', 'add', '--store', storeId!, '--email', owner.email!, '--role', 'viewer');

    const { entries } = await dynamoAuditLog(table.db, table.tableName).page(storeId!, { limit: 20 });
    expect(
      entries.map((entry) => [entry.action, entry.target.type, entry.target.id, entry.mode]).reverse(),
    ).toEqual([
      ['store.created', 'store', storeId, null],
      ['store.updated', 'store', storeId, null],
      ['apiKey.created', 'apiKey', key.keyId, 'live'],
      ['apiKey.revoked', 'apiKey', key.keyId, 'live'],
      ['member.added', 'member', owner.ownerId, null],
    ]);
    expect(entries.every((entry) => entry.actor.ownerId === 'cli' && entry.actor.email === null)).toBe(true);
  });

  it('writes a change and its entry together: when the entry cannot be written, the change is not made', async () => {
    const { storeId } = await cli('store', 'create', '--name', 'All Or Nothing');
    const store = (await dynamoStoreRepository(table.db, table.tableName).get(storeId!))!;
    // Every request that writes an audit entry is refused; requests without one go through.
    const fault = proxy.inject({
      command: '*',
      match: (body) => body.includes('AUDIT#'),
      action: { kind: 'error', status: 400, type: 'com.amazonaws.dynamodb.v20120810#ValidationException' },
    });
    try {
      const key = await run(
        ['key', 'create', '--store', storeId!, '--type', 'secret', '--mode', 'live'],
        'proxy',
      );
      const settings = await run(
        ['store', 'settings', '--store', storeId!, '--json', '{"checkoutSettings":{"taxRate":0.2}}'],
        'proxy',
      );
      expect([key.code, settings.code]).toEqual([1, 1]);
      expect(fault.hits).toBe(2);
    } finally {
      fault.remove();
    }
    expect(await dynamoApiKeyRepository(table.db, table.tableName).listByStore(storeId!)).toEqual([]);
    expect(await dynamoStoreRepository(table.db, table.tableName).get(storeId!)).toEqual(store);
    const { entries } = await dynamoAuditLog(table.db, table.tableName).page(storeId!, { limit: 20 });
    expect(entries.map((entry) => entry.action)).toEqual(['store.created']);
  });
});
