import { describe, expect, it } from 'vitest';
import {
  csvAmount,
  csvLine,
  csvText,
  ORDERS_CSV_HEADER_LINE,
  orderCsvLine,
} from '../../../shared/admin-commerce/orders-csv.ts';
import { syntheticOrder } from '../../support/order-records.ts';

describe('orders CSV cells', () => {
  const cell = (value: string) => csvLine([csvText(value)]).slice(0, -2);

  it('quotes a field with a separator of any locale (comma, semicolon, tab), a quote or a line break', () => {
    expect(cell('plain')).toBe('plain');
    expect(cell('Doe, Jane')).toBe('"Doe, Jane"');
    // Not split where `;` separates lists (Excel in most of Europe).
    expect(cell('Bob;=2+5;x')).toBe('"Bob;=2+5;x"');
    expect(cell('tab\there')).toBe('"tab\there"');
    expect(cell('say "hi"')).toBe('"say ""hi"""');
    expect(cell('two\nlines')).toBe('"two\nlines"');
    expect(cell('cr\rhere')).toBe('"cr\rhere"');
  });

  it('prefixes cells a spreadsheet would read as a formula with an apostrophe', () => {
    expect(cell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(cell('+1 555')).toBe("'+1 555");
    expect(cell('-2')).toBe("'-2");
    expect(cell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(cell('\tcmd')).toBe('"\'\tcmd"');
    expect(cell('=1;2')).toBe('"\'=1;2"');
    expect(cell('a=b')).toBe('a=b');
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
      'orderNumber,placedAt,status,customerName,email,itemCount,subtotal,shipping,tax,discount,total,refunded,phone,currency,shippingCountry\r\n',
    );
    const order = syntheticOrder({ storeId: 's', orderNumber: 1001, status: 'Confirmed' });
    const line = orderCsvLine({
      ...order,
      customer: {
        ...order.customer,
        firstName: '=cmd',
        lastName: 'Doe, Jr',
        email: 'a@x.io',
        phone: '+14155550123',
      },
      currency: 'EUR',
      shippingAddress: { ...order.shippingAddress, countryIsoCode: 'FR' },
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
      `1001,${order.placedAt},Confirmed,"'=cmd Doe, Jr",a@x.io,0,10.00,0.00,0.00,0.00,10.00,2.50,'+14155550123,EUR,FR\r\n`,
    );
  });
});
