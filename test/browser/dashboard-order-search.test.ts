/* eslint-disable @typescript-eslint/no-explicit-any -- reads of the documented response shapes */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { checkPage, eventually, useDashboardBrowser } from '../support/browser.ts';

/**
 * Order search, CSV export and the sales chart against `npm run dev`: two customers' orders are
 * placed and confirmed through the API; the orders page finds one by its customer's email prefix
 * and exports it as CSV; Home's 30-day chart shows today's figures (docs/decisions.md §15).
 */
const harness = useDashboardBrowser();

const send = async (method: string, path: string, body?: unknown, key = harness.dev.secretKey) => {
  const response = await fetch(new URL(path, harness.dev.baseUrl), {
    method,
    headers: { 'x-api-key': key, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const parsed = (await response.json()) as { data: any };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(parsed)}`);
  return parsed;
};

const address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: null,
  address1: '1 Analytical Way',
  address2: '',
  city: 'London',
  province: 'London',
  country: 'United Kingdom',
  countryIsoCode: 'GB',
  postalCode: 'N1 9GU',
  phone: '+442071234567',
};

const customer = async (phone: string, profile: Record<string, string>) => {
  const auth = `/api/v1/sdk/auth/store/${harness.dev.storeId}`;
  await send('POST', `${auth}/otp`, { phone }, harness.dev.publishableKey);
  const verified = await send(
    'POST',
    `${auth}/verify`,
    { phone, code: '000000', ...profile },
    harness.dev.publishableKey,
  );
  return verified.data.customer.customerId as string;
};

const confirmedOrder = async (customerId: string, variantId: string, quantity: number) => {
  const created = await send('POST', '/api/v1/orders', {
    customerId,
    items: [{ productVariantId: variantId, quantity }],
    shippingAddress: address,
    billingAddress: address,
    paymentMethod: { method: 'card', display: 'Visa ending in 1111', last4: '1111', brand: 'visa' },
  });
  await send('PUT', `/api/v1/orders/${created.data.orderId}/status`, { status: 'confirmed' });
  return created.data as { orderId: string; orderNumber: string; totals: { totalAmount: number } };
};

describe('dashboard order search, export and sales chart', () => {
  it('finds an order by email prefix, exports it as CSV, and charts today', async () => {
    const synced = await send('POST', '/api/v1/products/sync', {
      products: [
        {
          externalId: 'search-lamp',
          title: 'Lamp',
          variants: [
            { externalVariantId: 'search-lamp-1', title: 'Brass', price: 25, inventoryQuantity: 50 },
          ],
        },
      ],
    });
    const variantId = synced.data.products[0].variants[0].variantId as string;
    const hedy = await customer('+14155550141', {
      firstName: 'Hedy',
      lastName: 'Lamarr',
      email: 'hedy@radio.example',
    });
    const alan = await customer('+14155550142', {
      firstName: 'Alan',
      lastName: 'Turing',
      email: 'alan@bletchley.example',
    });
    const found = await confirmedOrder(hedy, variantId, 2);
    const other = await confirmedOrder(alan, variantId, 1);

    const { page, errors } = await harness.signedInPage({
      path: `/dashboard/stores/${harness.dev.storeId}/test/orders`,
    });
    await page.getByRole('link', { name: other.orderNumber }).waitFor();
    await page.getByLabel('Search').fill('HEDY@rad');
    await page.getByRole('button', { name: 'Search' }).click();
    await eventually(() => page.getByRole('link', { name: other.orderNumber }).count()).toBe(0);
    await page.getByRole('link', { name: found.orderNumber }).waitFor();
    await checkPage(page, 'orders-search');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      'orderNumber,placedAt,status,customerName,email,itemCount,subtotal,shipping,tax,discount,total,refunded,phone,currency,shippingCountry',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(`^${found.orderNumber},[^,]+,Confirmed,Hedy Lamarr,hedy@radio.example,2,50.00,`),
    );
    expect(lines[1]!.split(',')[10]).toBe(found.totals.totalAmount.toFixed(2));

    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Home' }).click();
    const chart = page.getByRole('img', { name: /Net sales per day/ });
    await chart.waitFor();
    expect(await chart.locator('title').textContent()).toMatch(/2 orders/);
    const today = new Date().toISOString().slice(0, 10);
    const row = page.locator('.visually-hidden table tr', {
      has: page.getByRole('rowheader', { name: today }),
    });
    const cells = await row.locator('td').allTextContents();
    expect(cells[0]).toBe('2');
    const gross = (found.totals.totalAmount + other.totals.totalAmount).toFixed(2);
    expect(cells[1]).toContain(gross);
    expect(await page.locator('svg.sales-chart rect.sales-chart-bar').count()).toBe(30);
    // Today is the report's row for today: the same orders and gross sales as the chart's day.
    const todayCard = page.locator('section[aria-labelledby="home-today-title"]');
    await todayCard.getByText(today).waitFor();
    expect(await todayCard.locator('dd').allTextContents()).toEqual([
      '2',
      expect.stringContaining(gross),
      expect.stringContaining('0.00'),
      expect.stringContaining(gross),
    ]);
    // A day's values on hover; the value axis and the dates are drawn.
    await page.locator('g.sales-chart-day').last().hover();
    const tip = page.locator('.sales-chart-tip');
    await tip.waitFor();
    expect(await tip.textContent()).toMatch(
      new RegExp(`${today}.*2 orders.*Gross.*${gross.replace('.', '\\.')}`),
    );
    expect(await page.locator('.sales-chart-tick').count()).toBeGreaterThanOrEqual(2);
    await page.getByLabel('Range').selectOption('7');
    await eventually(() => page.locator('svg.sales-chart rect.sales-chart-bar').count()).toBe(7);
    // Nothing (the hidden figures table included) is wider than the window.
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await eventually(() =>
        page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth'),
      ).toBeLessThanOrEqual(0);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await checkPage(page, 'home-sales');
    expect(errors).toEqual([]);
    // The CSV, the search and the report answered as the OpenAPI document says.
    expect(harness.dev.contractViolations()).toEqual([]);
  }, 120_000);

  it('finds an order by its ship-to name and by the last digits of a phone, and opens its customer', async () => {
    const synced = await send('POST', '/api/v1/products/sync', {
      products: [
        {
          externalId: 'search-kettle',
          title: 'Kettle',
          variants: [
            { externalVariantId: 'search-kettle-1', title: 'Steel', price: 40, inventoryQuantity: 50 },
          ],
        },
      ],
    });
    const variantId = synced.data.products[0].variants[0].variantId as string;
    const grace = await customer('+14155557316', {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@navy.example',
    });
    // A gift: the parcel goes to someone who is not the customer.
    const giftTo = { ...address, firstName: 'Bartholomew', lastName: 'Featherstone' };
    const gift = await send('POST', '/api/v1/orders', {
      customerId: grace,
      items: [{ productVariantId: variantId, quantity: 1 }],
      shippingAddress: giftTo,
      billingAddress: address,
      paymentMethod: { method: 'card', display: 'Visa ending in 1111', last4: '1111', brand: 'visa' },
    });
    const giftNumber = gift.data.orderNumber as string;

    const { context, page, errors } = await harness.signedInPage({
      path: `/dashboard/stores/${harness.dev.storeId}/test/orders`,
    });
    const results = page.locator('tbody');
    // Each search starts from an empty answer, so the one before cannot pass for it.
    const searchFor = async (q: string) => {
      for (const text of ['zz-no-such-order', q]) {
        await page.getByLabel('Search').fill(text);
        await page.getByRole('button', { name: 'Search' }).click();
        if (text !== q) await page.getByText('No matching orders').waitFor();
      }
    };
    await searchFor('featherst');
    await eventually(() => results.getByRole('link').allTextContents()).toEqual([giftNumber]);
    await searchFor('Bartholomew Feather');
    await eventually(() => results.getByRole('link').allTextContents()).toEqual([giftNumber]);
    // The last digits of the customer's phone, as people type them.
    await searchFor('555-7316');
    await eventually(() => results.getByRole('link').allTextContents()).toEqual([giftNumber]);
    await searchFor('7316');
    await eventually(() => results.getByRole('link').allTextContents()).toEqual([giftNumber]);
    await checkPage(page, 'orders-search-phone', { every: true });

    // The order links to its customer.
    await results.getByRole('link', { name: giftNumber }).click();
    await page.getByRole('heading', { name: `Order ${giftNumber}` }).waitFor();
    await page.getByRole('region', { name: 'Customer' }).getByRole('link', { name: 'Grace Hopper' }).click();
    await page.getByRole('heading', { name: 'Grace Hopper', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`/customers/${grace}$`));
    expect(errors).toEqual([]);
    expect(harness.dev.contractViolations()).toEqual([]);
    await context.close();
  }, 90_000);
});
