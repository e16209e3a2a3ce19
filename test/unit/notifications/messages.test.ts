import { describe, expect, it } from 'vitest';
import { buildMessage, recipientOf } from '../../../shared/notifications/messages.ts';
import { formatMoney } from '../../../shared/util/money.ts';
import { order, store } from './fixtures.ts';

describe('customer notification text (docs/decisions.md §14.2)', () => {
  it('confirmed: store name, order number, items and totals in the store currency', () => {
    const { subject, body } = buildMessage('order_confirmed', 'email', order(), store());
    expect(subject).toBe('Corner Shop: order 1001 confirmed');
    expect(body).toContain('Hello Ada,');
    expect(body).toContain('2 x Mug (Blue)  $25.00');
    expect(body).toContain('Shipping  $5.00');
    expect(body).toContain('Total  $32.00');
    expect(body).not.toContain('Discount');
  });

  it('confirmed in another currency uses its symbol and decimals', () => {
    const yen = order({
      currency: 'JPY',
      exponent: 0,
      totals: { ...order().totals, totalAmountMinor: 3200 },
    });
    expect(buildMessage('order_confirmed', 'sms', yen, store()).body).toBe(
      'Corner Shop: your order 1001 is confirmed. Total ¥3,200.',
    );
  });

  it('shipped lists every tracking number with carrier and link', () => {
    const shipped = order({
      trackingInfo: [
        {
          trackingNumber: '1Z999AA10123456784',
          carrier: 'UPS',
          trackingUrl: 'https://track.example/1Z999',
          itemIds: [],
          addedAt: '',
        },
        { trackingNumber: 'LX123', carrier: null, trackingUrl: null, itemIds: [], addedAt: '' },
      ],
    });
    const email = buildMessage('order_shipped', 'email', shipped, store());
    expect(email.subject).toBe('Corner Shop: order 1001 has shipped');
    expect(email.body).toContain('UPS 1Z999AA10123456784 https://track.example/1Z999');
    expect(email.body).toContain('  LX123');
    expect(buildMessage('order_shipped', 'sms', shipped, store()).body).toBe(
      'Corner Shop: your order 1001 has shipped. Tracking: UPS 1Z999AA10123456784 https://track.example/1Z999; LX123',
    );
  });

  it('delivered', () => {
    const { subject, body } = buildMessage('order_delivered', 'email', order(), store());
    expect(subject).toBe('Corner Shop: order 1001 was delivered');
    expect(body).toContain('Your order 1001 was delivered');
  });

  it('cancelled names the refund the event carries, and none without one', () => {
    const withRefund = buildMessage('order_cancelled', 'email', order(), store(), { refundAmount: 5 });
    expect(withRefund.subject).toBe('Corner Shop: order 1001 was cancelled');
    expect(withRefund.body).toContain('A refund of $5.00 is on its way.');
    const without = buildMessage('order_cancelled', 'sms', order(), store(), { refundAmount: null });
    expect(without.body).toBe('Corner Shop: your order 1001 was cancelled.');
  });

  it('refunded names the amount', () => {
    const { subject, body } = buildMessage('order_refunded', 'email', order(), store(), { amount: 12.5 });
    expect(subject).toBe('Corner Shop: refund for order 1001');
    expect(body).toContain('We refunded $12.50 for your order 1001.');
  });

  it('falls back to the store name without a branding name', () => {
    const plain = store({ branding: { ...store().branding, name: '  ' } });
    expect(buildMessage('order_delivered', 'sms', order(), plain).body).toBe(
      'Plain Name: your order 1001 was delivered.',
    );
  });

  it('writes to the email, else the phone, never an erased contact', () => {
    expect(recipientOf({ email: 'a@b.example', phone: '+15551234567' })).toEqual({
      to: 'a@b.example',
      channel: 'email',
    });
    expect(recipientOf({ email: null, phone: '+15551234567' })).toEqual({
      to: '+15551234567',
      channel: 'sms',
    });
    expect(recipientOf({ email: '[erased]', phone: '[erased]' })).toBeUndefined();
  });

  it('formats money with the currency exponent', () => {
    expect(formatMoney(123450, 'USD', 2)).toBe('$1,234.50');
    expect(formatMoney(12500, 'KWD', 3)).toBe('KWD 12.500');
  });
});
