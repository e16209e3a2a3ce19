/* eslint-disable @typescript-eslint/no-explicit-any -- reads of the documented response shapes */
import { get, type IncomingHttpHeaders } from 'node:http';
import { basename } from 'node:path';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { benchStorefront, STOREFRONT_FIRST_LOAD_JS_TARGET_KB } from '../../bench/storefront.ts';
import { checkPage, eventually, useDashboardBrowser } from '../support/browser.ts';
import { patientDocumentClient } from '../support/dynamo.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';

/**
 * The reference storefront (docs/decisions.md §13.7) in Chromium at 390 px against `npm run dev`:
 * a shopper signs in, searches, adds two variants, pays with a test card, sees the confirmation and
 * the order in their history; the admin API has the order with its totals and its webhooks were
 * delivered. A declined card and an out-of-stock line say so and change nothing.
 */
let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver?.close());
const harness = useDashboardBrowser({
  devServer: () => ({
    env: { NODE_EXTRA_CA_CERTS: receiver.caPemPath, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' },
  }),
});

const PHONE = '+14155550123';
const ADDRESS = {
  'First name': 'Ada',
  'Last name': 'Lovelace',
  Address: '1 Analytical Way',
  City: 'London',
  'Postal code': 'N1 9GU',
};

const call = async (
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> },
) => {
  const response = await fetch(new URL(path, harness.dev.baseUrl), {
    method,
    headers: { ...options.headers, ...(options.body ? { 'content-type': 'application/json' } : {}) },
    ...(options.body ? { body: JSON.stringify(options.body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as any };
};
const secret = (method: string, path: string, body?: unknown) =>
  call(method, path, { body, headers: { 'x-api-key': harness.dev.secretKey } });
let ownerToken = '';
const admin = (method: string, path: string, body?: unknown) =>
  call(method, `/api/v1/admin/stores/${harness.dev.storeId}${path}`, {
    body,
    headers: { authorization: `Bearer ${ownerToken}` },
  });
const stock = async (productId: string) => {
  const product = await call('GET', `/api/v1/sdk/store/${harness.dev.storeId}/products/${productId}`, {
    headers: { 'x-api-key': harness.dev.publishableKey },
  });
  return Object.fromEntries(product.body.data.variants.map((v: any) => [v.title, v.availableQuantity]));
};

let mug: { productId: string; variants: Record<string, string> };
let lamp: { productId: string; variants: Record<string, string> };
let secretOfEndpoint = '';

beforeAll(async () => {
  ({ accessToken: ownerToken } = (await harness.dev.admin(
    'owner',
    'token',
    '--email',
    'owner@demo.local',
  )) as {
    accessToken: string;
  });
  // The shop wears the store's branding; a light primary colour must still read (axe checks).
  const branded = await call('PUT', `/api/v1/admin/stores/${harness.dev.storeId}`, {
    headers: { authorization: `Bearer ${ownerToken}` },
    body: {
      branding: {
        name: 'Harbor Goods',
        logoUrl: null,
        colors: { primary: '#ffd400', secondary: '#f4f1ea', accent: '#2e7d32' },
      },
    },
  });
  expect(branded.status).toBe(200);
  const endpoint = await secret('POST', `/api/v1/sdk/stores/${harness.dev.storeId}/webhooks`, {
    url: receiver.url,
    events: ['order.created', 'order.confirmed'],
  });
  expect(endpoint.status).toBe(201);
  secretOfEndpoint = endpoint.body.data.secret;
  receiver.setSecrets(secretOfEndpoint);
  const synced = await secret('POST', '/api/v1/products/sync', {
    products: [
      {
        externalId: 'sf-mug',
        title: 'Harbor mug',
        category: 'Kitchen',
        variants: [
          {
            externalVariantId: 'sf-mug-blue',
            title: 'Blue',
            price: 12.5,
            compareAtPrice: 15,
            inventoryQuantity: 10,
          },
          { externalVariantId: 'sf-mug-green', title: 'Green', price: 14, inventoryQuantity: 3 },
        ],
      },
      {
        externalId: 'sf-hoodie',
        title: 'Harbor Hoodie',
        category: 'Apparel',
        variants: ['S', 'M', 'L'].map((size) => ({
          externalVariantId: `sf-hoodie-${size}`,
          title: size,
          price: 45,
          inventoryQuantity: 5,
        })),
      },
      {
        externalId: 'sf-lamp',
        title: 'Last lamp',
        category: 'Lighting',
        variants: [{ externalVariantId: 'sf-lamp-1', title: 'Brass', price: 80, inventoryQuantity: 1 }],
      },
    ],
  });
  expect(synced.status).toBe(200);
  const [mugRecord, , lampRecord] = synced.body.data.products;
  const byTitle = (record: any, titles: string[]) => ({
    productId: record.productId,
    variants: Object.fromEntries(record.variants.map((v: any, i: number) => [titles[i], v.variantId])),
  });
  mug = byTitle(mugRecord, ['Blue', 'Green']);
  lamp = byTitle(lampRecord, ['Brass']);
}, 60_000);

/** The store ships by zone and taxes by region (prices before tax); California and the UK are taxed. */
const REGIONAL_SETTINGS = {
  defaultCountry: 'US',
  tax: {
    pricesIncludeTax: false,
    defaultRate: 0,
    rates: [
      { country: 'US', province: 'CA', rate: 0.0725 },
      { country: 'GB', rate: 0.2 },
    ],
    taxShipping: false,
  },
  shipping: {
    zones: [
      {
        name: 'US',
        countries: ['US'],
        options: [
          { id: 'standard', name: 'Standard', price: 5.99, minDeliveryDays: 3, maxDeliveryDays: 5 },
          { id: 'express', name: 'Express', price: 14.99, minDeliveryDays: 1, maxDeliveryDays: 2 },
        ],
      },
      {
        name: 'UK',
        countries: ['GB'],
        options: [{ id: 'royal-mail', name: 'Royal Mail', price: 3.5 }],
      },
    ],
  },
};
const regionalSettings = () =>
  call('PUT', `/api/v1/admin/stores/${harness.dev.storeId}`, {
    headers: { authorization: `Bearer ${ownerToken}` },
    body: { checkoutSettings: REGIONAL_SETTINGS },
  });

/** What the test provider charged for an order (its ledger item, keyed by the order id), in cents. */
const charged = async (orderId: string) => {
  const db = patientDocumentClient(inject('dynamoEndpoint'));
  const { Item } = await db.send(
    new GetCommand({
      TableName: `e2e-${basename(harness.dev.dataDir)}`,
      Key: { pk: `TEST_CHARGE#${orderId}`, sk: 'CHARGE' },
    }),
  );
  return Item ? `${Item.amountMinor as number} ${Item.currency as string}` : 'nothing';
};
/** A Pay button's or total's label (`Pay $39.12`) in cents, as the ledger has it. */
const cents = (label: string | null) => `${Math.round(Number(label!.replace(/[^0-9.]/g, '')) * 100)} USD`;

/** A GET as the bytes came over the wire (fetch would decode them). */
const rawGet = (path: string, acceptEncoding: string | undefined) =>
  new Promise<{ headers: IncomingHttpHeaders; length: number }>((resolve, reject) => {
    get(
      new URL(path, harness.dev.baseUrl),
      { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
      (res) => {
        let length = 0;
        res.on('data', (chunk: Buffer) => (length += chunk.length));
        res.on('end', () => resolve({ headers: res.headers, length }));
      },
    ).on('error', reject);
  });

const shopPath = (path = '') => `/storefront/${harness.dev.storeId}${path}`;

const signIn = async (page: Page, phone = PHONE) => {
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByText('Use the code 000000').waitFor();
  await checkPage(page, 'storefront-sign-in');
  await page.getByLabel('Text message').check();
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Code').fill('000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Account' }).waitFor();
};

const fillAddress = async (page: Page) => {
  for (const [label, value] of Object.entries(ADDRESS))
    await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel('Country').selectOption('GB');
};

/** Searches until the index (written a few seconds after a change at most) finds `title`. */
const searchFinds = async (page: Page, q: string, title: string) =>
  expect
    .poll(
      async () => {
        await page.getByLabel('Search products').fill(q);
        await page.getByRole('button', { name: 'Search' }).click();
        await page.waitForURL((url) => url.searchParams.get('q') === q);
        await page.getByRole('heading', { level: 1 }).waitFor();
        return page.getByRole('link', { name: title }).count();
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);

describe('the reference storefront', () => {
  it('a shopper signs in with an email code and finds "Harbor Hoodie" by searching "hoodie"', async () => {
    const { page, errors } = await harness.newPage({ width: 390, height: 844 });
    await page.goto(shopPath('/'));
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByText('Use the code 000000').waitFor();
    // Email is the first choice.
    await page.getByRole('textbox', { name: 'Email' }).fill('hoodie.fan@example.com');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('status').getByText('We sent a code to hoodie.fan@example.com').waitFor();
    await page.getByLabel('Code').fill('000000');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'Account' }).waitFor();

    await searchFinds(page, 'hoodie', 'Harbor Hoodie');
    await expect.poll(() => page.getByRole('link', { name: 'Harbor mug' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Harbor Hoodie' }).click();
    await page.getByRole('heading', { name: 'Harbor Hoodie' }).waitFor();
    // Sizes in the order the sync gave them.
    const sizes = await page.locator('label.option').allTextContents();
    expect(sizes.map((label) => label.trim().split(/\s/)[0])).toEqual(['S', 'M', 'L']);

    // The shopper is a customer without a phone, the email verified.
    const customers = await admin('GET', '/customers?mode=test&email=hoodie.fan%40example.com');
    expect(customers.body.data).toMatchObject([{ email: 'hoodie.fan@example.com', phone: null }]);

    // A new email waits for the code sent to it.
    await page.getByRole('link', { name: 'Account' }).click();
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
    await page.getByText('Signed in as hoodie.fan@example.com').waitFor();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('hoodie.new@example.com');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByLabel('Code sent to hoodie.new@example.com').fill('000000');
    await page.getByRole('button', { name: 'Change email' }).click();
    await page.getByText('Your email is changed.').waitFor();
    const moved = await admin('GET', '/customers?mode=test&email=hoodie.new%40example.com');
    expect(moved.body.data).toMatchObject([{ email: 'hoodie.new@example.com', phone: null }]);
    expect(errors).toEqual([]);
  }, 60_000);

  it('a shopper signs in, searches, buys two variants with a test card, and the order arrives', async () => {
    const { page, errors } = await harness.newPage({ width: 390, height: 844 });
    await page.goto(shopPath('/'));
    await page.getByRole('heading', { name: 'All products' }).waitFor();
    await page.getByRole('link', { name: 'Harbor mug' }).waitFor();
    await page.getByRole('link', { name: 'Harbor Goods' }).waitFor();
    await expect.poll(() => page.title()).toBe('Harbor Goods');
    await checkPage(page, 'storefront-catalog');
    // Categories narrow the list.
    await page.getByRole('button', { name: 'Lighting' }).click();
    await page.getByRole('heading', { name: 'Lighting' }).waitFor();
    await page.getByRole('link', { name: 'Last lamp' }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: 'Harbor mug' }).count()).toBe(0);
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await page.getByRole('link', { name: 'Harbor mug' }).waitFor();

    await signIn(page);

    // Search, then the product page with its variants, prices and stock.
    await searchFinds(page, 'harb', 'Harbor mug');
    await expect.poll(() => page.getByRole('link', { name: 'Last lamp' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Harbor mug' }).click();
    await page.getByRole('heading', { name: 'Harbor mug' }).waitFor();
    await page.getByText('Only 3 left').waitFor();
    await checkPage(page, 'storefront-product');
    await page.getByLabel('Blue').check();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('status').getByText('Added 1 × Harbor mug (Blue)').waitFor();
    await page.getByLabel('Green').check();
    await page.getByLabel('Quantity').fill('2');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('status').getByText('Added 2 × Harbor mug (Green)').waitFor();
    await page.getByRole('link', { name: 'Cart (3)' }).click();
    await page.getByRole('button', { name: 'Remove Harbor mug (Green)' }).waitFor();
    // A discount code the owner made: applied in the cart, carried to the order.
    const code = await admin('POST', '/discounts?mode=test', {
      code: 'HARBOR4',
      type: 'fixed_amount',
      value: 4,
      isEnabled: true,
    });
    expect(code.status, JSON.stringify(code.body)).toBe(201);
    await page.getByLabel('Discount code').fill('harbor4');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Code HARBOR4 applied.').first().waitFor();
    await checkPage(page, 'storefront-cart');

    // A declined card: a clear message, nothing changes.
    await page.getByRole('button', { name: 'Check out' }).click();
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    await fillAddress(page);
    await checkPage(page, 'storefront-checkout');
    await page.getByLabel('Declined card').check();
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent(), { timeout: 15_000 })
      .toContain('card was declined');
    expect(await stock(mug.productId)).toEqual({ Blue: 10, Green: 3 });
    const afterDecline = await admin('GET', '/orders?mode=test&status=Confirmed');
    expect(afterDecline.body.data).toEqual([]);

    // Another card on the same page: paid, confirmed.
    await page.getByLabel('Visa 4242 (paid)').check();
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByRole('heading', { name: 'Thank you for your order' }).waitFor();
    const confirmation = (await page.getByRole('status').textContent()) ?? '';
    const orderNumber = /#(\S+) is confirmed/.exec(confirmation)?.[1];
    expect(orderNumber).toBeTruthy();
    const totalShown = await page.locator('dt:text-is("Total paid") + dd').textContent();
    await checkPage(page, 'storefront-confirmation');
    await page.getByRole('link', { name: 'Cart (0)' }).waitFor();

    // The order in the shopper's history.
    await page.getByRole('link', { name: 'Your orders' }).click();
    await page.getByRole('link', { name: `Order #${orderNumber}` }).waitFor();
    await checkPage(page, 'storefront-account');
    await page.getByLabel('First name').fill('Ada');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Saved.').waitFor();
    expect(
      (await admin('GET', `/customers?mode=test&phone=${encodeURIComponent(PHONE)}`)).body.data,
    ).toMatchObject([{ firstName: 'Ada' }]);

    // The admin API has it with the right totals; its webhooks were delivered.
    const orders = await admin('GET', '/orders?mode=test&status=Confirmed');
    expect(orders.body.data).toHaveLength(1);
    const order = orders.body.data[0];
    expect(order.orderNumber).toBe(orderNumber);
    const lines = order.items.map((item: any) => [item.variantTitle, item.quantity, item.unitPrice]);
    expect(lines.sort()).toEqual([
      ['Blue', 1, 12.5],
      ['Green', 2, 14],
    ]);
    // Compare-at savings are already in the subtotal (docs/decisions.md §3.11); the code takes 4 off.
    expect(order.totals).toMatchObject({ subtotal: 40.5, discountTotal: 4 });
    expect(order.discountCode).toBe('HARBOR4');
    const { subtotal, discountTotal, shippingTotal, taxTotal, totalAmount } = order.totals;
    expect(totalAmount).toBeCloseTo(subtotal - discountTotal + shippingTotal + taxTotal, 2);
    const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: order.currency });
    expect(totalShown).toBe(money.format(totalAmount));
    expect(await stock(mug.productId)).toEqual({ Blue: 9, Green: 1 });
    await eventually(() =>
      receiver.requests
        .filter((request) => request.body?.data?.orderId === order.orderId)
        .map((request) => `${request.body.type} ${request.signedWith === secretOfEndpoint}`)
        .sort(),
    ).toEqual(['order.confirmed true', 'order.created true']);
    expect(errors).toEqual([]);
  }, 120_000);

  it('an out-of-stock line says so at checkout and changes nothing', async () => {
    const { page, errors } = await harness.newPage({ width: 390, height: 844 });
    await page.goto(shopPath('/'));
    await signIn(page);
    await page.goto(shopPath(`/products/${lamp.productId}`));
    await page.getByText('Only 1 left').waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('status').getByText('Added 1 × Last lamp').waitFor();
    // Meanwhile the last one is sold elsewhere.
    const set = await admin(
      'POST',
      `/products/${lamp.productId}/variants/${lamp.variants.Brass}/inventory?mode=test`,
      {
        set: 0,
      },
    );
    expect(set.status).toBe(200);
    const ordersBefore = (await admin('GET', '/orders?mode=test')).body.data.length;

    await page.getByRole('link', { name: /^Cart/ }).click();
    await page.getByRole('button', { name: 'Check out' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent(), { timeout: 15_000 })
      .toContain('Out of stock: Last lamp (Brass) is sold out');
    await checkPage(page, 'storefront-out-of-stock');
    expect(page.url()).toMatch(/\/cart$/);
    await page.getByRole('button', { name: 'Remove Last lamp (Brass)' }).waitFor();
    expect((await admin('GET', '/orders?mode=test')).body.data.length).toBe(ordersBefore);
    expect(await stock(lamp.productId)).toEqual({ Brass: 0 });
    expect(errors).toEqual([]);
  }, 60_000);

  it('the Pay button says what is charged: a code, Express and a California address; a UK address; a total changed before paying', async () => {
    const settings = await regionalSettings();
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
    const code = await admin('POST', '/discounts?mode=test', {
      code: 'HARBOR10',
      type: 'percentage',
      value: 10,
      isEnabled: true,
    });
    expect(code.status, JSON.stringify(code.body)).toBe(201);

    const { page, errors } = await harness.newPage({ width: 390, height: 844 });
    await page.goto(shopPath('/'));
    // Another shopper: the first one's cart still holds the sold-out lamp.
    await signIn(page, '+14155550124');
    const checkOut = async (variant: 'Blue' | 'Green', quantity: number) => {
      await page.goto(shopPath(`/products/${mug.productId}`));
      await page.getByLabel(variant).check();
      await page.getByLabel('Quantity').fill(String(quantity));
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await page.getByRole('status').getByText(`Added ${quantity} × Harbor mug (${variant})`).waitFor();
      await page.getByRole('link', { name: /^Cart/ }).click();
      await page.getByLabel('Discount code').fill('harbor10');
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByText('Code HARBOR10 applied.').first().waitFor();
      await page.getByRole('button', { name: 'Check out' }).click();
      await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    };
    const fill = async (address: Record<string, string>, country: string, province?: string) => {
      for (const [label, value] of Object.entries(address))
        await page.getByLabel(label, { exact: true }).fill(value);
      await page.getByLabel('Country').selectOption(country);
      if (province) await page.getByLabel('State or province').selectOption(province);
    };
    const totals = page.getByRole('definition');
    const payButton = page.getByRole('button', { name: /^Pay \$/ });
    const pay = async () => {
      const shown = await payButton.textContent();
      await page.getByLabel('Visa 4242 (paid)').check();
      await payButton.click();
      await page.getByRole('heading', { name: 'Thank you for your order' }).waitFor();
      const orderId = new URL(page.url()).pathname.split('/').pop()!;
      return { shown, orderId };
    };

    // California, Express, 10 % off: 2 x 12.50 = 25.00 - 2.50 + 14.99 + 7.25 % of 22.50 (1.63).
    await checkOut('Blue', 2);
    await fill(
      {
        'First name': 'Grace',
        'Last name': 'Hopper',
        Address: '1 Market St',
        City: 'San Francisco',
        'Postal code': '94103',
      },
      'US',
      'CA',
    );
    await page.getByLabel(/^Standard/).waitFor();
    await page.getByText('Shipping (Standard)').waitFor();
    await page.getByLabel(/^Express/).check();
    await page.getByText('Shipping (Express)').waitFor();
    await expect
      .poll(() => totals.allTextContents())
      .toEqual(['$25.00', '−$2.50', '$14.99', '$1.63', '$39.12']);
    await page.getByText('Discount (HARBOR10)').waitFor();
    await checkPage(page, 'storefront-checkout-quote');
    const california = await pay();
    expect(california.shown).toBe('Pay $39.12');
    expect(await charged(california.orderId)).toBe(cents(california.shown));
    await page.locator('dt:text-is("Total paid") + dd').getByText('$39.12').waitFor();
    await page.getByText('San Francisco CA 94103, United States').waitFor();

    // The UK: Royal Mail, 20 % VAT; the owner doubles the code while the shopper looks at the total.
    await checkOut('Green', 1);
    await fill(ADDRESS, 'GB');
    await page.getByText('Shipping (Royal Mail)').waitFor();
    // 14.00 - 1.40 + 3.50 + 20 % of 12.60 (2.52).
    await expect.poll(() => payButton.textContent()).toBe('Pay $18.62');
    const changed = await admin('PUT', `/discounts/${code.body.data.discountId}?mode=test`, { value: 20 });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await page.getByLabel('Visa 4242 (paid)').check();
    await payButton.click();
    // Nothing charged at 18.62: the new total (14.00 - 2.80 + 3.50 + 2.24) is shown to confirm.
    await page.getByRole('alert').getByText('The total changed to $16.94').waitFor();
    await expect.poll(() => payButton.textContent()).toBe('Pay $16.94');
    await expect
      .poll(() => totals.allTextContents())
      .toEqual(['$14.00', '−$2.80', '$3.50', '$2.24', '$16.94']);
    const uk = await pay();
    expect(uk.shown).toBe('Pay $16.94');
    expect(await charged(uk.orderId)).toBe(cents(uk.shown));
    const orders = (await admin('GET', '/orders?mode=test&status=Confirmed')).body.data;
    expect(orders.filter((order: any) => order.orderId === uk.orderId)).toMatchObject([
      { totals: { totalAmount: 16.94 }, shippingOption: { id: 'royal-mail' } },
    ]);
    expect(orders.filter((order: any) => order.orderId === california.orderId)).toMatchObject([
      { totals: { totalAmount: 39.12 }, shippingOption: { id: 'express' }, discountCode: 'HARBOR10' },
    ]);
    expect(errors).toEqual([]);
  }, 120_000);

  it('a shopper signs in by a national number, confirms an email, pays with a billing address of its own and sees both provinces; the next checkout starts filled in', async () => {
    expect((await regionalSettings()).status).toBe(200);
    const { page, errors } = await harness.newPage({ width: 390, height: 844 });
    await page.goto(shopPath('/'));
    // The demo store's default country reads the number as typed (docs/decisions.md §3.20).
    await signIn(page, '(415) 555-0177');
    await page.goto(shopPath(`/products/${mug.productId}`));
    await page.getByLabel('Blue').check();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('status').getByText('Added 1 × Harbor mug (Blue)').waitFor();
    await page.getByRole('link', { name: /^Cart/ }).click();
    await page.getByRole('button', { name: 'Check out' }).click();
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    const firstCheckout = page.url();

    // Every ISO country, the store's default one first and chosen; its states to choose from.
    const shipping = page.getByRole('group', { name: 'Shipping address' });
    await expect.poll(() => shipping.getByLabel('Country').locator('option').count()).toBeGreaterThan(240);
    expect(await shipping.getByLabel('Country').inputValue()).toBe('US');
    expect(await shipping.getByLabel('Country').locator('option').first().textContent()).toBe(
      'United States',
    );
    expect(await shipping.getByLabel('State or province').locator('option').allTextContents()).toContain(
      'California',
    );

    // A phone customer adds an email: confirmed by its code before paying.
    const payButton = page.getByRole('button', { name: /^Pay/ });
    await page.getByLabel('Email', { exact: true }).fill('grace@example.com');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Code sent to grace@example.com').fill('000000');
    expect(await payButton.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Confirm email' }).click();
    // The order carries the customer as its checkout saw them: the checkout starts again.
    await page.waitForURL((url) => url.href !== firstCheckout && url.pathname.includes('/checkout/'));
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe('grace@example.com');

    for (const [label, value] of Object.entries({
      'First name': 'Grace',
      'Last name': 'Hopper',
      Address: '1 Market St',
      City: 'San Francisco',
      'Postal code': '94103',
    }))
      await shipping.getByLabel(label, { exact: true }).fill(value);
    await shipping.getByLabel('State or province').selectOption('CA');
    await page.getByLabel('Billing address same as shipping').uncheck();
    const billing = page.getByRole('group', { name: 'Billing address' });
    for (const [label, value] of Object.entries({
      'First name': 'Grace',
      'Last name': 'Hopper',
      Address: '100 King St W',
      City: 'Toronto',
      'Postal code': 'M5X 1A9',
    }))
      await billing.getByLabel(label, { exact: true }).fill(value);
    await billing.getByLabel('Country').selectOption('CA');
    await billing.getByLabel('State or province').selectOption({ label: 'Ontario' });
    await page.getByText('Shipping (Standard)').waitFor();
    // 12.50 + 5.99 + 7.25 % of 12.50 (0.91): California's tax, from the shipping address.
    await expect.poll(() => payButton.textContent()).toBe('Pay $19.40');
    await checkPage(page, 'storefront-checkout-billing');
    await page.setViewportSize({ width: 1280, height: 900 });
    await checkPage(page, 'storefront-checkout-billing-1280');
    const shown = await payButton.textContent();
    await page.getByLabel('Visa 4242 (paid)').check();
    await payButton.click();
    await page.getByRole('heading', { name: 'Thank you for your order' }).waitFor();
    const orderId = new URL(page.url()).pathname.split('/').pop()!;
    expect(await charged(orderId)).toBe(cents(shown));
    await page
      .getByText('Shipping to Grace Hopper, 1 Market St, San Francisco CA 94103, United States.')
      .waitFor();
    await page
      .getByText('Billing address: Grace Hopper, 100 King St W, Toronto ON M5X 1A9, Canada.')
      .waitFor();

    const orders = (await admin('GET', '/orders?mode=test&status=Confirmed')).body.data;
    expect(orders.filter((order: any) => order.orderId === orderId)).toMatchObject([
      {
        totals: { totalAmount: 19.4 },
        customer: { email: 'grace@example.com', phone: '+14155550177' },
        shippingAddress: { province: 'CA', countryIsoCode: 'US' },
        billingAddress: { province: 'ON', countryIsoCode: 'CA', city: 'Toronto' },
      },
    ]);

    // The next checkout starts from the saved email, name and both addresses.
    await page.goto(shopPath(`/products/${mug.productId}`));
    await page.getByLabel('Blue').check();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('status').getByText('Added 1 × Harbor mug (Blue)').waitFor();
    await page.getByRole('link', { name: /^Cart/ }).click();
    await page.getByRole('button', { name: 'Check out' }).click();
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe('grace@example.com');
    expect(await shipping.getByLabel('First name').inputValue()).toBe('Grace');
    expect(await shipping.getByLabel('State or province').inputValue()).toBe('CA');
    expect(await page.getByLabel('Billing address same as shipping').isChecked()).toBe(false);
    expect(await billing.getByLabel('City').inputValue()).toBe('Toronto');
    await expect.poll(() => billing.getByLabel('State or province').inputValue()).toBe('ON');
    await expect.poll(() => payButton.textContent()).toBe('Pay $19.40');
    expect(errors).toEqual([]);
  }, 120_000);

  it("a store made a minute ago opens its shop with no key pasted: npm run dev gives the page the store's publishable key", async () => {
    const store = (await harness.dev.admin('store', 'create', '--name', 'Fresh Goods')) as {
      storeId: string;
    };
    const secretKey = (
      (await harness.dev.admin(
        'key',
        'create',
        '--store',
        store.storeId,
        '--type',
        'secret',
        '--mode',
        'test',
      )) as { key: string }
    ).key;
    const synced = await call('POST', '/api/v1/products/sync', {
      headers: { 'x-api-key': secretKey },
      body: {
        products: [
          {
            externalId: 'fresh-kettle',
            title: 'Fresh kettle',
            variants: [
              { externalVariantId: 'fresh-kettle-1', title: 'Steel', price: 30, inventoryQuantity: 4 },
            ],
          },
        ],
      },
    });
    expect(synced.status, JSON.stringify(synced.body)).toBe(200);

    const { page, errors } = await harness.newPage({ width: 390, height: 844 });
    await page.goto(`/storefront/${store.storeId}/`);
    await page.getByRole('heading', { name: 'All products' }).waitFor();
    await page.getByRole('link', { name: 'Fresh kettle' }).waitFor();
    await page.getByRole('link', { name: 'Fresh Goods' }).waitFor();
    expect(errors).toEqual([]);

    // The store's first visit made it a test-mode publishable key; later visits get the same one.
    const config = async (query: string) => {
      const response = await fetch(`${harness.dev.baseUrl}/storefront/config.json?${query}`);
      return { status: response.status, body: response.ok ? ((await response.json()) as any) : null };
    };
    const first = await config(`store=${store.storeId}`);
    expect(first.body.publishableKey).toMatch(/^pk_test_/);
    expect(await config(`store=${store.storeId}`)).toEqual(first);
    const keys = (await harness.dev.admin('key', 'list', '--store', store.storeId)) as any[];
    expect(keys.map((key) => `${key.type} ${key.mode}`).sort()).toEqual(['publishable test', 'secret test']);
    expect(keys.find((key) => key.type === 'publishable').key).toBe(first.body.publishableKey);
    // No live key is made unasked; no store, no key.
    expect((await config(`store=${store.storeId}&mode=live`)).status).toBe(404);
    expect((await config('store=00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await config('store=not-a-store')).status).toBe(404);
  }, 60_000);

  it('serves the shop with a CSP that allows scripts from itself and Stripe only', async () => {
    const response = await fetch(`${harness.dev.baseUrl}${shopPath('/cart')}`);
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' https://js.stripe.com;");
    expect(csp).toContain("frame-ancestors 'none'");
    const html = await response.text();
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const config = await fetch(`${harness.dev.baseUrl}/storefront/config.json?store=${harness.dev.storeId}`);
    expect(await config.json()).toEqual({
      apiBaseUrl: '',
      publishableKey: harness.dev.publishableKey,
      stripePublishableKey: null,
    });
    const other = await fetch(
      `${harness.dev.baseUrl}/storefront/config.json?store=00000000-0000-4000-8000-000000000000`,
    );
    expect(other.status).toBe(404);
    // Its script comes compressed, as CloudFront serves it (docs/decisions.md §13.9).
    const script = /src="(\/storefront\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    const plain = await rawGet(script, undefined);
    const brotli = await rawGet(script, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotli.length).toBeLessThan(plain.length / 2);
    // Fast on a phone: what a first visit downloads stays under its budget (docs/decisions.md §13.3).
    expect((await benchStorefront()).firstLoadJsGzipKb).toBeLessThan(STOREFRONT_FIRST_LOAD_JS_TARGET_KB);
    expect(harness.dev.output()).toContain(`Storefront (demo store): ${harness.dev.baseUrl}${shopPath('/')}`);
  });
});
