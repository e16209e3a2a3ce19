/* eslint-disable @typescript-eslint/no-explicit-any -- reads of the documented response shapes */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { checkPage, eventually, useDashboardBrowser } from '../support/browser.ts';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe.ts';

/**
 * The dashboard says what is true (docs/decisions.md §7.18-§7.23), in Chromium against
 * `npm run dev`: Payments names the provider that takes this mode's payments and the Stripe
 * webhook URL; settings say "Saved"; store and team settings carry no test banner; the
 * publishable key copies from the list; at 390 px the orders list and order page show total and
 * status; addresses read one way; a new store opens on its set-up checklist.
 */
let stripe: FakeStripe;
// Started before the dev server (hooks run in order), which sends its Stripe calls there.
beforeAll(async () => {
  stripe = await startFakeStripe();
});
afterAll(() => stripe?.close());
const harness = useDashboardBrowser({ devServer: () => ({ env: { STRIPE_API_URL: stripe.url } }) });

const send = async (method: string, path: string, body?: unknown, key = harness.dev.secretKey) => {
  const response = await fetch(new URL(path, harness.dev.baseUrl), {
    method,
    headers: { 'x-api-key': key, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return (await response.json()) as { data: any };
};

const usAddress = {
  firstName: 'Grace',
  lastName: 'Hopper',
  company: null,
  address1: '1 Harbor Way',
  address2: '',
  city: 'Arlington',
  province: 'VA',
  country: 'United States',
  countryIsoCode: 'US',
  postalCode: '22202',
  phone: '+17035550100',
};

const placeOrder = async () => {
  const synced = await send('POST', '/api/v1/products/sync', {
    products: [
      {
        externalId: 'truth-lamp',
        title: 'Harbor lamp with a rather long product title',
        variants: [
          { externalVariantId: 'truth-lamp-1', title: 'Brass', price: 1234.5, inventoryQuantity: 50 },
        ],
      },
    ],
  });
  const variantId = synced.data.products[0].variants[0].variantId as string;
  const phone = '+14155550199';
  await send(
    'POST',
    `/api/v1/sdk/auth/store/${harness.dev.storeId}/otp`,
    { phone },
    harness.dev.publishableKey,
  );
  const verified = await send(
    'POST',
    `/api/v1/sdk/auth/store/${harness.dev.storeId}/verify`,
    { phone, code: '000000' },
    harness.dev.publishableKey,
  );
  const created = await send('POST', '/api/v1/orders', {
    customerId: verified.data.customer.customerId,
    items: [{ productVariantId: variantId, quantity: 3 }],
    shippingAddress: usAddress,
    billingAddress: usAddress,
    paymentMethod: { method: 'card', display: 'Visa ending in 1111', last4: '1111', brand: 'visa' },
  });
  return created.data;
};

const open = async (page: Page, path: string, heading: string, mode = 'test') => {
  await page.goto(`/dashboard/stores/${harness.dev.storeId}/${mode}/${path}`, { waitUntil: 'commit' });
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  // Every section of the page done loading (Team has two: members and pending invitations).
  await expect.poll(() => page.getByRole('status').filter({ hasText: 'Loading' }).count()).toBe(0);
};

/** Wholly inside the window (not scrolled sideways out of a table, not below the fold). */
const inViewport = async (page: Page, locator: Locator) => {
  const box = await locator.boundingBox();
  const size = page.viewportSize()!;
  return (
    box !== null &&
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= size.width &&
    box.y + box.height <= size.height
  );
};

describe('dashboard truth', () => {
  it('Payments names the provider and the Stripe webhook URL; settings say Saved; no banner where modes do not apply', async () => {
    const { context, page } = await harness.signedInPage();

    await open(page, 'settings/payments', 'Payments');
    const provider = page.getByTestId('payment-provider');
    expect(await provider.textContent()).toMatch(/built-in test provider takes this store's test payments/);
    const webhookUrl = `${harness.dev.baseUrl}/api/v1/payments/stripe/${harness.dev.storeId}/test`;
    expect(await page.getByTestId('stripe-webhook-url').textContent()).toBe(webhookUrl);
    // The URL is the route Stripe's events reach: an unsigned call is refused, not unknown.
    const unsigned = await fetch(webhookUrl, { method: 'POST', body: '{}' });
    expect(unsigned.status).toBe(400);
    await page.getByRole('button', { name: 'Copy the Stripe webhook URL' }).click();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(webhookUrl);
    await checkPage(page, 'payments-provider');
    await open(page, 'settings/payments', 'Payments', 'live');
    expect(await page.getByTestId('payment-provider').textContent()).toMatch(/cannot take live payments/);
    expect(await page.getByTestId('stripe-webhook-url').textContent()).toBe(
      webhookUrl.replace(/test$/, 'live'),
    );

    // Store settings and team are the same in both modes: no test banner; a save says so.
    await open(page, 'settings/store', 'Store settings');
    expect(await page.getByText('Viewing test data').count()).toBe(0);
    await page.getByLabel('Name shown at checkout').fill('Truthful Shop');
    await page.getByRole('button', { name: 'Save' }).click();
    await eventually(() => page.getByTestId('save-status').textContent()).toBe('Saved');
    await open(page, 'settings/team', 'Team');
    expect(await page.getByText('Viewing test data').count()).toBe(0);

    // Mode-scoped pages keep it; the publishable key copies from the list.
    await open(page, 'developers/api-keys', 'API keys');
    await page.getByText('Viewing test data').waitFor();
    const last4 = harness.dev.publishableKey.slice(-4);
    await page.getByRole('button', { name: `Copy publishable key ending ${last4}` }).click();
    await page.getByRole('row').filter({ hasText: last4 }).getByText('Copied.').waitFor();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(harness.dev.publishableKey);
    await checkPage(page, 'api-keys-copy');
    await context.close();
  }, 120_000);

  it('at 390 px the orders list and the order page show total and status; the address reads one way', async () => {
    const order = await placeOrder();
    const { context, page } = await harness.signedInPage({ viewport: { width: 390, height: 844 } });
    await open(page, 'orders', 'Orders');
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: order.orderNumber }) });
    const total = row.getByText(
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(order.totals.totalAmount),
    );
    const status = row.locator('.badge');
    await total.waitFor();
    expect(await inViewport(page, total), 'total in view').toBe(true);
    expect(await inViewport(page, status), 'status in view').toBe(true);
    // Dates are short on one line, not four.
    const placed = row.locator('.date-cell');
    const lineHeight = await placed.evaluate(
      (node) => parseFloat((globalThis as any).getComputedStyle(node).lineHeight) || 20,
    );
    expect((await placed.boundingBox())!.height).toBeLessThan(lineHeight * 1.6);
    await checkPage(page, 'orders-narrow');

    await row.getByRole('link', { name: order.orderNumber }).click();
    await page.getByRole('heading', { name: `Order ${order.orderNumber}` }).waitFor();
    expect(await inViewport(page, page.getByTestId('order-total')), 'order total in view').toBe(true);
    expect(await inViewport(page, page.getByTestId('order-status')), 'order status in view').toBe(true);
    expect(await page.getByTestId('order-total').textContent()).toBe(
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(order.totals.totalAmount),
    );
    await page.getByText('1 Harbor Way, Arlington, VA 22202, United States').first().waitFor();
    await checkPage(page, 'order-narrow');
    await context.close();
  }, 120_000);

  it('a new store opens on its set-up checklist, each step checked once done', async () => {
    const { context, page } = await harness.signedInPage();
    await page.getByRole('button', { name: 'Create store' }).click();
    await page.getByLabel('Store name').fill('Checklist Shop');
    await page.getByRole('dialog').getByRole('button', { name: 'Create store' }).click();
    await eventually(() =>
      page.getByRole('combobox', { name: 'Store' }).locator('option:checked').textContent(),
    ).toBe('Checklist Shop');
    const checklist = page.getByRole('region', { name: 'Get started' });
    await eventually(() => checklist.getByText(/of 4 done/).textContent()).toBe('0 of 4 done');
    for (const [name, heading] of [
      ['Create an API key for your store server', 'API keys'],
      ['Add your first product', 'Products'],
      ['Connect Stripe for live checkout', 'Payments'],
      ['Add a webhook endpoint', 'Webhooks'],
    ])
      expect(await checklist.getByRole('link', { name }).count(), heading).toBe(1);
    await checkPage(page, 'home-checklist');

    await checklist.getByRole('link', { name: 'Create an API key for your store server' }).click();
    await page.getByRole('heading', { name: 'API keys', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Create key' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await dialog.getByTestId('one-time-secret').waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Home' }).click();
    await eventually(() => checklist.getByText(/of 4 done/).textContent()).toBe('1 of 4 done');
    expect(await checklist.locator('li[data-step="keys"]').getAttribute('data-done')).toBe('true');
    expect(await checklist.locator('li[data-step="webhook"]').getAttribute('data-done')).toBe('false');
    await context.close();
  }, 120_000);
});
