import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminPaymentsHandler } from '../../../functions/admin-payments/handler.ts';
import { createAdminHandler } from '../../../functions/admin/handler.ts';
import {
  dynamoStripeConnectionStore,
  stripeConnectionKey,
} from '../../../shared/payments/dynamo-stripe-connection-store.ts';
import { envelopeSealer, localDataKeyService } from '../../../shared/payments/envelope.ts';
import { defaultPaymentProviders } from '../../../shared/payments/providers.ts';
import { stripeClient } from '../../../shared/payments/stripe-client.ts';
import { createStripeConnections, sealContext } from '../../../shared/payments/connections.ts';
import { stripeCredentialSource } from '../../../shared/payments/credentials.ts';
import { routesOfGroup } from '../../../shared/routes.ts';
import { useAdminHarness, walkRoutesWithRoles } from '../../support/admin-harness.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { FAKE_ACCOUNT_ID, startFakeStripe, type FakeStripe } from '../../support/fake-stripe.ts';

/**
 * The Stripe connection admin routes on DynamoDB Local, with the official client checking keys
 * against the fake Stripe API: the role walk (owner and admin may, viewer may not), sealing at
 * rest (no secret in the item, another store's context does not open it), audit entries, and the
 * provider a connected store's checkout then uses.
 */
const table = useTestTable();
const harness = useAdminHarness(table);
const { owners } = harness;
const LIVE_KEY = 'sk_live_integrationKey4321';
const WEBHOOK_SECRET = 'whsec_integrationSecret';
const masterKey = {
  value: async () => new TextEncoder().encode('a local master key of at least 32 bytes!!'),
};
const sealer = envelopeSealer(localDataKeyService(masterKey));
let fake: FakeStripe;
let storeId: string;
let handler: ReturnType<typeof createAdminPaymentsHandler>;

const connections = () =>
  createStripeConnections({
    store: dynamoStripeConnectionStore(table.db, table.tableName),
    sealer,
    checkKey: async (key) => ({
      accountId: (await (await stripeClient(key, { apiUrl: fake.url })).accounts.retrieveCurrent()).id,
    }),
  });
const call = (method: string, bearer: string, body?: unknown, mode = 'live') =>
  harness.call(handler, method, `/api/v1/admin/stores/${storeId}/payments/stripe`, bearer, body, {
    query: { mode },
  });

beforeAll(async () => {
  fake = await startFakeStripe();
  handler = createAdminPaymentsHandler(connections, { ownerAccess: () => harness.access });
  const admin = createAdminHandler(undefined, { ownerAccess: () => harness.access });
  storeId = await harness.createStore('Pay Shop', async (ownerToken) => {
    const created = await harness.call(admin, 'POST', '/api/v1/admin/stores', ownerToken, {
      name: 'Pay Shop',
    });
    return (created.body.data as { storeId: string }).storeId;
  });
});
afterAll(() => fake?.close());

describe('Stripe connection routes with each role (table-driven)', () => {
  walkRoutesWithRoles({
    harness,
    routes: routesOfGroup('adminPayments'),
    get handler() {
      return handler;
    },
    pathOf: (route) => route.path.replace('{storeId}', storeId),
    queryOf: () => ({ mode: 'live' }),
    bodyOf: (route) =>
      route.method === 'PUT' ? { secretKey: LIVE_KEY, webhookSecret: WEBHOOK_SECRET } : undefined,
    okStatus: () => 200,
  });
});

describe('Stripe connection', () => {
  it('checks the key, seals both secrets at rest, audits, and the live checkout then uses Stripe', async () => {
    const wrongMode = await call('PUT', owners.admin.token, {
      secretKey: 'sk_test_abc123',
      webhookSecret: WEBHOOK_SECRET,
    });
    expect([wrongMode.status, wrongMode.body.errorCode]).toEqual([400, 'INVALID_REQUEST']);
    const refused = await call('PUT', owners.admin.token, {
      secretKey: 'sk_live_revoked9',
      webhookSecret: WEBHOOK_SECRET,
    });
    expect([refused.status, refused.body.errorCode]).toEqual([400, 'INVALID_REQUEST']);
    const badSecret = await call('PUT', owners.admin.token, { secretKey: LIVE_KEY, webhookSecret: 'nope' });
    expect(badSecret.status).toBe(400);

    const connected = await call('PUT', owners.admin.token, {
      secretKey: LIVE_KEY,
      webhookSecret: WEBHOOK_SECRET,
    });
    expect(connected.status).toBe(200);
    expect(connected.body.data).toMatchObject({
      connected: true,
      mode: 'live',
      accountId: FAKE_ACCOUNT_ID,
      last4: '4321',
    });
    const shown = await call('GET', owners.owner.token);
    expect(JSON.stringify(shown.body)).not.toContain(LIVE_KEY);
    expect((await call('GET', owners.owner.token, undefined, 'test')).body.data).toEqual({
      connected: false,
      mode: 'test',
    });

    const { Item } = await table.db.send(
      new GetCommand({ TableName: table.tableName, Key: stripeConnectionKey(storeId, 'live') }),
    );
    expect(JSON.stringify(Item)).not.toContain(LIVE_KEY);
    expect(JSON.stringify(Item)).not.toContain(WEBHOOK_SECRET);
    expect(await sealer.open(Item!.secretKey, sealContext(storeId, 'live'))).toBe(LIVE_KEY);
    await expect(sealer.open(Item!.secretKey, sealContext('another-store', 'live'))).rejects.toThrow();

    const providers = defaultPaymentProviders({
      stripe: stripeCredentialSource({
        store: dynamoStripeConnectionStore(table.db, table.tableName),
        sealer,
      }),
    });
    expect((await providers({ storeId, mode: 'live' })).name).toBe('stripe');
    expect((await providers({ storeId, mode: 'test' })).name).toBe('test');

    const removed = await call('DELETE', owners.owner.token);
    expect(removed.body.data).toEqual({ connected: false, mode: 'live' });
    expect((await call('GET', owners.owner.token)).body.data).toEqual({ connected: false, mode: 'live' });
    expect((await providers({ storeId, mode: 'live' })).configured).toBe(false);

    const admin = createAdminHandler(undefined, { ownerAccess: () => harness.access });
    const log = await harness.call(
      admin,
      'GET',
      `/api/v1/admin/stores/${storeId}/audit-log`,
      owners.viewer.token,
    );
    const actions = (log.body.data as Array<{ action: string; target: unknown; mode: string }>).filter((e) =>
      e.action.startsWith('payments.'),
    );
    expect(actions[0]).toMatchObject({
      action: 'payments.stripe.disconnected',
      target: { type: 'paymentConnection', id: 'stripe:live' },
      mode: 'live',
    });
    expect(actions.map((e) => e.action)).toContain('payments.stripe.connected');
  });
});
