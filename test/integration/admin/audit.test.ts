import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { dynamoAdminChanges } from '../../../shared/admin/dynamo-admin-repository.ts';
import { dynamoAuditLog } from '../../../shared/audit/dynamo-audit-log.ts';
import type { AuditEntry } from '../../../shared/audit/ports.ts';
import type { ApiKeyRecord } from '../../../shared/auth/types.ts';
import { defaultBranding, defaultCheckoutSettings, type StoreRecord } from '../../../shared/stores/types.ts';
import { newId } from '../../../shared/util/ids.ts';
import { useTestTable } from '../../support/dynamo.ts';

const table = useTestTable();

const entry = (storeId: string, at: string, action = 'store.updated'): AuditEntry => ({
  auditId: newId(),
  storeId,
  at,
  actor: { ownerId: 'o1', email: 'o1@example.com' },
  action,
  target: { type: 'store', id: storeId },
  mode: null,
});
const store = (): StoreRecord => {
  const at = new Date().toISOString();
  return {
    storeId: newId(),
    name: 'Audit Shop',
    checkoutSettings: defaultCheckoutSettings(),
    branding: defaultBranding('Audit Shop'),
    createdAt: at,
    updatedAt: at,
  };
};
const auditItems = async (storeId: string) =>
  (
    await table.db.send(
      new QueryCommand({
        TableName: table.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :a)',
        ExpressionAttributeValues: { ':pk': `STORE#${storeId}`, ':a': 'AUDIT#' },
      }),
    )
  ).Items ?? [];

describe('audit entries in DynamoDB', () => {
  it('are written in the same transaction as the change: a failed change leaves no entry', async () => {
    const changes = dynamoAdminChanges(table.db, table.tableName);
    const s = store();
    const owner = {
      storeId: s.storeId,
      ownerId: 'o1',
      email: 'o1@example.com',
      role: 'owner' as const,
      createdAt: s.createdAt,
      updatedAt: s.createdAt,
    };
    await changes.createStore(s, owner, entry(s.storeId, s.createdAt, 'store.created'));
    // The store exists already: the whole transaction is cancelled, its entry too.
    await expect(
      changes.createStore(s, owner, entry(s.storeId, new Date().toISOString(), 'store.created')),
    ).rejects.toThrow();
    // No such store: the update and its entry are refused together.
    const ghost = newId();
    await expect(
      changes.updateStore(
        ghost,
        { name: 'x' },
        new Date().toISOString(),
        entry(ghost, new Date().toISOString()),
      ),
    ).rejects.toThrow();
    expect(await auditItems(ghost)).toEqual([]);
    const key: ApiKeyRecord = {
      keyId: newId(),
      keyHash: newId(),
      storeId: s.storeId,
      type: 'secret',
      mode: 'test',
      last4: 'abcd',
      status: 'Active',
      createdAt: new Date().toISOString(),
    };
    await changes.createKey(key, { ...entry(s.storeId, key.createdAt, 'apiKey.created'), mode: 'test' });
    await expect(
      changes.createKey(key, entry(s.storeId, new Date().toISOString(), 'apiKey.created')),
    ).rejects.toThrow();
    // A key of another store cannot be revoked through this one.
    await expect(
      changes.revokeKey(
        { ...key, storeId: newId() },
        new Date().toISOString(),
        entry(s.storeId, new Date().toISOString(), 'apiKey.revoked'),
      ),
    ).rejects.toThrow();
    const items = await auditItems(s.storeId);
    expect(items.map((i) => i.action).sort()).toEqual(['apiKey.created', 'store.created']);
    // Kept one year by TTL.
    const year = 365 * 24 * 3600;
    for (const item of items)
      expect(item.expiresAt).toBe(Math.floor(Date.parse(item.at as string) / 1000) + year);
  });

  it('pages newest first with a cursor: no duplicates, no gaps, null at the end; a bad cursor is 400', async () => {
    const changes = dynamoAdminChanges(table.db, table.tableName);
    const log = dynamoAuditLog(table.db, table.tableName);
    const s = store();
    await changes.createStore(
      s,
      {
        storeId: s.storeId,
        ownerId: 'o1',
        email: 'o1@example.com',
        role: 'owner',
        createdAt: s.createdAt,
        updatedAt: s.createdAt,
      },
      entry(s.storeId, '2026-01-01T00:00:00.000Z', 'store.created'),
    );
    const written: string[] = [];
    for (let i = 1; i <= 30; i += 1) {
      const at = new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString();
      const e = entry(s.storeId, at);
      await changes.updateStore(s.storeId, { name: `n${i}` }, at, e);
      written.push(e.auditId);
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await log.page(s.storeId, { limit: 7, cursor });
      expect(page.entries.length).toBeLessThanOrEqual(7);
      seen.push(...page.entries.map((e) => e.auditId));
      cursor = page.nextCursor ?? undefined;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(5);
    expect(seen.slice(0, 30)).toEqual([...written].reverse());
    expect(seen).toHaveLength(31);
    expect(new Set(seen).size).toBe(31);
    await expect(
      log.page(s.storeId, { limit: 5, cursor: Buffer.from('STORE').toString('base64url') }),
    ).rejects.toMatchObject({
      errorCode: 'INVALID_REQUEST',
    });
  });
});
