import { describe, expect, it } from 'vitest';
import { dynamoAbandonmentStore } from '../../../shared/carts/dynamo-abandonment-store.ts';
import { ACTIVE_CART_SHARDS } from '../../../shared/db/keys.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { call, login, variantStock } from '../orders/helpers.ts';
import { useMerchAdmin } from './merch-admin.ts';

/** Store owners' customers, products and carts through the admin functions against DynamoDB Local (orders: orders.test.ts). */
const table = useTestTable();
const merchAdmin = useMerchAdmin(table);
const { admin, owners } = merchAdmin;

describe('admin customers and products', () => {
  it('customers newest first, found by email or phone, one by id; products with their variants and stock', async () => {
    const all = await admin('GET', '/customers', owners.viewer.token);
    expect(all.status).toBe(200);
    const ada = (all.body.data as Array<{ customerId: string; email: string; phone: string }>).find(
      (c) => c.customerId === merchAdmin.seed.customerId,
    )!;
    expect(ada.email).toBe('ada@example.com');
    const byEmail = await admin('GET', '/customers', owners.viewer.token, undefined, {
      email: 'ADA@example.com',
    });
    expect((byEmail.body.data as Array<{ customerId: string }>).map((c) => c.customerId)).toEqual([
      merchAdmin.seed.customerId,
    ]);
    const byPhone = await admin('GET', '/customers', owners.viewer.token, undefined, { phone: ada.phone });
    expect((byPhone.body.data as Array<{ customerId: string }>).map((c) => c.customerId)).toEqual([
      merchAdmin.seed.customerId,
    ]);
    const nobody = await admin('GET', '/customers', owners.viewer.token, undefined, {
      email: 'nobody@example.com',
    });
    expect([nobody.status, nobody.body.data]).toEqual([200, []]);
    const badPhone = await admin('GET', '/customers', owners.viewer.token, undefined, { phone: '12' });
    expect([badPhone.status, badPhone.body.errorCode]).toEqual([400, 'INVALID_REQUEST']);
    const one = await admin('GET', `/customers/${merchAdmin.seed.customerId}`, owners.viewer.token);
    expect((one.body.data as { customerId: string }).customerId).toBe(merchAdmin.seed.customerId);
    const liveMode = await admin(
      'GET',
      `/customers/${merchAdmin.seed.customerId}`,
      owners.viewer.token,
      undefined,
      {
        mode: 'live',
      },
    );
    expect([liveMode.status, liveMode.body.errorCode]).toEqual([404, 'CUSTOMER_NOT_FOUND']);

    const products = await admin('GET', '/products', owners.viewer.token, undefined, { limit: '1' });
    expect(products.status).toBe(200);
    const [merch] = products.body.data as Array<{
      title: string;
      variants: Array<{ id: string; inventoryQuantity: number }>;
    }>;
    expect(merch!.title).toBe('Merch');
    expect(merch!.variants.find((v) => v.id === merchAdmin.seed.tee)!.inventoryQuantity).toBe(
      await variantStock(table, merchAdmin.seed.store, merchAdmin.seed.tee),
    );
    expect(merch!.variants).toHaveLength(4);
  });
});

describe('admin carts', () => {
  it('open carts by status, with age and value; the abandonment sweep moves a cart to the Abandoned list', async () => {
    const shopper = await login(merchAdmin.seed.store);
    const added = await call('POST', `/api/v1/sdk/cart/store/${merchAdmin.storeId}/item`, {
      key: merchAdmin.seed.store.keys.pk_test,
      token: shopper.token,
      body: { productVariantId: merchAdmin.seed.mug, quantity: 2 },
    });
    expect(added.status).toBe(200);
    const active = await admin('GET', '/carts', owners.viewer.token);
    expect(active.status).toBe(200);
    const cart = (active.body.data as Array<Record<string, unknown>>).find(
      (c) => c.customerId === shopper.customerId,
    );
    expect(cart).toMatchObject({ status: 'Active', itemCount: 2, subtotal: 15, abandonedAt: null });
    // Named and itemised: the dashboard shows who and what, not ids.
    expect(cart).toMatchObject({
      customer: { phone: shopper.phone },
      items: [{ productTitle: 'Merch', sku: 'MUG', quantity: 2 }],
    });
    expect(typeof cart!.updatedAt).toBe('string');

    const [due] = await collectDue(cart!.cartId as string);
    const store = dynamoAbandonmentStore(table.db, table.tableName);
    const at = new Date().toISOString();
    expect(
      await store.markAbandoned(
        due!,
        { ...due!.cart!, status: 'Abandoned', abandonedAt: at, version: due!.cart!.version + 1 },
        {
          type: 'cart.abandoned',
          storeId: merchAdmin.storeId,
          mode: 'test',
          origin: 'system',
          data: {},
        },
      ),
    ).toBe(true);
    const abandoned = await admin('GET', '/carts', owners.viewer.token, undefined, { status: 'Abandoned' });
    expect((abandoned.body.data as Array<{ cartId: string }>).map((c) => c.cartId)).toContain(cart!.cartId);
    const stillActive = await admin('GET', '/carts', owners.viewer.token);
    expect((stillActive.body.data as Array<{ cartId: string }>).map((c) => c.cartId)).not.toContain(
      cart!.cartId,
    );
  });
});

/** The cart's entry in the sparse abandonment index, read the way the sweep reads it. */
const collectDue = async (cartId: string) => {
  const store = dynamoAbandonmentStore(table.db, table.tableName);
  const far = new Date(Date.now() + 400 * 24 * 3600 * 1000).toISOString();
  for (let shard = 0; shard < ACTIVE_CART_SHARDS; shard++)
    for await (const page of store.dueCarts(shard, far, 100)) {
      const found = page.filter((d) => d.cartId === cartId);
      if (found.length > 0) return found;
    }
  return [];
};
