import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../../shared/db/keys.ts';
import { webhookUrlHash } from '../../../shared/webhooks/endpoints/url.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { base, call, create, dataOf, managementApi, type Endpoint, type StoreKeys } from './helpers.ts';

/** Lifecycle, outbox and limits of webhook endpoints through the function group on DynamoDB Local. */
const table = useTestTable();
const { newStore, outboxOf } = managementApi(table);

let shop: StoreKeys;
beforeAll(async () => {
  shop = await newStore('Shop');
});

describe('webhook management: lifecycle', () => {
  it('creates, lists, gets, updates, rotates and deletes an endpoint', async () => {
    const created = await create(shop, {
      url: 'HTTPS://Hooks.Example.COM:443/lifecycle',
      events: ['order.created', 'cart.created'],
      description: 'Order sync',
    });
    expect(created.status).toBe(201);
    const endpoint = dataOf(created);
    expect(endpoint).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      storeId: shop.storeId,
      type: 'https',
      url: 'https://hooks.example.com/lifecycle',
      events: ['order.created', 'cart.created'],
      description: 'Order sync',
      isEnabled: true,
      apiVersion: '1.0',
      includeApiOriginated: false,
      rateLimit: null,
      ordering: 'none',
      disabledReason: null,
      disabledAt: null,
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{32}$/),
      secretMask: `whsec_****${endpoint.secret!.slice(-4)}`,
      deliveryStats: { total: 0, successful: 0, failed: 0 },
      createdAt: expect.any(String),
      updatedAt: endpoint.createdAt,
    });
    const path = `${base(shop.storeId)}/${endpoint.id}`;

    const listed = await call('GET', base(shop.storeId), shop.secret.test);
    expect(listed.status).toBe(200);
    const { secret, ...withoutSecret } = endpoint;
    expect(dataOf<Endpoint[]>(listed).find((e) => e.id === endpoint.id)).toEqual(withoutSecret);

    const got = await call('GET', path, shop.secret.test);
    expect(got.status).toBe(200);
    expect(dataOf(got)).toEqual({ ...withoutSecret, recentDeliveries: [] });

    const updated = await call('PUT', path, shop.secret.test, {
      body: {
        isEnabled: false,
        events: ['order.shipped'],
        description: 'Paused',
        includeApiOriginated: true,
      },
    });
    expect(updated.status).toBe(200);
    expect(dataOf(updated)).toMatchObject({
      isEnabled: false,
      events: ['order.shipped'],
      description: 'Paused',
      includeApiOriginated: true,
      url: endpoint.url,
      secretMask: endpoint.secretMask,
    });
    expect(dataOf(updated)).not.toHaveProperty('secret');
    expect(dataOf(await call('GET', path, shop.secret.test))).toMatchObject({
      isEnabled: false,
      description: 'Paused',
    });

    const rotated = await call('POST', `${path}/rotate-secret`, shop.secret.test);
    expect(rotated.status).toBe(200);
    const rotation = dataOf<{ id: string; secret: string; secretMask: string; rotatedAt: string }>(rotated);
    expect(rotation).toEqual({
      id: endpoint.id,
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{32}$/),
      secretMask: `whsec_****${rotation.secret.slice(-4)}`,
      rotatedAt: expect.any(String),
    });
    expect(rotation.secret).not.toBe(secret);
    const { Item } = await table.db.send(
      new GetCommand({
        TableName: table.tableName,
        Key: keys.webhookEndpoint(shop.storeId, 'test', endpoint.id),
      }),
    );
    expect(Item!.secret).toBe(rotation.secret);
    const afterRotation = await call('GET', path, shop.secret.test);
    expect(dataOf(afterRotation).secretMask).toBe(rotation.secretMask);
    expect(JSON.stringify(afterRotation.body)).not.toContain(rotation.secret);

    const deleted = await call('DELETE', path, shop.secret.test);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, data: { id: endpoint.id, deleted: true } });
    expect((await call('GET', path, shop.secret.test)).body.errorCode).toBe('WEBHOOK_NOT_FOUND');
    expect((await call('DELETE', path, shop.secret.test)).body.errorCode).toBe('WEBHOOK_NOT_FOUND');
    // The URL guard went with it: the same URL can be registered again.
    expect((await create(shop, { url: endpoint.url })).status).toBe(201);
  });

  it('keeps the ordering choice: none by default, resource on create or update, refused otherwise', async () => {
    const ordered = dataOf(
      await create(shop, { url: 'https://hooks.example.com/ordered', ordering: 'resource' }),
    );
    expect(ordered.ordering).toBe('resource');
    const path = `${base(shop.storeId)}/${ordered.id}`;
    expect(dataOf(await call('GET', path, shop.secret.test)).ordering).toBe('resource');
    const updated = await call('PUT', path, shop.secret.test, { body: { ordering: 'none' } });
    expect(dataOf(updated).ordering).toBe('none');
    expect(dataOf(await call('GET', path, shop.secret.test)).ordering).toBe('none');
    const refused = await call('PUT', path, shop.secret.test, { body: { ordering: 'fifo' } });
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe('INVALID_REQUEST');
    expect((await create(shop, { url: 'https://hooks.example.com/x', ordering: 'strict' })).status).toBe(400);
    await call('DELETE', path, shop.secret.test);
  });

  it('writes each change and its webhook.endpoint_* event in the same transaction', async () => {
    const store = await newStore('Outbox');
    const endpoint = dataOf(await create(store, { url: 'https://outbox.example/a' }));
    const path = `${base(store.storeId)}/${endpoint.id}`;
    expect((await create(store, { url: 'https://outbox.example/a' })).body.errorCode).toBe('DUPLICATE_URL');
    await call('PUT', path, store.secret.test, { body: { isEnabled: false } });
    await call('PUT', path, store.secret.test, { body: { isEnabled: false } }); // no change: no event
    await call('POST', `${path}/rotate-secret`, store.secret.test);
    await call('DELETE', path, store.secret.test);

    const events = await outboxOf(store.storeId);
    expect(events.map((e) => e.type)).toEqual([
      'webhook.endpoint_created',
      'webhook.endpoint_updated',
      'webhook.endpoint_updated',
      'webhook.endpoint_deleted',
    ]);
    for (const event of events) {
      expect(event).toMatchObject({
        storeId: store.storeId,
        mode: 'test',
        origin: 'system',
        customerId: null,
      });
      expect(event.pk).toBe(keys.outbox(event.eventId).pk);
      expect(event.data.webhookId).toBe(endpoint.id);
      expect(JSON.stringify(event)).not.toMatch(/whsec_/);
    }
    expect(events[1]!.data).toMatchObject({
      changes: { isEnabled: false },
      previousValues: { isEnabled: true },
    });
    expect(events[2]!.data.changes).toHaveProperty('secretRotatedAt');
  });

  it('swaps the URL guard when the URL changes, refusing a URL another endpoint holds', async () => {
    const store = await newStore('Swap');
    const a = dataOf(await create(store, { url: 'https://swap.example/a' }));
    const b = dataOf(await create(store, { url: 'https://swap.example/b' }));
    const clash = await call('PUT', `${base(store.storeId)}/${b.id}`, store.secret.test, {
      body: { url: 'https://SWAP.example:443/a', isEnabled: false },
    });
    expect([clash.status, clash.body.errorCode]).toEqual([409, 'DUPLICATE_URL']);
    // Nothing of the refused update was applied.
    expect(dataOf(await call('GET', `${base(store.storeId)}/${b.id}`, store.secret.test))).toMatchObject({
      url: 'https://swap.example/b',
      isEnabled: true,
    });
    const moved = await call('PUT', `${base(store.storeId)}/${a.id}`, store.secret.test, {
      body: { url: 'https://swap.example/c' },
    });
    expect(dataOf(moved).url).toBe('https://swap.example/c');
    const guard = (url: string) =>
      table.db.send(
        new GetCommand({
          TableName: table.tableName,
          Key: keys.webhookUrl(store.storeId, 'test', webhookUrlHash(url)),
        }),
      );
    expect((await guard('https://swap.example/a')).Item).toBeUndefined();
    expect((await guard('https://swap.example/c')).Item).toMatchObject({ webhookId: a.id });
    // The freed URL is free for the other endpoint now.
    const freed = await call('PUT', `${base(store.storeId)}/${b.id}`, store.secret.test, {
      body: { url: 'https://swap.example/a' },
    });
    expect(freed.status).toBe(200);
  });

  it('lists with the isEnabled filter and refuses other filter values', async () => {
    const store = await newStore('Filter');
    const on = dataOf(await create(store, { url: 'https://filter.example/on' }));
    const off = dataOf(await create(store, { url: 'https://filter.example/off', isEnabled: false }));
    const ids = async (query?: Record<string, string>) =>
      dataOf<Endpoint[]>(await call('GET', base(store.storeId), store.secret.test, { query })).map(
        (e) => e.id,
      );
    expect(await ids()).toEqual([off.id, on.id]);
    expect(await ids({ isEnabled: 'true' })).toEqual([on.id]);
    expect(await ids({ isEnabled: 'false' })).toEqual([off.id]);
    const bad = await call('GET', base(store.storeId), store.secret.test, { query: { isEnabled: 'maybe' } });
    expect([bad.status, bad.body.errorCode]).toEqual([400, 'INVALID_REQUEST']);
    const listed = await call('GET', base(store.storeId), store.secret.test);
    expect(JSON.stringify(listed.body)).not.toContain(on.secret);
    expect(JSON.stringify(listed.body)).not.toContain(off.secret);
  });
});

describe('webhook management: limits under concurrency', () => {
  it('refuses the 11th endpoint of a (store, mode) and counts test and live apart', async () => {
    const store = await newStore('Limit');
    for (let i = 0; i < 10; i++) {
      expect((await create(store, { url: `https://limit.example/${i}` })).status).toBe(201);
    }
    const eleventh = await create(store, { url: 'https://limit.example/10' });
    expect([eleventh.status, eleventh.body.errorCode]).toEqual([409, 'TOO_MANY_WEBHOOKS']);
    expect((await create(store, { url: 'https://limit.example/0' }, 'live')).status).toBe(201);
    // Deleting one frees a slot.
    const first = dataOf<Endpoint[]>(await call('GET', base(store.storeId), store.secret.test))[0]!;
    await call('DELETE', `${base(store.storeId)}/${first.id}`, store.secret.test);
    expect((await create(store, { url: 'https://limit.example/10' })).status).toBe(201);
    expect((await create(store, { url: 'https://limit.example/11' })).body.errorCode).toBe(
      'TOO_MANY_WEBHOOKS',
    );
  });

  it('20 concurrent creates never exceed 10 endpoints', async () => {
    const store = await newStore('Race');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => create(store, { url: `https://race.example/${i}` })),
    );
    const statuses = results.map((r) => (r.status === 201 ? 201 : r.body.errorCode));
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 'TOO_MANY_WEBHOOKS')).toHaveLength(10);
    const listed = dataOf<Endpoint[]>(await call('GET', base(store.storeId), store.secret.test));
    expect(listed).toHaveLength(10);
    const { Item } = await table.db.send(
      new GetCommand({ TableName: table.tableName, Key: keys.webhookCount(store.storeId, 'test') }),
    );
    expect(Item!.count).toBe(10);
    expect((await outboxOf(store.storeId)).filter((e) => e.type === 'webhook.endpoint_created')).toHaveLength(
      10,
    );
  });

  it('20 concurrent creates of one URL (spelled differently) register it once', async () => {
    const store = await newStore('Dup');
    const spellings = [
      'https://dup.example/hook',
      'HTTPS://DUP.EXAMPLE/hook',
      'https://dup.example:443/hook',
    ];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => create(store, { url: spellings[i % spellings.length] })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.body.errorCode === 'DUPLICATE_URL')).toHaveLength(19);
    expect(dataOf<Endpoint[]>(await call('GET', base(store.storeId), store.secret.test))).toHaveLength(1);
  });
});
