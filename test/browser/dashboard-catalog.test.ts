import { describe, expect, it } from 'vitest';
import { checkPage, demoOwnerOf, eventually, useDashboardBrowser } from '../support/browser.ts';

/**
 * Carts, Customers and Products in Chromium against `npm run dev`, on data set up through the
 * API in both modes: a test-mode product never shows in Live and a live-mode one never in Test.
 */
const harness = useDashboardBrowser();

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const call = async (
  method: string,
  path: string,
  options: { key?: string; token?: string; body?: unknown } = {},
) => {
  const response = await fetch(`${harness.dev.baseUrl}${path}`, {
    method,
    headers: {
      ...(options.key ? { 'X-API-Key': options.key } : {}),
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const body = JSON.parse((await response.text()) || '{}') as Json;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
};

const syncProduct = (key: string, externalId: string, title: string, variants: Json[]) =>
  call('POST', '/api/v1/products/sync', {
    key,
    body: { products: [{ externalId, title, variants }] },
  });

describe('dashboard catalog pages', () => {
  it('shows carts, finds customers, shows stock, and keeps test and live data apart', async () => {
    const owner = demoOwnerOf(harness.dev);
    const { accessToken } = (await harness.dev.admin('owner', 'token', '--email', owner.email)) as {
      accessToken: string;
    };
    const liveSecret = (
      await call('POST', `/api/v1/admin/stores/${harness.dev.storeId}/api-keys`, {
        token: accessToken,
        body: { type: 'secret', mode: 'live' },
      })
    ).data.key as string;

    const synced = await syncProduct(harness.dev.secretKey, 'mug', 'Test Mug', [
      { externalVariantId: 'mug-blue', title: 'Blue', sku: 'MUG-B', price: 12, inventoryQuantity: 3 },
      { externalVariantId: 'mug-red', title: 'Red', sku: 'MUG-R', price: 12, inventoryQuantity: 0 },
      { externalVariantId: 'mug-green', title: 'Green', sku: 'MUG-G', price: 12, inventoryQuantity: 40 },
    ]);
    await syncProduct(liveSecret, 'lamp', 'Live Lamp', [
      { externalVariantId: 'lamp-1', title: 'Default', price: 80, inventoryQuantity: 9 },
    ]);
    const blueVariantId = synced.data.products[0].variants[0].variantId as string;

    const phone = `+1555${String(process.pid % 1000).padStart(3, '0')}7001`;
    await call('POST', `/api/v1/sdk/auth/store/${harness.dev.storeId}/otp`, {
      key: harness.dev.publishableKey,
      body: { phone },
    });
    const verified = await call('POST', `/api/v1/sdk/auth/store/${harness.dev.storeId}/verify`, {
      key: harness.dev.publishableKey,
      body: { phone, code: '000000', firstName: 'Jane', lastName: 'Shopper', email: 'jane@example.com' },
    });
    const customerToken = verified.data.token as string;
    await call('POST', `/api/v1/sdk/cart/store/${harness.dev.storeId}/item`, {
      key: harness.dev.publishableKey,
      token: customerToken,
      body: { productVariantId: blueVariantId, quantity: 2 },
    });

    const { context, page, errors } = await harness.signedInPage({
      path: `/dashboard/stores/${harness.dev.storeId}/test/carts`,
    });

    // Carts: the active cart with its item count and value; abandoned is a filter away.
    await page.getByRole('heading', { name: 'Carts' }).waitFor();
    const cartRow = page.getByRole('row').filter({ hasText: '$24.00' });
    await cartRow.waitFor();
    expect(await cartRow.getByRole('cell').nth(2).textContent()).toBe('2');
    // Who and what: the customer's name and the cart's items, not ids.
    expect(await cartRow.getByRole('cell').nth(0).textContent()).toBe('Jane Shopper');
    expect(await cartRow.getByRole('cell').nth(1).textContent()).toBe('Test Mug · Blue × 2');
    await checkPage(page, 'carts');
    await page.getByRole('button', { name: 'Abandoned' }).click();
    await page.getByText('No abandoned carts').waitFor();

    // Customers: search by the start of a name, an email or a phone, then the detail.
    await page.getByRole('link', { name: 'Customers' }).click();
    await page.getByRole('heading', { name: 'Customers' }).waitFor();
    await page.getByRole('cell', { name: 'jane@example.com' }).waitFor();
    const search = page.getByLabel('Name, email or phone');
    await search.fill('SHOPP');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: 'Jane Shopper' }).waitFor();
    await search.fill('nobody@example.com');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('No customer matches that search').waitFor();
    await search.fill(phone);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: 'Jane Shopper' }).waitFor();
    await checkPage(page, 'customers');
    await page.getByRole('link', { name: 'Jane Shopper' }).click();
    await page.getByRole('heading', { name: 'Jane Shopper' }).waitFor();
    await page.getByText('No orders yet').waitFor();
    await checkPage(page, 'customer-detail');

    // Products: stock badges per variant; the live product stays out of test mode.
    await page.getByRole('link', { name: 'Products' }).click();
    await page.getByRole('rowheader', { name: /Test Mug/ }).waitFor();
    await page.getByText('Low stock · 3').waitFor();
    await page.getByText('Out of stock', { exact: true }).waitFor();
    await page.getByText('40 in stock').waitFor();
    expect(await page.getByText('Live Lamp').count()).toBe(0);
    await checkPage(page, 'products');

    // Live: only live data, on every page.
    await page.getByRole('button', { name: 'Live', exact: true }).click();
    await eventually(() => page.url()).toMatch(/\/live\/products$/);
    await page.getByRole('rowheader', { name: /Live Lamp/ }).waitFor();
    expect(await page.getByText('Test Mug').count()).toBe(0);
    await checkPage(page, 'products-live');
    await page.getByRole('link', { name: 'Customers' }).click();
    await page.getByText('No customers yet').waitFor();
    await page.getByRole('link', { name: 'Carts' }).click();
    await page.getByText('No active carts').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});
