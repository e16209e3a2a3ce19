import { describe, expect, it } from 'vitest';
import { dynamoAuditLog } from '../../../shared/admin/dynamo-admin-repository.ts';
import { captureAdminCli } from '../../support/admin-cli.ts';
import { useTestTable } from '../../support/dynamo.ts';

/** What the admin CLI changes in a store shows in that store's audit log, as the dashboard's changes do. */
const table = useTestTable();

const cli = async (...argv: string[]) => {
  const { code, err, json } = await captureAdminCli(argv, {
    openLocal: async () => ({
      db: table.db,
      tableName: table.tableName,
      dataDir: '/nonexistent',
      close: async () => undefined,
    }),
    openStack: () => Promise.reject(new Error('no stack in this test')),
  });
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
});
