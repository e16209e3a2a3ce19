import { beforeAll, describe, expect, it } from 'vitest';
import { useTestTable } from '../../support/dynamo.ts';
import { call, createTestStore, login, uniquePhone, type TestStore } from '../../support/commerce.ts';

const table = useTestTable();

let store: TestStore;
let holder: Awaited<ReturnType<typeof login>>;

beforeAll(async () => {
  store = await createTestStore(table);
  holder = await login(store, { profile: { email: 'taken@example.com' } });
});

const verifyWith = async (email: string) => {
  const phone = uniquePhone();
  await call('POST', `/api/v1/sdk/auth/store/${store.storeId}/otp`, {
    key: store.keys.pk_test,
    body: { phone },
  });
  return call('POST', `/api/v1/sdk/auth/store/${store.storeId}/verify`, {
    key: store.keys.pk_test,
    body: { phone, code: '000000', email },
  });
};

const shape = (result: Awaited<ReturnType<typeof call>>) => {
  const data = result.body.data as { customer: Record<string, unknown> } & Record<string, unknown>;
  return {
    status: result.status,
    keys: Object.keys(data ?? {}).sort(),
    customerKeys: Object.keys(data?.customer ?? {}).sort(),
    email: data?.customer?.email,
  };
};

describe('verify does not reveal whether another customer holds an email', () => {
  it('a taken email and an unused one get the same answer', async () => {
    const taken = shape(await verifyWith('TAKEN@example.com'));
    const unused = shape(await verifyWith('TAKEN@example.org'));
    expect(taken.status).toBe(200);
    expect({ ...taken, email: undefined }).toEqual({ ...unused, email: undefined });
    expect(taken.email).toBe('TAKEN@example.com');
  });

  it('the email stays with its first holder for lookups by email', async () => {
    await verifyWith('taken@EXAMPLE.com');
    const found = await call('GET', '/api/v1/customers/by-email/taken%40example.com', {
      key: store.keys.sk_test,
    });
    expect(found.status).toBe(200);
    expect((found.body.data as { customerId: string }).customerId).toBe(holder.customerId);
  });
});
