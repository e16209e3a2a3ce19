import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { dynamoAdminChanges } from '../../../shared/admin/dynamo-admin-repository.ts';
import { auditPut, dynamoAuditLog } from '../../../shared/audit/dynamo-audit-log.ts';
import type { AuditEntry } from '../../../shared/audit/ports.ts';
import type { ApiKeyRecord } from '../../../shared/auth/types.ts';
import { defaultBranding, defaultCheckoutSettings, type StoreRecord } from '../../../shared/stores/types.ts';
import { newId } from '../../../shared/util/ids.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { putOrders, syntheticOrder } from '../../support/order-records.ts';

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

describe('audit log filters and target names', () => {
  it('filters by actor (id or email), action and dates on the sort key, a page at a time, and names orders', async () => {
    const storeId = newId();
    const order = syntheticOrder({ storeId, orderNumber: 1042 });
    await putOrders(table.db, table.tableName, [order]);
    const made: AuditEntry[] = [];
    for (let day = 1; day <= 9; day++) {
      const e = entry(
        storeId,
        `2026-03-0${day}T10:00:00.000Z`,
        day % 3 === 0 ? 'order.cancelled' : 'store.updated',
      );
      if (day % 3 === 0) Object.assign(e, { target: { type: 'order', id: order.orderId }, mode: 'test' });
      if (day % 2 === 0) e.actor = { ownerId: 'o2', email: 'o2@example.com' };
      made.push(e);
    }
    await table.db.send(
      new TransactWriteCommand({ TransactItems: made.map((e) => auditPut(table.tableName, e)) }),
    );
    const log = dynamoAuditLog(table.db, table.tableName);
    const days = (entries: AuditEntry[]) => entries.map((e) => Number(e.at.slice(8, 10)));
    const all = async (filter: Parameters<typeof log.page>[1]) => {
      const found: AuditEntry[] = [];
      let cursor: string | undefined;
      do {
        const page = await log.page(storeId, { ...filter, cursor });
        found.push(...page.entries);
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      return found;
    };
    expect(days(await all({ limit: 2, action: 'order.cancelled' }))).toEqual([9, 6, 3]);
    expect(days(await all({ limit: 2, actor: 'o2@example.com' }))).toEqual([8, 6, 4, 2]);
    expect(days(await all({ limit: 2, actor: 'o2', action: 'order.cancelled' }))).toEqual([6]);
    expect(
      days(await all({ limit: 3, from: '2026-03-03T00:00:00.000Z', before: '2026-03-06T00:00:00.000Z' })),
    ).toEqual([5, 4, 3]);
    expect(await all({ limit: 5, actor: 'nobody' })).toEqual([]);

    const page = await log.page(storeId, { limit: 3 });
    const labels = await log.labels(page.entries);
    expect(page.entries.map((e) => labels.get(e.auditId) ?? null)).toEqual(['Order 1042', null, null]);
  });
});
