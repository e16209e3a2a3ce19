import { describe, expect, it } from 'vitest';
import type { Mode } from '../../../shared/db/keys.ts';
import { notifyStreamBatch } from '../../../shared/notifications/dynamo-stream.ts';
import { UndeliverableMessage, type CustomerNotifier } from '../../../shared/notifications/ports.ts';
import {
  createNotificationService,
  type NotificationAttempt,
} from '../../../shared/notifications/service.ts';
import type { CustomerNotification } from '../../../shared/notifications/types.ts';
import { defaultNotificationSettings, type StoreRecord } from '../../../shared/stores/types.ts';
import { fakeReads, order, outboxRecord, store, streamRecord } from './fixtures.ts';

/** A notifier that keeps what it got and fails the sends it is told to. */
const recordingNotifier = (fail: (message: CustomerNotification) => Error | undefined = () => undefined) => {
  const sent: CustomerNotification[] = [];
  const notifier: CustomerNotifier & { via: string } = {
    via: 'memory',
    async notify(message) {
      const error = fail(message);
      if (error) throw error;
      sent.push(message);
    },
  };
  return { sent, notifier };
};

const setup = (
  options: { stores?: StoreRecord[]; fail?: (m: CustomerNotification) => Error | undefined } = {},
) => {
  const orders = [order(), order({ orderId: '22222222-2222-4222-8222-222222222222', orderNumber: '1002' })];
  const { sent, notifier } = recordingNotifier(options.fail);
  const attempts: NotificationAttempt[] = [];
  const modes: Mode[] = [];
  const service = createNotificationService({
    reads: fakeReads(options.stores ?? [store()], orders),
    notifierFor: (mode) => {
      modes.push(mode);
      return notifier;
    },
    record: (attempt) => attempts.push(attempt),
  });
  return { service, sent, attempts, orders, modes };
};

describe('notification service (docs/decisions.md §14)', () => {
  it('sends each of the five kinds to the order email with the store, mode and order', async () => {
    const { service, sent, attempts, orders } = setup();
    for (const type of [
      'order.confirmed',
      'order.shipped',
      'order.delivered',
      'order.cancelled',
      'order.refunded',
    ] as const) {
      expect(await service.notify(outboxRecord(type, orders[0]!))).toBe('sent');
    }
    expect(sent.map((m) => m.kind)).toEqual([
      'order_confirmed',
      'order_shipped',
      'order_delivered',
      'order_cancelled',
      'order_refunded',
    ]);
    expect(sent[0]).toMatchObject({
      to: 'ada@example.com',
      channel: 'email',
      storeId: orders[0]!.storeId,
      mode: 'test',
      orderId: orders[0]!.orderId,
      subject: 'Corner Shop: order 1001 confirmed',
    });
    expect(attempts).toEqual(['sent', 'sent', 'sent', 'sent', 'sent']);
  });

  it('texts the phone when the order has no email', async () => {
    const noEmail = order({ customer: { ...order().customer, email: null } });
    const { sent, notifier } = recordingNotifier();
    const service = createNotificationService({
      reads: fakeReads([store()], [noEmail]),
      notifierFor: () => notifier,
    });
    await service.notify(outboxRecord('order.delivered', noEmail));
    expect(sent[0]).toMatchObject({ channel: 'sms', to: noEmail.customer.phone });
  });

  it('sends nothing for a kind the store switched off, and the other kinds still go', async () => {
    const switchedOff = store({ notifications: { ...defaultNotificationSettings(), orderShipped: false } });
    const { service, sent, attempts, orders } = setup({ stores: [switchedOff] });
    expect(await service.notify(outboxRecord('order.shipped', orders[0]!))).toBe('switched-off');
    expect(sent).toEqual([]);
    expect(attempts).toEqual(['skipped']);
    expect(await service.notify(outboxRecord('order.delivered', orders[0]!))).toBe('sent');
  });

  it('ignores other event types', async () => {
    const { service, sent } = setup();
    expect(await service.notify(outboxRecord('order.status_updated', order()))).toBe('not-a-notification');
    expect(sent).toEqual([]);
  });

  it('a failed send is reported for retry with every later record, never thrown; earlier ones stay sent', async () => {
    let failures = 1;
    const { service, sent, attempts, orders } = setup({
      fail: (m) => (m.orderId === orders[1]!.orderId && failures-- > 0 ? new Error('throttled') : undefined),
    });
    const batch = [
      { sequenceNumber: '100', event: outboxRecord('order.confirmed', orders[0]!) },
      { sequenceNumber: '200', event: outboxRecord('order.confirmed', orders[1]!) },
      { sequenceNumber: '300', event: outboxRecord('order.shipped', orders[0]!) },
    ];
    await expect(service.notifyBatch(batch)).resolves.toEqual({ failedSequenceNumbers: ['200', '300'] });
    expect(sent.map((m) => m.orderId)).toEqual([orders[0]!.orderId]);
    expect(attempts).toEqual(['sent', 'failed']);
    // The retry (Lambda resends from the first failed record) sends the rest, once each.
    await expect(service.notifyBatch(batch.slice(1))).resolves.toEqual({ failedSequenceNumbers: [] });
    expect(sent.map((m) => `${m.orderId}:${m.kind}`)).toEqual([
      `${orders[0]!.orderId}:order_confirmed`,
      `${orders[1]!.orderId}:order_confirmed`,
      `${orders[0]!.orderId}:order_shipped`,
    ]);
  });

  it('an address refused for good is counted and dropped, not retried', async () => {
    const { service, attempts, orders } = setup({ fail: () => new UndeliverableMessage('bad address') });
    await expect(
      service.notifyBatch([{ sequenceNumber: '1', event: outboxRecord('order.confirmed', orders[0]!) }]),
    ).resolves.toEqual({ failedSequenceNumbers: [] });
    expect(attempts).toEqual(['undeliverable']);
  });

  it('an order not readable yet is retried', async () => {
    const { service } = setup();
    const missing = order({ orderId: '33333333-3333-4333-8333-333333333333' });
    await expect(
      service.notifyBatch([{ sequenceNumber: '7', event: outboxRecord('order.confirmed', missing) }]),
    ).resolves.toEqual({ failedSequenceNumbers: ['7'] });
  });

  it('the stream edge keeps only notifying outbox inserts and answers a partial batch response', async () => {
    const { service, sent, orders } = setup({
      fail: (m) => (m.kind === 'order_delivered' ? new Error('no answer') : undefined),
    });
    const response = await notifyStreamBatch(
      {
        Records: [
          streamRecord('order.confirmed', orders[0]!, '1'),
          streamRecord('order.status_updated', orders[0]!, '2'),
          { ...streamRecord('order.shipped', orders[0]!, '3'), eventName: 'MODIFY' },
          streamRecord('order.delivered', orders[0]!, '4'),
        ],
      },
      service,
    );
    expect(sent.map((m) => m.kind)).toEqual(['order_confirmed']);
    expect(response).toEqual({ batchItemFailures: [{ itemIdentifier: '4' }] });
  });
});
