import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from '../../../functions/webhooks/handler.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { httpEvent, invoke } from '../../support/http-event.ts';
import { base, call, create, dataOf, managementApi, type Endpoint, type StoreKeys } from './helpers.ts';
import { unknownEventTypeMessage } from '../../../shared/webhooks/endpoints/schemas.ts';

/** Every documented error of the management endpoints, and test/live isolation. */
const table = useTestTable();
const { newStore } = managementApi(table);

let shop: StoreKeys;
let other: StoreKeys;
beforeAll(async () => {
  [shop, other] = await Promise.all([newStore('Shop'), newStore('Other')]);
});

describe('webhook management: errors and isolation', () => {
  let endpoint: Endpoint;
  beforeAll(async () => {
    endpoint = dataOf(await create(shop, { url: 'https://errors.example/hook' }));
  });
  const path = () => `${base(shop.storeId)}/${endpoint.id}`;

  it('keeps test and live endpoints apart (404, never 403)', async () => {
    expect((await call('GET', path(), shop.secret.live)).body.errorCode).toBe('WEBHOOK_NOT_FOUND');
    expect((await call('DELETE', path(), shop.secret.live)).body.errorCode).toBe('WEBHOOK_NOT_FOUND');
    const live = dataOf<Endpoint[]>(await call('GET', base(shop.storeId), shop.secret.live));
    expect(live.map((e) => e.id)).not.toContain(endpoint.id);
  });

  it.each([
    ['POST', ''],
    ['GET', ''],
    ['GET', '/ID'],
    ['PUT', '/ID'],
    ['DELETE', '/ID'],
    ['POST', '/ID/test'],
    ['POST', '/ID/rotate-secret'],
  ])(
    '%s %s: publishable key -> 403 INSUFFICIENT_PERMISSIONS, other store -> 403, unknown store -> 404',
    async (method, suffix) => {
      const target = `${base(shop.storeId)}${suffix.replace('ID', endpoint.id)}`;
      const body =
        method === 'POST' || method === 'PUT'
          ? { url: 'https://x.example/', events: ['cart.created'] }
          : undefined;
      const publishable = await call(method, target, shop.publishable, { body });
      expect([publishable.status, publishable.body.errorCode]).toEqual([403, 'INSUFFICIENT_PERMISSIONS']);
      const foreign = await call(method, target, other.secret.test, { body });
      expect([foreign.status, foreign.body.errorCode]).toEqual([403, 'NO_STORE_ACCESS']);
      for (const storeId of [randomUUID(), 'not-a-store']) {
        const missing = await call(
          method,
          `${base(storeId)}${suffix.replace('ID', endpoint.id)}`,
          shop.secret.test,
          { body },
        );
        expect([missing.status, missing.body.errorCode]).toEqual([404, 'STORE_NOT_FOUND']);
      }
      const anonymous = await invoke(handler, httpEvent(method, target, { body }));
      expect([anonymous.status, anonymous.body.errorCode]).toEqual([401, 'INVALID_API_KEY']);
    },
  );

  it.each(['GET', 'PUT', 'DELETE'])(
    '%s with an unknown or malformed webhook id -> 404 WEBHOOK_NOT_FOUND',
    async (method) => {
      const body = method === 'PUT' ? { isEnabled: false } : undefined;
      for (const id of [randomUUID(), 'not-a-uuid', '12345']) {
        const result = await call(method, `${base(shop.storeId)}/${id}`, shop.secret.test, { body });
        expect([result.status, result.body.errorCode]).toEqual([404, 'WEBHOOK_NOT_FOUND']);
      }
    },
  );

  it('test and rotate-secret on an unknown id -> 404', async () => {
    for (const suffix of ['test', 'rotate-secret']) {
      const result = await call('POST', `${base(shop.storeId)}/${randomUUID()}/${suffix}`, shop.secret.test);
      expect([result.status, result.body.errorCode]).toEqual([404, 'WEBHOOK_NOT_FOUND']);
    }
  });

  it.each([
    ['an http URL', { url: 'http://hooks.example.com/x' }, 'body.url'],
    ['credentials in the URL', { url: 'https://user:pw@hooks.example.com/x' }, 'body.url'],
    ['a loopback host', { url: 'https://127.0.0.1/x' }, 'body.url'],
    ['the metadata address', { url: 'https://169.254.169.254/latest' }, 'body.url'],
    ['a private IPv6 host', { url: 'https://[fd00::1]/x' }, 'body.url'],
    ['empty events', { url: 'https://hooks.example.com/x', events: [] }, 'body.events'],
    [
      'an unknown event',
      { url: 'https://hooks.example.com/x', events: ['cart.created', 'cart.nope'] },
      'body.events.1',
    ],
    ['apiVersion 2.0', { url: 'https://hooks.example.com/x', apiVersion: '2.0' }, 'body.apiVersion'],
  ])('create with %s -> 400 INVALID_REQUEST with details', async (_name, body, detailPath) => {
    const result = await create(shop, body);
    expect([result.status, result.body.errorCode]).toEqual([400, 'INVALID_REQUEST']);
    expect((result.body.details as { path: string }[]).map((d) => d.path)).toContain(detailPath);
  });

  it('names the unknown event type in the details', async () => {
    const result = await create(shop, { url: 'https://hooks.example.com/x', events: ['cart.nope'] });
    expect(result.body.details).toEqual([
      { path: 'body.events.0', message: unknownEventTypeMessage('cart.nope') },
    ]);
  });

  it('refuses malformed JSON, an empty update and an unknown test event type', async () => {
    const bad = await call('POST', base(shop.storeId), shop.secret.test, { rawBody: '{"url":' });
    expect([bad.status, bad.body.errorCode]).toEqual([400, 'INVALID_REQUEST']);
    const empty = await call('PUT', path(), shop.secret.test, { body: {} });
    expect([empty.status, empty.body.errorCode]).toEqual([400, 'INVALID_REQUEST']);
    const none = await call('PUT', path(), shop.secret.test);
    expect([none.status, none.body.errorCode]).toEqual([400, 'INVALID_REQUEST']);
    const badType = await call('POST', `${path()}/test`, shop.secret.test, {
      body: { eventType: 'cart.nope' },
    });
    expect([badType.status, badType.body.errorCode]).toEqual([400, 'INVALID_REQUEST']);
    expect(badType.body.details).toEqual([
      { path: 'body.eventType', message: unknownEventTypeMessage('cart.nope') },
    ]);
  });
});
