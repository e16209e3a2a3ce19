/* eslint-disable @typescript-eslint/no-explicit-any -- reads of the documented response shapes */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { checkPage, eventually, useDashboardBrowser } from '../support/browser.ts';

/**
 * Customers in the dashboard against `npm run dev`: the owner finds a customer by the start of
 * their last name, opens them and erases them behind the typed confirmation (their phone); the
 * customer is gone from the search and the API, and their token is refused.
 */
const harness = useDashboardBrowser();

const sdkCall = async (method: string, path: string, options: { body?: unknown; token?: string } = {}) => {
  const response = await fetch(new URL(path, harness.dev.baseUrl), {
    method,
    headers: {
      'x-api-key': harness.dev.publishableKey,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.body ? { body: JSON.stringify(options.body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as any };
};

const signUp = async (phone: string, profile: Record<string, string>) => {
  const { storeId } = harness.dev;
  await sdkCall('POST', `/api/v1/sdk/auth/store/${storeId}/otp`, { body: { phone } });
  const verified = await sdkCall('POST', `/api/v1/sdk/auth/store/${storeId}/verify`, {
    body: { phone, code: '000000', ...profile },
  });
  return verified.body.data as { token: string; customer: { customerId: string } };
};

describe('dashboard customers', () => {
  it('an owner searches a customer and erases them after typing their phone number', async () => {
    const phone = '+14155550177';
    const session = await signUp(phone, {
      firstName: 'Erin',
      lastName: 'Erasewell',
      email: 'erin@example.com',
    });
    await signUp('+14155550178', { firstName: 'Stay', lastName: 'Put' });

    const { context, page, errors } = await harness.signedInPage({
      path: `/dashboard/stores/${harness.dev.storeId}/test/customers`,
    });
    await page.getByRole('heading', { name: 'Customers' }).waitFor();
    await page.getByLabel('Name, email or phone').fill('ERASEW');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: 'Erin Erasewell' }).waitFor();
    await eventually(() => page.getByRole('link', { name: 'Stay Put' }).count()).toBe(0);
    await checkPage(page, 'customers-search');

    await page.getByRole('link', { name: 'Erin Erasewell' }).click();
    await page.getByRole('heading', { name: 'Erin Erasewell' }).waitFor();
    await page.getByRole('button', { name: 'Erase customer' }).click();
    const dialog = page.getByRole('dialog');
    const confirm = dialog.getByRole('button', { name: 'Erase customer' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel(/Type the customer's phone number/).fill('+1 415 555 0100');
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel(/Type the customer's phone number/).fill('+1 415 555 0177');
    await checkPage(page, 'customer-erase-dialog');
    await confirm.click();

    // Back on the list; the search no longer finds them.
    await page.getByLabel('Name, email or phone').waitFor();
    await page.getByLabel('Name, email or phone').fill('erasew');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('No customer matches that search').waitFor();

    const me = await sdkCall('GET', `/api/v1/sdk/customers/store/${harness.dev.storeId}/me`, {
      token: session.token,
    });
    expect({ status: me.status, errorCode: me.body.errorCode }).toEqual({
      status: 401,
      errorCode: 'INVALID_TOKEN',
    });
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it("the list shows each customer's paid orders and spend, and Export CSV downloads the whole list", async () => {
    const send = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(new URL(path, harness.dev.baseUrl), {
        method,
        headers: { 'x-api-key': harness.dev.secretKey, 'content-type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      expect(response.ok).toBe(true);
      return ((await response.json()) as any).data;
    };
    const synced = await send('POST', '/api/v1/products/sync', {
      products: [
        {
          externalId: 'spend-kettle',
          title: 'Kettle',
          variants: [
            { externalVariantId: 'spend-kettle-1', title: 'Steel', price: 30, inventoryQuantity: 20 },
          ],
        },
      ],
    });
    const buyer = await signUp('+14155550179', {
      firstName: 'Bea',
      lastName: 'Buyer',
      email: 'bea@example.com',
    });
    const address = {
      firstName: 'Bea',
      lastName: 'Buyer',
      address1: '1 Main St',
      city: 'Springfield',
      country: 'United States',
      countryIsoCode: 'US',
      postalCode: '12345',
    };
    const order = await send('POST', '/api/v1/orders', {
      customerId: buyer.customer.customerId,
      items: [{ productVariantId: synced.products[0].variants[0].variantId, quantity: 2 }],
      shippingAddress: address,
      billingAddress: address,
      paymentMethod: { method: 'card', display: 'Visa ending in 1111', last4: '1111', brand: 'visa' },
    });
    await send('PUT', `/api/v1/orders/${order.orderId}/status`, { status: 'confirmed' });
    const spent = (order.totals.totalAmount as number).toFixed(2);

    const { context, page, errors } = await harness.signedInPage({
      path: `/dashboard/stores/${harness.dev.storeId}/test/customers`,
    });
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Bea Buyer' }) });
    await row.waitFor();
    await eventually(() => row.getByRole('cell').allInnerTexts()).toEqual([
      'Bea Buyer',
      'bea@example.com',
      '+14155550179',
      '1',
      expect.stringContaining(spent),
      expect.any(String),
    ]);
    await checkPage(page, 'customers-spend');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const lines = (await readFile((await download.path())!, 'utf8')).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('customerId,firstName,lastName,email,phone,ordersCount,totalSpent,createdAt');
    // The phone starts with `+`: prefixed with `'` like every formula-looking cell of the orders CSV.
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(`^${buyer.customer.customerId},Bea,Buyer,bea@example.com,'\\+14155550179,1,${spent},`),
      ),
    );
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
