import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminCommerceHandler } from '../../../functions/admin-commerce/handler.ts';
import { createAdminCustomersHandler } from '../../../functions/admin-customers/handler.ts';
import { handler as refundJobHandler } from '../../../functions/refund-job/handler.ts';
import type { HttpResult } from '../../../shared/http/types.ts';
import { dynamoMembershipRepository } from '../../../shared/owners/dynamo-owner-repository.ts';
import { localLambdaContext } from '../../../shared/util/lambda-context.ts';
import { useAdminHarness } from '../../support/admin-harness.ts';
import { login } from '../../support/commerce.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { httpEvent } from '../../support/http-event.ts';
import { createOrder, currentRefundScheduler, orderOf, seedMerchStore } from '../orders/helpers.ts';

const table = useTestTable();
const harness = useAdminHarness(table);
let commerce: ReturnType<typeof createAdminCommerceHandler>;
let customers: ReturnType<typeof createAdminCustomersHandler>;
let seed: Awaited<ReturnType<typeof seedMerchStore>>;

const admin = (method: string, path: string, body?: unknown, query?: Record<string, string>) =>
  harness.call(
    path.startsWith('/customers') ? customers : commerce,
    method,
    `/api/v1/admin/stores/${seed.store.storeId}${path}`,
    harness.owners.owner.token,
    body,
    query ? { query } : {},
  );

/** The export answered as text (the harness parses JSON, so the handler is called directly). */
const exportCsv = async (query: Record<string, string>) => {
  const event = httpEvent('GET', `/api/v1/admin/stores/${seed.store.storeId}/customers/export`, {
    headers: { Authorization: `Bearer ${harness.owners.viewer.token}` },
    query,
  });
  const result = (await customers(event, localLambdaContext('test'), {
    signal: new AbortController().signal,
  })) as HttpResult;
  return { status: result.statusCode, headers: result.headers, body: result.body ?? '' };
};

type Listed = { customerId: string; ordersCount: number; totalSpent: number };

beforeAll(async () => {
  commerce = createAdminCommerceHandler(currentRefundScheduler, {
    ownerAccess: () => harness.access,
  });
  customers = createAdminCustomersHandler(undefined, { ownerAccess: () => harness.access });
  seed = await seedMerchStore(table);
  const at = new Date().toISOString();
  const repository = dynamoMembershipRepository(table.db, table.tableName);
  for (const role of ['owner', 'viewer'] as const) {
    const { ownerId, email } = harness.owners[role];
    await repository.add({ storeId: seed.store.storeId, ownerId, email, role, createdAt: at, updatedAt: at });
  }
});

describe('customer counters on DynamoDB Local', () => {
  it('counts paid orders and their totalAmount minus succeeded refunds, in the order writes; the list and the CSV show them', async () => {
    const formula = await login(seed.store, {
      profile: { firstName: '=HYPERLINK("x")', lastName: 'Doe;x', email: 'formula@example.com' },
    });
    // Two orders of Ada: only the one that is paid (enters Confirmed) counts.
    const paid = orderOf(
      await createOrder(seed.store, seed.customerId, [{ productVariantId: seed.tee, quantity: 2 }]),
    );
    orderOf(await createOrder(seed.store, seed.customerId, [{ productVariantId: seed.mug, quantity: 1 }]));
    const listed = async () =>
      new Map(((await admin('GET', '/customers')).body.data as Listed[]).map((c) => [c.customerId, c]));
    expect((await listed()).get(seed.customerId)).toMatchObject({ ordersCount: 0, totalSpent: 0 });

    const confirmed = await admin('PUT', `/orders/${paid.orderId}/status`, { status: 'confirmed' });
    expect(confirmed.status).toBe(200);
    const total = paid.totals.totalAmount as number;
    expect((await listed()).get(seed.customerId)).toMatchObject({ ordersCount: 1, totalSpent: total });
    expect((await listed()).get(formula.customerId)).toMatchObject({ ordersCount: 0, totalSpent: 0 });

    // A refund takes off only once it succeeded.
    const refund = await admin('POST', `/orders/${paid.orderId}/refunds`, { amount: 5, reason: 'Late' });
    expect(refund.status).toBe(202);
    expect((await listed()).get(seed.customerId)).toMatchObject({ totalSpent: total });
    const { refundId } = refund.body.data as { refundId: string };
    expect((await refundJobHandler({ refundId })).result).toBe('refunded');
    expect((await listed()).get(seed.customerId)).toMatchObject({ ordersCount: 1, totalSpent: total - 5 });
    // The search answers carry them too.
    const searched = await admin('GET', '/customers', undefined, { q: 'ada' });
    expect(searched.body.data).toEqual([
      expect.objectContaining({ customerId: seed.customerId, ordersCount: 1 }),
    ]);

    const csv = await exportCsv({ format: 'csv' });
    expect(csv.status).toBe(200);
    expect(csv.headers).toMatchObject({ 'content-type': 'text/csv; charset=utf-8' });
    const lines = csv.body.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('customerId,firstName,lastName,email,phone,ordersCount,totalSpent,createdAt');
    expect(lines).toHaveLength(3);
    const ada = lines.find((line) => line.startsWith(seed.customerId))!;
    expect(ada).toContain(`,Ada,L,ada@example.com,`);
    expect(ada).toContain(`,1,${(total - 5).toFixed(2)},`);
    // The formula guard of the orders CSV: a leading `=` is prefixed, a `;` quoted.
    const doe = lines.find((line) => line.startsWith(formula.customerId))!;
    expect(doe).toContain(`,"'=HYPERLINK(""x"")","Doe;x",formula@example.com,`);
    expect(doe).toContain(',0,0.00,');

    const wrong = await exportCsv({ format: 'xlsx' });
    expect([wrong.status, JSON.parse(wrong.body).errorCode]).toEqual([400, 'INVALID_REQUEST']);
  });
});
