import { describe, expect, it } from 'vitest';
import {
  csvAmount,
  csvText,
  ORDERS_CSV_HEADER_LINE,
  orderCsvLine,
} from '../../../shared/admin-commerce/orders-csv.ts';
import { syntheticOrder } from '../../support/order-records.ts';

describe('orders CSV cells', () => {
  it('quotes fields with commas, quotes, CR or LF and doubles inner quotes (RFC 4180)', () => {
    expect(csvText('plain')).toBe('plain');
    expect(csvText('Doe, Jane')).toBe('"Doe, Jane"');
    expect(csvText('say "hi"')).toBe('"say ""hi"""');
    expect(csvText('two\nlines')).toBe('"two\nlines"');
    expect(csvText('cr\rhere')).toBe('"cr\rhere"');
  });

  it('prefixes cells a spreadsheet would read as a formula with an apostrophe', () => {
    expect(csvText('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvText('+1 555')).toBe("'+1 555");
    expect(csvText('-2')).toBe("'-2");
    expect(csvText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvText('\tcmd')).toBe("'\tcmd");
    expect(csvText('a=b')).toBe('a=b');
  });

  it('writes amounts with the currency digits, never as a formula', () => {
    expect(csvAmount(1999, 2)).toBe('19.99');
    expect(csvAmount(5, 2)).toBe('0.05');
    expect(csvAmount(-5, 2)).toBe('-0.05');
    expect(csvAmount(1500, 0)).toBe('1500');
    expect(csvAmount(1234, 3)).toBe('1.234');
  });

  it('one row per order in the header order, CRLF line ends', () => {
    expect(ORDERS_CSV_HEADER_LINE).toBe(
      'orderNumber,placedAt,status,customerName,email,itemCount,subtotal,shipping,tax,discount,total,refunded\r\n',
    );
    const order = syntheticOrder({ storeId: 's', orderNumber: 1001, status: 'Confirmed' });
    const line = orderCsvLine({
      ...order,
      customer: { ...order.customer, firstName: '=cmd', lastName: 'Doe, Jr', email: 'a@x.io' },
      refunds: [
        {
          refundId: 'r',
          amountMinor: 250,
          status: 'Completed',
          reason: null,
          requestedAt: order.placedAt,
          completedAt: order.placedAt,
          restock: [],
        },
        {
          refundId: 'r2',
          amountMinor: 100,
          status: 'Failed',
          reason: null,
          requestedAt: order.placedAt,
          completedAt: order.placedAt,
          restock: [],
        },
      ],
    });
    expect(line).toBe(
      `1001,${order.placedAt},Confirmed,"'=cmd Doe, Jr",a@x.io,0,10.00,0.00,0.00,0.00,10.00,2.50\r\n`,
    );
  });
});
