import { beforeAll, describe, expect, it } from 'vitest';
import { putOrders, syntheticOrder } from '../../support/order-records.ts';
import { outboxEvents } from '../../support/outbox.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { call, createTestStore, login, type TestStore } from '../../support/commerce.ts';

const table = useTestTable();

let store: TestStore;
const mePath = () => `/api/v1/sdk/customers/store/${store.storeId}/me`;

/** Test-mode sign-in by email code (000000). */
const emailLogin = async (email: string) => {
  const auth = `/api/v1/sdk/auth/store/${store.storeId}`;
  const sent = await call('POST', `${auth}/otp`, { key: store.keys.pk_test, body: { email } });
  expect(sent.status).toBe(202);
  const verified = await call('POST', `${auth}/verify`, {
    key: store.keys.pk_test,
    body: { email, code: '000000' },
  });
  expect(verified.status).toBe(200);
  return verified.body.data as { token: string; customer: { customerId: string } };
};

beforeAll(async () => {
  store = await createTestStore(table);
});

describe('GET and PUT .../me (customer JWT)', () => {
  it('reads the profile and edits it: one customer.updated with changes and previous values, lookups moved', async () => {
    const grace = await login(store, {
      profile: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@navy.mil' },
    });
    const read = await call('GET', mePath(), { key: store.keys.pk_test, token: grace.token });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({
      customerId: grace.customerId,
      firstName: 'Grace',
      email: 'grace@navy.mil',
    });

    // A new email is not changed without its code: 202, a code goes to the new address.
    const asked = await call('PUT', mePath(), {
      key: store.keys.pk_test,
      token: grace.token,
      body: { email: 'Amazing@Navy.mil' },
    });
    expect(asked.status).toBe(202);
    expect(asked.body.data).toMatchObject({ email: 'grace@navy.mil', emailVerified: false });
    const edited = await call('PUT', mePath(), {
      key: store.keys.pk_test,
      token: grace.token,
      body: { firstName: 'Amazing', email: 'Amazing@Navy.mil', code: '000000' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      firstName: 'Amazing',
      lastName: 'Hopper',
      email: 'Amazing@Navy.mil',
      emailVerified: true,
    });

    const [event, ...more] = await outboxEvents(table, store.storeId, 'customer.updated');
    expect(more).toEqual([]);
    expect(event).toMatchObject({ origin: 'customer', customerId: grace.customerId });
    expect(event!.data).toEqual({
      customer: {
        customerId: grace.customerId,
        email: 'Amazing@Navy.mil',
        phone: grace.phone,
        firstName: 'Amazing',
        lastName: 'Hopper',
      },
      changes: { firstName: 'Amazing', email: 'Amazing@Navy.mil' },
      previousValues: { firstName: 'Grace', email: 'grace@navy.mil' },
    });

    // The store's unique email moved with the change: found by the new address, not the old.
    const byNew = await call('GET', '/api/v1/customers/by-email/amazing%40navy.mil', {
      key: store.keys.sk_test,
    });
    expect(byNew.body.data).toMatchObject({ customerId: grace.customerId });
    const byOld = await call('GET', '/api/v1/customers/by-email/grace%40navy.mil', {
      key: store.keys.sk_test,
    });
    expect(byOld.body.errorCode).toBe('CUSTOMER_NOT_FOUND');
    // ... so another customer may take the old address now.
    const next = await login(store);
    for (const body of [{ email: 'grace@navy.mil' }, { email: 'grace@navy.mil', code: '000000' }]) {
      const taken = await call('PUT', mePath(), { key: store.keys.pk_test, token: next.token, body });
      expect(taken.status).toBe(body.code ? 200 : 202);
    }
  });

  it("another customer's verified email (any case): 202 without a code as for any address, 409 CONFLICT with it; nothing written", async () => {
    const ada = await emailLogin('ada-verified@example.com');
    const other = await login(store, { profile: { firstName: 'Other' } });
    const stranger = await login(store, { profile: { firstName: 'Stranger' } });
    // No probing: a taken address and a free one get the same answer.
    const takenAsk = await call('PUT', mePath(), {
      key: store.keys.pk_test,
      token: other.token,
      body: { email: 'ADA-verified@example.com' },
    });
    const freeAsk = await call('PUT', mePath(), {
      key: store.keys.pk_test,
      token: stranger.token,
      body: { email: 'nobody-yet@example.com' },
    });
    expect(takenAsk.status).toBe(202);
    expect(freeAsk.status).toBe(202);
    expect(Object.keys(takenAsk.body.data as object)).toEqual(Object.keys(freeAsk.body.data as object));
    expect(takenAsk.body.data).toMatchObject({ email: null, firstName: 'Other' });

    const before = (await outboxEvents(table, store.storeId, 'customer.updated')).length;
    const result = await call('PUT', mePath(), {
      key: store.keys.pk_test,
      token: other.token,
      body: { firstName: 'Changed', email: 'ADA-verified@example.com', code: '000000' },
    });
    expect(result.status).toBe(409);
    expect(result.body.errorCode).toBe('CONFLICT');
    const read = await call('GET', mePath(), { key: store.keys.pk_test, token: other.token });
    expect(read.body.data).toMatchObject({ firstName: 'Other', email: null });
    expect(await outboxEvents(table, store.storeId, 'customer.updated')).toHaveLength(before);
    const adaRead = await call('GET', mePath(), { key: store.keys.pk_test, token: ada.token });
    expect(adaRead.body.data).toMatchObject({ email: 'ada-verified@example.com', emailVerified: true });
  });

  it('a wrong code changes nothing (401 INVALID_TOKEN); a code is needed, a code for another address does not do', async () => {
    const customer = await login(store);
    await call('PUT', mePath(), {
      key: store.keys.pk_test,
      token: customer.token,
      body: { email: 'wanted@example.com' },
    });
    for (const body of [
      { email: 'wanted@example.com', code: '123456' },
      { email: 'never-asked@example.com', code: '000000' },
    ]) {
      const wrong = await call('PUT', mePath(), { key: store.keys.pk_test, token: customer.token, body });
      expect(wrong.status, JSON.stringify(body)).toBe(401);
      expect(wrong.body.errorCode).toBe('INVALID_TOKEN');
    }
    const read = await call('GET', mePath(), { key: store.keys.pk_test, token: customer.token });
    expect(read.body.data).toMatchObject({ email: null });
  });

  it('an unverified holder loses the email to the customer who proves it, keeping phone and orders', async () => {
    const holder = await login(store, { profile: { firstName: 'Holder', email: 'shared-box@example.com' } });
    const prover = await login(store);
    await call('PUT', mePath(), {
      key: store.keys.pk_test,
      token: prover.token,
      body: { email: 'shared-box@example.com' },
    });
    const changed = await call('PUT', mePath(), {
      key: store.keys.pk_test,
      token: prover.token,
      body: { email: 'shared-box@example.com', code: '000000' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ email: 'shared-box@example.com', emailVerified: true });
    const holderRead = await call('GET', mePath(), { key: store.keys.pk_test, token: holder.token });
    expect(holderRead.body.data).toMatchObject({ firstName: 'Holder', phone: holder.phone, email: null });
    const found = await call('GET', '/api/v1/customers/by-email/shared-box%40example.com', {
      key: store.keys.sk_test,
    });
    expect(found.body.data).toMatchObject({ customerId: prover.customerId });
  });

  it('no change writes nothing; bad input is 400 INVALID_REQUEST; the phone cannot be changed', async () => {
    const customer = await login(store, { profile: { firstName: 'Same' } });
    const before = (await outboxEvents(table, store.storeId, 'customer.updated')).length;
    const same = await call('PUT', mePath(), {
      key: store.keys.pk_test,
      token: customer.token,
      body: { firstName: 'Same' },
    });
    expect(same.status).toBe(200);
    expect(await outboxEvents(table, store.storeId, 'customer.updated')).toHaveLength(before);
    for (const body of [
      { email: 'not-an-email' },
      { phone: '+15550000000' },
      { firstName: '' },
      { lastName: 5 },
    ]) {
      const bad = await call('PUT', mePath(), { key: store.keys.pk_test, token: customer.token, body });
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.errorCode).toBe('INVALID_REQUEST');
    }
  });

  it('needs the customer token (401 INVALID_TOKEN); a token of the other mode is invalid', async () => {
    const customer = await login(store);
    expect((await call('GET', mePath(), { key: store.keys.pk_test })).body.errorCode).toBe('INVALID_TOKEN');
    const live = await call('GET', mePath(), { key: store.keys.pk_live, token: customer.token });
    expect(live.status).toBe(401);
    expect(live.body.errorCode).toBe('INVALID_TOKEN');
  });
});

describe('GET .../me/orders', () => {
  it("lists only the customer's orders, newest first, as order views, page by page", async () => {
    const customer = await login(store);
    const mine = [3001, 3002, 3003].map((n) =>
      syntheticOrder({ storeId: store.storeId, orderNumber: n, customerId: customer.customerId }),
    );
    const someoneElses = syntheticOrder({ storeId: store.storeId, orderNumber: 3004 });
    await putOrders(table.db, table.tableName, [...mine, someoneElses]);

    const first = await call('GET', `${mePath()}/orders?limit=2`, {
      key: store.keys.pk_test,
      token: customer.token,
    });
    expect(first.status).toBe(200);
    const firstPage = first.body.data as Array<{
      orderNumber: string;
      totals: unknown;
      statusHistory: unknown;
    }>;
    expect(firstPage.map((o) => o.orderNumber)).toEqual(['3003', '3002']);
    expect(firstPage[0]).toMatchObject({ totals: { totalAmount: 10 }, statusHistory: expect.any(Array) });
    const cursor = (first.body as unknown as { nextCursor: string }).nextCursor;
    const second = await call('GET', `${mePath()}/orders?limit=2&cursor=${cursor}`, {
      key: store.keys.pk_test,
      token: customer.token,
    });
    expect((second.body.data as Array<{ orderNumber: string }>).map((o) => o.orderNumber)).toEqual(['3001']);
    expect((second.body as unknown as { nextCursor: string | null }).nextCursor).toBeNull();

    const bad = await call('GET', `${mePath()}/orders?limit=0`, {
      key: store.keys.pk_test,
      token: customer.token,
    });
    expect(bad.body.errorCode).toBe('INVALID_REQUEST');
  });

  it('leaves out a checkout order still waiting for its payment (3-D Secure hold) until it is paid', async () => {
    const customer = await login(store);
    const [paid, waiting, apiOrder] = [3101, 3102, 3103].map((n) =>
      syntheticOrder({ storeId: store.storeId, orderNumber: n, customerId: customer.customerId }),
    );
    const awaiting = {
      ...waiting!,
      source: 'checkout' as const,
      payment: { provider: 'stripe', chargeId: 'pi_1', status: 'ActionRequired' as const },
    };
    await putOrders(table.db, table.tableName, [{ ...paid!, orderStatus: 'Confirmed' }, awaiting, apiOrder!]);
    const listed = await call('GET', `${mePath()}/orders`, {
      key: store.keys.pk_test,
      token: customer.token,
    });
    // POST /orders' Pending order is an order from the start (payment External); the held one is not yet.
    expect((listed.body.data as Array<{ orderNumber: string }>).map((o) => o.orderNumber)).toEqual([
      '3103',
      '3101',
    ]);
  });
});
