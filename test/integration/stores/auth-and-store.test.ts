import { describe, expect, it } from 'vitest';
import { createAuthenticator } from '../../../shared/auth/authenticator.ts';
import { dynamoApiKeyRepository } from '../../../shared/auth/dynamo-api-keys.ts';
import { hashApiKey } from '../../../shared/auth/api-keys.ts';
import { keys } from '../../../shared/db/keys.ts';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ApiError } from '../../../shared/errors.ts';
import { createHttpHandler } from '../../../shared/http/handler.ts';
import { httpEvent, invoke } from '../../support/http-event.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { localCliAdmin } from '../../../infra/cli/admin-services.ts';

const table = useTestTable();

const services = () => {
  const repository = dynamoApiKeyRepository(table.db, table.tableName);
  return { repository, admin: localCliAdmin(table.db, table.tableName) };
};

describe('API keys and stores on DynamoDB Local', () => {
  it('stores only a hash and last4 of a secret key; the full key is returned once', async () => {
    const { admin } = services();
    const store = await admin.createStore('Hash Store');
    const created = await admin.createKey(store.storeId, 'secret', 'live');
    expect(created.key).toMatch(/^sk_live_[A-Za-z0-9]{32}$/);
    const { Item } = await table.db.send(
      new GetCommand({ TableName: table.tableName, Key: keys.apiKey(hashApiKey(created.key)) }),
    );
    expect(Item).toBeDefined();
    expect(JSON.stringify(Item)).not.toContain(created.key);
    expect(Item!.last4).toBe(created.key.slice(-4));
    const listed = await admin.listKeys(store.storeId);
    expect(listed).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain(created.key);
  });

  it('keeps publishable keys visible in the key list', async () => {
    const { admin } = services();
    const store = await admin.createStore('Pk Store');
    const created = await admin.createKey(store.storeId, 'publishable', 'test');
    expect((await admin.listKeys(store.storeId))[0]!.key).toBe(created.key);
  });

  it('revocation is permanent and takes effect once the cache bound has passed', async () => {
    const { admin, repository } = services();
    const store = await admin.createStore('Revoke Store');
    const created = await admin.createKey(store.storeId, 'secret', 'test');
    let clock = 0;
    const authenticator = createAuthenticator({ repository, cacheMs: 1000, now: () => clock });
    await authenticator.authenticate({ apiKey: created.key, access: 'secret', pathStoreId: store.storeId });
    const revoked = await admin.revokeKey(store.storeId, created.keyId);
    expect(revoked.status).toBe('Revoked');
    clock = 1000;
    const error = await authenticator
      .authenticate({ apiKey: created.key, access: 'secret' })
      .catch((e: unknown) => e);
    expect((error as ApiError).errorCode).toBe('API_KEY_INACTIVE');
    // Revoking again keeps the first revocation time.
    const again = await admin.revokeKey(store.storeId, created.keyId);
    expect(again.revokedAt).toBe(revoked.revokedAt);
  });

  it('settings: given fields replace stored ones; invalid settings are refused and change nothing', async () => {
    const { admin } = services();
    const store = await admin.createStore('Settings Store');
    const updated = await admin.updateSettings(store.storeId, {
      checkoutSettings: { taxRate: 0.08, shipping: { flatRate: 4.99, freeShippingThreshold: 50 } },
      branding: { logoUrl: 'https://cdn.example.com/logo.png' },
    });
    expect(updated.checkoutSettings).toEqual({
      currency: 'USD',
      taxRate: 0.08,
      shipping: { flatRate: 4.99, freeShippingThreshold: 50 },
      cartAbandonmentMinutes: 60,
    });
    expect(updated.branding.logoUrl).toBe('https://cdn.example.com/logo.png');
    await expect(
      admin.updateSettings(store.storeId, { checkoutSettings: { taxRate: 5 } }),
    ).rejects.toMatchObject({
      errorCode: 'INVALID_REQUEST',
    });
    await expect(admin.updateSettings(store.storeId, { unknown: 1 })).rejects.toMatchObject({
      errorCode: 'INVALID_REQUEST',
    });
    const { Item } = await table.db.send(
      new GetCommand({ TableName: table.tableName, Key: keys.store(store.storeId) }),
    );
    expect(Item!.checkoutSettings.taxRate).toBe(0.08);
  });

  it('refuses keys for unknown stores', async () => {
    const { admin } = services();
    await expect(
      admin.createKey('33333333-3333-4333-8333-333333333333', 'secret', 'test'),
    ).rejects.toMatchObject({
      errorCode: 'STORE_NOT_FOUND',
    });
  });

  it('serves checkout settings and branding through the store function, scoped to the key store', async () => {
    const { admin, repository } = services();
    const store = await admin.createStore('Handler Store');
    const other = await admin.createStore('Other Store');
    const pk = await admin.createKey(store.storeId, 'publishable', 'test');
    const { handler } = await import('../../../functions/store/handler.ts');
    const authenticator = createAuthenticator({ repository, cacheMs: 0 });
    const viaTestAuth = createHttpHandler({
      group: 'store',
      operations: {
        getCheckoutSettings: { handle: async ({ auth }) => ({ data: auth.store!.checkoutSettings }) },
        getBranding: { handle: async ({ auth }) => ({ data: auth.store!.branding }) },
        getTestClock: { handle: async () => ({ data: null }) },
        advanceTestClock: { handle: async () => ({ data: null }) },
      },
      authenticator: () => authenticator,
    });
    const headers = { 'X-API-Key': pk.key };
    const settings = await invoke(
      handler,
      httpEvent('GET', `/api/v1/sdk/store/${store.storeId}/checkout-settings`, { headers }),
    );
    expect(settings.status).toBe(200);
    expect(settings.body.data).toMatchObject({
      storeId: store.storeId,
      currency: 'USD',
      cartAbandonmentMinutes: 60,
    });
    const branding = await invoke(
      handler,
      httpEvent('GET', `/api/v1/sdk/store/${store.storeId}/branding`, { headers }),
    );
    expect(branding.body.data).toMatchObject({ storeId: store.storeId, name: 'Handler Store' });
    const foreign = await invoke(
      viaTestAuth,
      httpEvent('GET', `/api/v1/sdk/store/${other.storeId}/branding`, { headers }),
    );
    expect(foreign.status).toBe(403);
    expect(foreign.body.errorCode).toBe('NO_STORE_ACCESS');
  });
});
