import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminCommerceHandler } from '../../../functions/admin-commerce/handler.ts';
import { keys } from '../../../shared/db/keys.ts';
import { dynamoMembershipRepository } from '../../../shared/owners/dynamo-owner-repository.ts';
import { newId } from '../../../shared/util/ids.ts';
import { useAdminHarness } from '../../support/admin-harness.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { outboxEvents } from '../../support/outbox.ts';
import { call, createOrder, currentRefundScheduler, orderOf, seedMerchStore } from '../orders/helpers.ts';

const table = useTestTable();
const harness = useAdminHarness(table);
const { owners } = harness;
let handler: ReturnType<typeof createAdminCommerceHandler>;
let seed: Awaited<ReturnType<typeof seedMerchStore>>;

const admin = (method: string, path: string, token: string, body?: unknown) =>
  harness.call(handler, method, `/api/v1/admin/stores/${seed.store.storeId}${path}`, token, body);

beforeAll(async () => {
  handler = createAdminCommerceHandler(currentRefundScheduler, {
    ownerAccess: () => harness.access,
  });
  seed = await seedMerchStore(table);
  const at = new Date().toISOString();
  const repository = dynamoMembershipRepository(table.db, table.tableName);
  for (const role of ['owner', 'admin', 'viewer'] as const) {
    const { ownerId, email } = owners[role];
    await repository.add({ storeId: seed.store.storeId, ownerId, email, role, createdAt: at, updatedAt: at });
  }
});

describe('internal order notes on DynamoDB Local', () => {
  it('admins add notes, everyone on the team reads them oldest first; audited; never in the order, its events or the customer API', async () => {
    const order = orderOf(
      await createOrder(seed.store, seed.customerId, [{ productVariantId: seed.tee, quantity: 1 }]),
    );
    const path = `/orders/${order.orderId}/notes`;
    expect((await admin('GET', path, owners.viewer.token)).body.data).toEqual([]);

    const first = await admin('POST', path, owners.admin.token, { body: 'Customer called:\nship on Monday' });
    expect(first.status).toBe(201);
    expect(first.body.data).toEqual({
      noteId: expect.any(String),
      orderId: order.orderId,
      body: 'Customer called:\nship on Monday',
      author: { ownerId: owners.admin.ownerId, email: owners.admin.email },
      createdAt: expect.any(String),
    });
    await admin('POST', path, owners.owner.token, { body: 'Gift wrap' });
    const listed = await admin('GET', path, owners.viewer.token);
    expect((listed.body.data as Array<{ body: string }>).map((n) => n.body)).toEqual([
      'Customer called:\nship on Monday',
      'Gift wrap',
    ]);

    // Viewers read, never write; bad bodies and unknown orders are refused with their codes.
    const cases = [
      [await admin('POST', path, owners.viewer.token, { body: 'x' }), 403, 'ACCESS_DENIED'],
      [await admin('POST', path, owners.admin.token, { body: '  ' }), 400, 'INVALID_REQUEST'],
      [await admin('POST', path, owners.admin.token, { body: 'x'.repeat(2001) }), 400, 'INVALID_REQUEST'],
      [await admin('POST', path, owners.admin.token, { text: 'x' }), 400, 'INVALID_REQUEST'],
      [
        await admin('POST', `/orders/${newId()}/notes`, owners.admin.token, { body: 'x' }),
        404,
        'ORDER_NOT_FOUND',
      ],
      [await admin('GET', `/orders/${newId()}/notes`, owners.viewer.token), 404, 'ORDER_NOT_FOUND'],
    ] as const;
    for (const [result, status, code] of cases)
      expect([result.status, result.body.errorCode]).toEqual([status, code]);

    // Audited with the note, in its transaction.
    const { Items = [] } = await table.db.send(
      new QueryCommand({
        TableName: table.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :audit)',
        ExpressionAttributeValues: { ':pk': keys.store(seed.store.storeId).pk, ':audit': 'AUDIT#' },
        ConsistentRead: true,
      }),
    );
    expect(Items.filter((e) => e.action === 'order.note_added').map((e) => e.target)).toEqual([
      { type: 'order', id: order.orderId },
      { type: 'order', id: order.orderId },
    ]);

    // Never shown to the customer: not in the order (admin or secret key), nor in any event.
    const adminOrder = JSON.stringify(
      (await admin('GET', `/orders/${order.orderId}`, owners.viewer.token)).body,
    );
    const apiOrder = JSON.stringify(
      (await call('GET', `/api/v1/orders/${order.orderId}`, { key: seed.store.keys.sk_test })).body,
    );
    const events = JSON.stringify(await outboxEvents(table, seed.store.storeId));
    for (const text of [adminOrder, apiOrder, events]) expect(text).not.toContain('Gift wrap');
  });
});
