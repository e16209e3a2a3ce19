import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../../shared/db/keys.ts';
import { transactWithEvents } from '../../../shared/events/dynamo-sequenced-transaction.ts';
import { outboxPut, type DomainEvent } from '../../../shared/events/outbox.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { call, managementApi, type StoreKeys } from './helpers.ts';

/**
 * GET /api/v1/sdk/stores/{storeId}/events and .../events/{eventId} (docs/decisions.md §6.24):
 * the envelopes as delivered, oldest first in (createdAt, id) order, listed once 2 s old.
 */
const table = useTestTable();
const api = managementApi(table);
let store: StoreKeys;
let other: StoreKeys;

const feedPath = (storeId: string) => `/api/v1/sdk/stores/${storeId}/events`;
type Envelope = {
  id: string;
  type: string;
  createdAt: string;
  resource: { type: string; id: string };
  sequence?: number;
  data: Record<string, unknown>;
};
const list = (query: Record<string, string> = {}, key = store.secret.test, storeId = store.storeId) =>
  call('GET', feedPath(storeId), key, { query });
const cursorOf = (result: Awaited<ReturnType<typeof list>>) =>
  (result.body as { nextCursor?: string | null }).nextCursor;
const envelopes = (result: Awaited<ReturnType<typeof list>>) => result.body.data as Envelope[];

const orderEvent = (storeId: string, type: DomainEvent['type'], orderId: string): DomainEvent => ({
  type,
  storeId,
  mode: 'test',
  origin: 'api',
  customerId: null,
  data: { orderId, orderNumber: '1001' },
});
/** An event written as the services write them, stamped `secondsAgo` in the past. */
const write = async (event: DomainEvent, secondsAgo: number) => {
  const put = outboxPut(table.tableName, event, new Date(Date.now() - secondsAgo * 1000));
  await transactWithEvents(table.db, [put]);
  return put.Put.Item.eventId as string;
};

const ids: string[] = [];
beforeAll(async () => {
  [store, other] = await Promise.all([api.newStore('Feed store'), api.newStore('Other feed store')]);
  // Two orders' events, interleaved in time; one event of another store in between.
  ids.push(await write(orderEvent(store.storeId, 'order.created', 'order-a'), 60));
  ids.push(await write(orderEvent(store.storeId, 'order.created', 'order-b'), 50));
  await write(orderEvent(other.storeId, 'order.created', 'order-x'), 45);
  ids.push(await write(orderEvent(store.storeId, 'order.confirmed', 'order-a'), 40));
  ids.push(await write(orderEvent(store.storeId, 'order.shipped', 'order-a'), 30));
  ids.push(await write(orderEvent(store.storeId, 'order.cancelled', 'order-b'), 20));
});

describe('event feed', () => {
  it('lists the envelopes oldest first, each resource numbered 1..n, a page at a time', async () => {
    const all = await list();
    expect(all.status).toBe(200);
    expect(envelopes(all).map((e) => e.id)).toEqual(ids);
    expect(cursorOf(all)).toBeNull();
    expect(envelopes(all).map((e) => [e.resource.id, e.sequence])).toEqual([
      ['order-a', 1],
      ['order-b', 1],
      ['order-a', 2],
      ['order-a', 3],
      ['order-b', 2],
    ]);
    expect(envelopes(all)[0]).toMatchObject({
      type: 'order.created',
      apiVersion: '1.0',
      livemode: false,
      resource: { type: 'order', id: 'order-a' },
      data: { storeId: store.storeId, orderId: 'order-a' },
    });

    const first = await list({ limit: '2' });
    expect(envelopes(first).map((e) => e.id)).toEqual(ids.slice(0, 2));
    expect(cursorOf(first)).toBe(ids[1]);
    const second = await list({ limit: '2', after: cursorOf(first)! });
    expect(envelopes(second).map((e) => e.id)).toEqual(ids.slice(2, 4));
    const last = await list({ limit: '2', after: cursorOf(second)! });
    expect(envelopes(last).map((e) => e.id)).toEqual(ids.slice(4));
    expect(cursorOf(last)).toBeNull();
  });

  it('filters by types and by resource', async () => {
    const created = await list({ types: 'order.created,order.cancelled' });
    expect(envelopes(created).map((e) => e.type)).toEqual([
      'order.created',
      'order.created',
      'order.cancelled',
    ]);
    const orderA = await list({ resource: 'order:order-a' });
    expect(envelopes(orderA).map((e) => e.sequence)).toEqual([1, 2, 3]);
    const afterFirst = await list({ resource: 'order:order-a', after: ids[0]! });
    expect(envelopes(afterFirst).map((e) => e.sequence)).toEqual([2, 3]);
  });

  it('GET one event as delivered; another store’s is 404 EVENT_NOT_FOUND', async () => {
    const one = await call('GET', `${feedPath(store.storeId)}/${ids[2]}`, store.secret.test);
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual(envelopes(await list()).find((e) => e.id === ids[2]));
    const elsewhere = await call('GET', `${feedPath(other.storeId)}/${ids[2]}`, other.secret.test);
    expect([elsewhere.status, elsewhere.body.errorCode]).toEqual([404, 'EVENT_NOT_FOUND']);
    const liveMode = await call('GET', `${feedPath(store.storeId)}/${ids[2]}`, store.secret.live);
    expect(liveMode.status).toBe(404);
  });

  it('an unknown, foreign or expired `after` is 400 INVALID_CURSOR; bad filters 400 INVALID_REQUEST', async () => {
    const codeOf = (r: Awaited<ReturnType<typeof list>>) => [r.status, r.body.errorCode];
    expect(codeOf(await list({ after: 'evt_000000000000000000000000' }))).toEqual([400, 'INVALID_CURSOR']);
    const foreign = envelopes(await list({}, other.secret.test, other.storeId))[0]!.id;
    expect(codeOf(await list({ after: foreign }))).toEqual([400, 'INVALID_CURSOR']);
    const expired = await write(orderEvent(store.storeId, 'order.created', 'order-old'), 10);
    await table.db.send(
      new UpdateCommand({
        TableName: table.tableName,
        Key: keys.outbox(expired),
        UpdateExpression: 'SET expiresAt = :past',
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
      }),
    );
    expect(codeOf(await list({ after: expired }))).toEqual([400, 'INVALID_CURSOR']);
    expect(codeOf(await list({ types: 'order.nope' }))).toEqual([400, 'INVALID_REQUEST']);
    expect(codeOf(await list({ resource: 'invoice:1' }))).toEqual([400, 'INVALID_REQUEST']);
    expect(codeOf(await list({ limit: '0' }))).toEqual([400, 'INVALID_REQUEST']);
    expect(codeOf(await list({}, store.publishable))).toEqual([403, 'INSUFFICIENT_PERMISSIONS']);
  });

  it('lists an event once it is 2 s old, so a poller’s `after` never passes one committed late', async () => {
    const last = envelopes(await list()).at(-1)!.id;
    const fresh = await write(orderEvent(store.storeId, 'order.delivered', 'order-a'), 0);
    expect(envelopes(await list({ after: last })).map((e) => e.id)).not.toContain(fresh);
    await expect
      .poll(async () => envelopes(await list({ after: last })).map((e) => e.id), { timeout: 10_000 })
      .toContain(fresh);
  });
});
