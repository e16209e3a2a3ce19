import { describe, expect, it } from 'vitest';
import { checkPage, PHONE, useDashboardBrowser } from '../support/browser.ts';
import { memberToken } from '../support/dev-server.ts';

/**
 * The Discounts page in Chromium against `npm run dev`: the owner creates a code, the cart (through
 * the storefront API) shows its discount, the page shows the code's uses, and disabling it works;
 * a code scheduled for later and limited to a product and a category shows as scheduled (at 1280
 * and 390 px); a code is deleted.
 * Then the Shipping and Tax pages: a zone with an option and a rate the cart is estimated with.
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
  return { status: response.status, body: JSON.parse((await response.text()) || '{}') as Json };
};

describe('dashboard discounts page', () => {
  it('the owner creates a code; the cart shows its discount; disabling it refuses it', async () => {
    const storeId = harness.dev.storeId;
    const { context, page, errors } = await harness.signedInPage({
      path: `/dashboard/stores/${storeId}/test/discounts`,
    });
    await page.getByRole('heading', { name: 'Discounts' }).waitFor();
    await page.getByText('No test discount codes yet').waitFor();
    await checkPage(page, 'discounts-empty');

    await page.getByRole('button', { name: 'Create code' }).click();
    await page.getByLabel('Code', { exact: true }).fill('Spring20');
    await page.getByLabel('Percent off').fill('20');
    await page.getByLabel('Total uses (optional)').fill('5');
    await checkPage(page, 'discounts-create');
    await page.getByRole('dialog').getByRole('button', { name: 'Create code' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Spring20' });
    await row.waitFor();
    expect(await row.textContent()).toContain('20 % off');
    expect(await row.textContent()).toContain('Active');
    await checkPage(page, 'discounts');

    // A shopper applies it (any case) through the storefront API: the cart shows the discount.
    const synced = await call('POST', '/api/v1/products/sync', {
      key: harness.dev.secretKey,
      body: {
        products: [
          {
            externalId: 'kite',
            title: 'Kite',
            variants: [{ externalVariantId: 'kite-1', title: 'Red', price: 50, inventoryQuantity: 5 }],
          },
        ],
      },
    });
    const variantId = synced.body.data.products[0].variants[0].variantId as string;
    const phone = `+1555${String(process.pid % 1000).padStart(3, '0')}7002`;
    await call('POST', `/api/v1/sdk/auth/store/${storeId}/otp`, {
      key: harness.dev.publishableKey,
      body: { phone },
    });
    const verified = await call('POST', `/api/v1/sdk/auth/store/${storeId}/verify`, {
      key: harness.dev.publishableKey,
      body: { phone, code: '000000' },
    });
    const token = verified.body.data.token as string;
    const shopper = { key: harness.dev.publishableKey, token };
    await call('POST', `/api/v1/sdk/cart/store/${storeId}/item`, {
      ...shopper,
      body: { productVariantId: variantId, quantity: 1 },
    });
    const applied = await call('POST', `/api/v1/sdk/cart/store/${storeId}/discount`, {
      ...shopper,
      body: { code: 'spring20' },
    });
    expect(applied.status).toBe(200);
    expect(applied.body.data).toMatchObject({ discountCode: 'Spring20', subtotal: 50, discountTotal: 10 });
    expect(applied.body.data.items[0]).toMatchObject({
      hasDiscount: true,
      discountAmount: 10,
      discountPercentage: 20,
    });

    // Disabled in the dashboard: the next attempt (on the cart that holds it) is refused with the
    // reason. The page's change must have been answered first: wait on its answer, not on the page.
    const disabled = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' && /\/discounts\/[^/?]+/.test(new URL(response.url()).pathname),
    );
    await row.getByRole('button', { name: 'Disable Spring20' }).click();
    expect((await disabled).status()).toBe(200);
    await row.getByText('Disabled').waitFor();
    const refused = await call('POST', `/api/v1/sdk/cart/store/${storeId}/discount`, {
      ...shopper,
      body: { code: 'SPRING20' },
    });
    // The whole answer on a failure: a 200 shows the cart as it was decided.
    expect(refused).toMatchObject({
      status: 400,
      body: { errorCode: 'INVALID_DISCOUNT_CODE', reason: 'disabled' },
    });
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('the owner schedules a code for a product and a category (it shows as scheduled, at 1280 and 390 px) and deletes another', async () => {
    const storeId = harness.dev.storeId;
    const token = await memberToken(harness.dev, `discounts-${Date.now()}@example.com`, 'owner');
    const admin = `/api/v1/admin/stores/${storeId}/discounts`;
    await call('POST', '/api/v1/products/sync', {
      key: harness.dev.secretKey,
      body: {
        products: [
          {
            externalId: 'scarf',
            title: 'Wool scarf',
            category: 'Winter',
            variants: [{ externalVariantId: 'scarf-1', title: 'Grey', price: 30, inventoryQuantity: 5 }],
          },
        ],
      },
    });
    const old = await call('POST', `${admin}?mode=test`, {
      token,
      body: { code: 'OLD-CODE', type: 'fixed_amount', value: 5 },
    });
    expect(old.status).toBe(201);

    const { context, page, errors } = await harness.signedInPage({
      path: `/dashboard/stores/${storeId}/test/discounts`,
    });
    await page.getByRole('row').filter({ hasText: 'OLD-CODE' }).waitFor();
    await page.getByRole('button', { name: 'Create code' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Code', { exact: true }).fill('WINTER10');
    await dialog.getByLabel('Percent off').fill('10');
    // Tomorrow 09:00 to a week later, in the browser's (the owner's) time zone.
    const local = (daysAhead: number) => {
      const at = new Date();
      at.setDate(at.getDate() + daysAhead);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T09:00`;
    };
    await dialog.getByLabel('Ends (optional)').fill(local(0));
    await dialog.getByLabel('Starts (optional)').fill(local(1));
    await dialog.getByRole('button', { name: 'Create code' }).click();
    await dialog.getByText('The end must be after the start.').waitFor();
    await dialog.getByLabel('Ends (optional)').fill(local(8));
    await dialog.getByLabel('Some products or categories').check();
    await dialog.getByRole('checkbox', { name: 'Winter' }).check();
    await dialog.getByRole('checkbox', { name: 'Wool scarf' }).check();
    await checkPage(page, 'discounts-schedule', { every: true });
    await dialog.getByRole('button', { name: 'Create code' }).click();
    const row = page.getByRole('row').filter({ hasText: 'WINTER10' });
    await row.getByText('Scheduled').waitFor();
    expect(await row.textContent()).toContain('1 product · Winter');
    await checkPage(page, 'discounts-scheduled', { every: true });

    const listed = await call('GET', `${admin}?mode=test`, { token });
    const winter = listed.body.data.find((discount: Json) => discount.code === 'WINTER10');
    const browserOffset = await page.evaluate(() => new Date().getTimezoneOffset());
    const expectedStart = new Date(`${local(1)}:00Z`).getTime() + browserOffset * 60_000;
    expect(Date.parse(winter.startsAt)).toBe(expectedStart);
    expect(Date.parse(winter.endsAt) - Date.parse(winter.startsAt)).toBeGreaterThan(6 * 86_400_000);
    expect(winter.appliesTo).toMatchObject({ categories: ['Winter'] });
    expect(winter.appliesTo.productIds).toHaveLength(1);

    // Edit keeps the dates and the scope as they were (the form reads them back).
    await row.getByRole('button', { name: 'Edit WINTER10' }).click();
    expect(await dialog.getByLabel('Starts (optional)').inputValue()).toBe(local(1));
    expect(await dialog.getByRole('checkbox', { name: 'Winter' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // At 390 px the same: a code for tomorrow on, limited to the category, shows as scheduled.
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Create code' }).click();
    await dialog.getByLabel('Code', { exact: true }).fill('WINTER15');
    await dialog.getByLabel('Percent off').fill('15');
    await dialog.getByLabel('Starts (optional)').fill(local(1));
    await dialog.getByLabel('Ends (optional)').fill(local(8));
    await dialog.getByLabel('Some products or categories').check();
    await dialog.getByRole('checkbox', { name: 'Winter' }).check();
    await checkPage(page, 'discounts-schedule-390', { every: true });
    await dialog.getByRole('button', { name: 'Create code' }).click();
    const narrowRow = page.getByRole('row').filter({ hasText: 'WINTER15' });
    await narrowRow.getByText('Scheduled').waitFor();
    expect(await narrowRow.textContent()).toContain('Winter');
    await checkPage(page, 'discounts-scheduled-390', { every: true });

    // Delete, behind a confirmation: the code is gone from the page and from the API.
    await page.getByRole('button', { name: 'Delete OLD-CODE' }).click();
    await page
      .getByRole('dialog', { name: 'Delete OLD-CODE?' })
      .getByRole('button', { name: 'Delete code' })
      .click();
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'OLD-CODE' }).count()).toBe(0);
    const gone = await call('GET', `${admin}/${old.body.data.discountId}?mode=test`, { token });
    expect([gone.status, gone.body.errorCode]).toEqual([404, 'DISCOUNT_NOT_FOUND']);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('the owner adds a shipping zone with an option and a tax rate; a cart for that country shows them (docs/decisions.md §12.8)', async () => {
    const storeId = harness.dev.storeId;
    const { context, page, errors } = await harness.signedInPage({
      path: `/dashboard/stores/${storeId}/test/settings/shipping`,
    });
    await page.getByRole('heading', { name: 'Shipping', level: 1 }).waitFor();
    // The flat rate as money, never a bare number.
    await page.getByText(/ships everywhere at its flat rate \(\S*\d+\.\d{2}\)/).waitFor();
    await page.getByRole('button', { name: 'Add zone' }).click();
    await page.getByLabel('Zone name').fill('Canada');
    await page.getByLabel(/^Countries/).fill('ca');
    // The id follows the name until the owner types one; then it stays.
    await page.getByLabel('Option name').fill('Canada Post (Expédition)');
    expect(await page.getByLabel(/^Option id/).inputValue()).toBe('canada-post-expedition');
    await page.getByLabel(/^Option id/).fill('ca-post');
    await page.getByLabel('Option name').fill('Canada Post');
    expect(await page.getByLabel(/^Option id/).inputValue()).toBe('ca-post');
    await page.getByLabel('Price', { exact: true }).fill('9');
    await page.getByLabel('Max delivery days').fill('6');
    await checkPage(page, 'shipping-settings');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('save-status').getByText('Saved', { exact: true }).waitFor();

    await page.goto(`/dashboard/stores/${storeId}/test/settings/tax`, { waitUntil: 'commit' });
    await page.getByRole('heading', { name: 'Tax', level: 1 }).waitFor();
    await page.getByLabel('Default country').fill('CA');
    await page.getByRole('button', { name: 'Add rate' }).click();
    await page.getByLabel('Country', { exact: true }).fill('CA');
    await page.getByLabel('Rate (%)', { exact: true }).fill('13');
    await checkPage(page, 'tax-settings');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('save-status').getByText('Saved', { exact: true }).waitFor();

    // A shopper's cart through the storefront API: estimated for Canada, and its one option.
    const synced = await call('POST', '/api/v1/products/sync', {
      key: harness.dev.secretKey,
      body: {
        products: [
          {
            externalId: 'canoe',
            title: 'Canoe paddle',
            variants: [{ externalVariantId: 'paddle-1', title: 'Ash', price: 50, inventoryQuantity: 5 }],
          },
        ],
      },
    });
    const variantId = synced.body.data.products[0].variants[0].variantId as string;
    const phone = `+1555${String(process.pid % 1000).padStart(3, '0')}7003`;
    await call('POST', `/api/v1/sdk/auth/store/${storeId}/otp`, {
      key: harness.dev.publishableKey,
      body: { phone },
    });
    const verified = await call('POST', `/api/v1/sdk/auth/store/${storeId}/verify`, {
      key: harness.dev.publishableKey,
      body: { phone, code: '000000' },
    });
    const shopper = { key: harness.dev.publishableKey, token: verified.body.data.token as string };
    const added = await call('POST', `/api/v1/sdk/cart/store/${storeId}/item`, {
      ...shopper,
      body: { productVariantId: variantId, quantity: 1 },
    });
    expect(added.body.data).toMatchObject({ subtotal: 50, estimatedShipping: 9, estimatedTax: 6.5 });
    const options = await call(
      'GET',
      `/api/v1/sdk/cart/store/${storeId}/shipping-options?country=CA`,
      shopper,
    );
    expect(options.body.data).toMatchObject({
      zone: 'Canada',
      options: [{ id: 'ca-post', name: 'Canada Post', price: 9, maxDeliveryDays: 6 }],
    });
    const elsewhere = await call(
      'GET',
      `/api/v1/sdk/cart/store/${storeId}/shipping-options?country=US`,
      shopper,
    );
    expect([elsewhere.status, elsewhere.body.errorCode]).toEqual([400, 'SHIPPING_NOT_AVAILABLE']);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});
