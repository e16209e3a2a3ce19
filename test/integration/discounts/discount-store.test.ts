import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminDiscountsHandler } from '../../../functions/admin-discounts/handler.ts';
import { dynamoAuditLog } from '../../../shared/audit/dynamo-audit-log.ts';
import { keys } from '../../../shared/db/keys.ts';
import { cancellationReasons } from '../../../shared/db/transactions.ts';
import { dynamoMembershipRepository } from '../../../shared/owners/dynamo-owner-repository.ts';
import {
  discountReleaseItems,
  discountUseItems,
  dynamoDiscountStore,
} from '../../../shared/promotions/dynamo-discounts.ts';
import type { DiscountUse } from '../../../shared/promotions/ports.ts';
import { createDiscountAdmin } from '../../../shared/promotions/service.ts';
import { newId } from '../../../shared/util/ids.ts';
import { useAdminHarness } from '../../support/admin-harness.ts';
import { useTestTable } from '../../support/dynamo.ts';

const table = useTestTable();
const harness = useAdminHarness(table);
const storeId = newId();
let handler: ReturnType<typeof createAdminDiscountsHandler>;
const path = `/api/v1/admin/stores/${storeId}/discounts`;
const call = (method: string, suffix: string, body?: unknown, role: 'owner' | 'viewer' = 'owner') =>
  harness.call(handler, method, `${path}${suffix}`, harness.owners[role].token, body);
type View = { discountId: string; code: string; timesUsed: number; remainingUses: number | null };

beforeAll(async () => {
  handler = createAdminDiscountsHandler(
    () => createDiscountAdmin({ discounts: dynamoDiscountStore(table.db, table.tableName) }),
    { ownerAccess: () => harness.access },
  );
  await harness.createStore('Discounts', async () => {
    const at = new Date().toISOString();
    const { ownerId, email } = harness.owners.owner;
    await dynamoMembershipRepository(table.db, table.tableName).add({
      storeId,
      ownerId,
      email,
      role: 'owner',
      createdAt: at,
      updatedAt: at,
    });
    return storeId;
  });
});

/** One order's transaction as checkout writes it: the use items beside the order's own item. */
const placeWithUse = async (use: DiscountUse) => {
  try {
    await table.db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: table.tableName,
              Item: { pk: `ORDER#${newId()}`, sk: 'ORDER' },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          ...discountUseItems(table.tableName, use),
        ],
      }),
    );
    return 'placed';
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (reasons?.includes('ConditionalCheckFailed')) return 'refused';
    if (reasons?.includes('TransactionConflict')) return 'conflict';
    throw error;
  }
};

describe('discount codes in the admin API on DynamoDB Local', () => {
  it('creates, lists, changes and deletes a code; a code differing only in case is 409; each change is audited', async () => {
    const created = await call('POST', '', {
      code: 'Summer10',
      type: 'percentage',
      value: 10,
      usageLimit: 3,
    });
    expect(created.status).toBe(201);
    const code = created.body.data as View;
    expect(code).toMatchObject({ code: 'Summer10', timesUsed: 0, remainingUses: 3 });

    const twin = await call('POST', '', { code: 'SUMMER10', type: 'fixed_amount', value: 5 });
    expect([twin.status, twin.body.errorCode]).toEqual([409, 'CONFLICT']);
    const bad = await call('POST', '', { code: 'X', type: 'percentage', value: 120 });
    expect([bad.status, bad.body.errorCode]).toEqual([400, 'INVALID_REQUEST']);

    const list = await call('GET', '', undefined, 'viewer');
    expect(list.status).toBe(200);
    expect((list.body as { nextCursor?: unknown }).nextCursor).toBeNull();
    expect((list.body.data as View[]).map((d) => d.code)).toContain('Summer10');
    const live = await harness.call(handler, 'GET', path, harness.owners.owner.token, undefined, {
      query: { mode: 'live' },
    });
    expect(live.body.data).toEqual([]);

    const renamed = await call('PUT', `/${code.discountId}`, { code: 'winter10', usageLimit: null });
    expect(renamed.body.data).toMatchObject({ code: 'winter10', remainingUses: null });
    // The old spelling is free again, the new one is taken.
    expect((await call('POST', '', { code: 'summer10', type: 'free_shipping' })).status).toBe(201);
    expect((await call('POST', '', { code: 'WINTER10', type: 'free_shipping' })).status).toBe(409);

    const removed = await call('DELETE', `/${code.discountId}`);
    expect(removed.status).toBe(200);
    const gone = await call('GET', `/${code.discountId}`);
    expect([gone.status, gone.body.errorCode]).toEqual([404, 'DISCOUNT_NOT_FOUND']);
    expect(
      await dynamoDiscountStore(table.db, table.tableName).findByCode({ storeId, mode: 'test' }, 'Winter10'),
    ).toBeUndefined();

    const { entries } = await dynamoAuditLog(table.db, table.tableName).page(storeId, { limit: 100 });
    const actions = entries
      .filter((entry) => entry.target.id === code.discountId)
      .map((entry) => entry.action);
    expect(actions).toEqual(['discount.deleted', 'discount.updated', 'discount.created']);
  });
});

describe('counting uses in the order transaction', () => {
  const scope = { storeId, mode: 'test' as const };
  const store = () => dynamoDiscountStore(table.db, table.tableName);
  const newCode = async (body: Record<string, unknown>) =>
    (await call('POST', '', { type: 'percentage', value: 10, ...body })).body.data as View;
  const useOf = (discountId: string, customerId: string, limits: Partial<DiscountUse> = {}): DiscountUse => ({
    scope,
    discountId,
    customerId,
    usageLimit: null,
    usageLimitPerCustomer: null,
    // Every code here is used as created (revision 1).
    revision: 1,
    ...limits,
  });

  it('20 orders racing for the last use: exactly one takes it, the others are refused and write nothing', async () => {
    const code = await newCode({ code: `RACE${Date.now()}`, usageLimit: 5 });
    // Four uses already taken.
    for (let i = 0; i < 4; i++) expect(await placeWithUse(useOf(code.discountId, newId()))).toBe('placed');
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const use = useOf(code.discountId, newId(), { usageLimit: 5 });
        // A conflict is a lost race: the order is decided again, as checkout does.
        for (;;) {
          const outcome = await placeWithUse(use);
          if (outcome !== 'conflict') return outcome;
        }
      }),
    );
    expect(outcomes.filter((o) => o === 'placed')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'refused')).toHaveLength(19);
    expect((await store().get(scope, code.discountId))!.timesUsed).toBe(5);
    const view = (await call('GET', `/${code.discountId}`)).body.data as View;
    expect(view).toMatchObject({ timesUsed: 5, remainingUses: 0 });
  });

  it('a customer uses a code at most usageLimitPerCustomer times; others still may', async () => {
    const code = await newCode({ code: `PERCUST${Date.now()}`, usageLimitPerCustomer: 2 });
    const alice = newId();
    const limits = { usageLimitPerCustomer: 2 };
    expect(await placeWithUse(useOf(code.discountId, alice, limits))).toBe('placed');
    expect(await placeWithUse(useOf(code.discountId, alice, limits))).toBe('placed');
    expect(await placeWithUse(useOf(code.discountId, alice, limits))).toBe('refused');
    expect(await placeWithUse(useOf(code.discountId, newId(), limits))).toBe('placed');
    expect(await store().usesByCustomer(scope, code.discountId, alice)).toBe(2);
    expect((await store().get(scope, code.discountId))!.timesUsed).toBe(3);
  });

  it('a use priced on an earlier revision of the code (disabled since) is refused and counts nothing', async () => {
    const code = await newCode({ code: `STALE${Date.now()}` });
    expect((await call('PUT', `/${code.discountId}`, { isEnabled: false })).status).toBe(200);
    expect(await placeWithUse(useOf(code.discountId, newId()))).toBe('refused');
    expect((await store().get(scope, code.discountId))!.timesUsed).toBe(0);
    // The revision as stored now takes it (the checkout decides the code itself before that).
    expect(await placeWithUse(useOf(code.discountId, newId(), { revision: 2 }))).toBe('placed');
  });

  it('a released use (cancelled unpaid order) can be taken again', async () => {
    const code = await newCode({ code: `BACK${Date.now()}`, usageLimit: 1, usageLimitPerCustomer: 1 });
    const bob = newId();
    const use = useOf(code.discountId, bob, { usageLimit: 1, usageLimitPerCustomer: 1 });
    expect(await placeWithUse(use)).toBe('placed');
    expect(await placeWithUse(use)).toBe('refused');
    await table.db.send(
      new TransactWriteCommand({ TransactItems: await discountReleaseItems(table.db, table.tableName, use) }),
    );
    // Nothing left to give back: no update, so a second release can never block the order's.
    expect(await discountReleaseItems(table.db, table.tableName, use)).toEqual([]);
    const counter = await table.db.send(
      new GetCommand({ TableName: table.tableName, Key: keys.discount(storeId, 'test', code.discountId) }),
    );
    expect(counter.Item?.timesUsed).toBe(0);
    expect(await placeWithUse(use)).toBe('placed');
  });
});
