/* eslint-disable @typescript-eslint/no-explicit-any -- reads of the documented response shapes */
import { basename } from 'node:path';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { checkPage, useDashboardBrowser, withPageReport } from './browser.ts';
import { patientDocumentClient, runDynamoEndpoint } from './dynamo.ts';
import { REGIONAL_SETTINGS } from './regional-settings.ts';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.ts';

/**
 * The set-up the reference storefront's browser files share (docs/decisions.md §13.7): one
 * `npm run dev` and one Chromium per file, the demo store branded (a light primary colour that
 * must still read: axe checks), a mug, a hoodie and a lamp synced, and with `webhooks` a receiver
 * the store's order events go to. Call it at the top of the file.
 */

export const PHONE = '+14155550123';
export const ADDRESS = {
  'First name': 'Ada',
  'Last name': 'Lovelace',
  Address: '1 Analytical Way',
  City: 'London',
  'Postal code': 'N1 9GU',
};
export const PHONE_VIEWPORT = { width: 390, height: 844 };
export const DESKTOP_VIEWPORT = { width: 1280, height: 900 };

type Product = { productId: string; variants: Record<string, string> };

export const useStorefrontShop = ({ webhooks = false }: { webhooks?: boolean } = {}) => {
  let receiver: WebhookReceiver | undefined;
  if (webhooks) {
    beforeAll(async () => {
      receiver = await startWebhookReceiver();
    });
    afterAll(() => receiver?.close());
  }
  const harness = useDashboardBrowser({
    devServer: () => {
      const env: Record<string, string> = {};
      if (receiver)
        Object.assign(env, {
          NODE_EXTRA_CA_CERTS: receiver.caPemPath,
          WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
        });
      return { env };
    },
  });

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

  const products: { mug?: Product; lamp?: Product } = {};
  let secretOfEndpoint = '';

  // The owner's token (the admin CLI, seconds to start), the webhook endpoint and the products are
  // set up side by side.
  const brand = async () => {
    ({ accessToken: ownerToken } = (await harness.dev.admin(
      'owner',
      'token',
      '--email',
      'owner@demo.local',
    )) as { accessToken: string });
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
  };
  const registerEndpoint = async () => {
    if (receiver) {
      const endpoint = await secret('POST', `/api/v1/sdk/stores/${harness.dev.storeId}/webhooks`, {
        url: receiver.url,
        events: ['order.created', 'order.confirmed'],
      });
      expect(endpoint.status).toBe(201);
      secretOfEndpoint = endpoint.body.data.secret;
      receiver.setSecrets(secretOfEndpoint);
    }
  };
  const syncProducts = async () => {
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
    products.mug = byTitle(mugRecord, ['Blue', 'Green']);
    products.lamp = byTitle(lampRecord, ['Brass']);
  };
  beforeAll(async () => {
    await Promise.all([brand(), registerEndpoint(), syncProducts()]);
  }, 60_000);

  const seeded = (product: Product | undefined) => {
    if (!product) throw new Error('The shop is not set up yet: use it inside a test');
    return product;
  };
  const shopPath = (path = '') => `/storefront/${harness.dev.storeId}${path}`;

  return {
    harness,
    call,
    secret,
    admin,
    shopPath,
    get mug() {
      return seeded(products.mug);
    },
    get lamp() {
      return seeded(products.lamp);
    },
    get receiver() {
      if (!receiver) throw new Error('useStorefrontShop({ webhooks: true }) starts the receiver');
      return receiver;
    },
    /** The secret the store's webhook endpoint signs with. */
    get secretOfEndpoint() {
      return secretOfEndpoint;
    },
    /** Each variant's available quantity, by title, as the storefront API reads it. */
    stock: async (productId: string) => {
      const product = await call('GET', `/api/v1/sdk/store/${harness.dev.storeId}/products/${productId}`, {
        headers: { 'x-api-key': harness.dev.publishableKey },
      });
      return Object.fromEntries(product.body.data.variants.map((v: any) => [v.title, v.availableQuantity]));
    },
    /** Regional shipping zones and tax rates (the US by default; regional-settings.ts). */
    regionalSettings: () =>
      call('PUT', `/api/v1/admin/stores/${harness.dev.storeId}`, {
        headers: { authorization: `Bearer ${ownerToken}` },
        body: { checkoutSettings: REGIONAL_SETTINGS },
      }),
    /** What the test provider charged for an order (its ledger item, keyed by the order id), in cents. */
    charged: async (orderId: string) => {
      const db = patientDocumentClient(runDynamoEndpoint());
      const { Item } = await db.send(
        new GetCommand({
          TableName: `e2e-${basename(harness.dev.dataDir)}`,
          Key: { pk: `TEST_CHARGE#${orderId}`, sk: 'CHARGE' },
        }),
      );
      return Item ? `${Item.amountMinor as number} ${Item.currency as string}` : 'nothing';
    },
    /**
     * A shopper's fresh browser profile at `viewport` on the shop's home page (or `at`), closed
     * after `flow`.
     * A failure of the flow says what the page showed (docs: browser.ts withPageReport).
     */
    shopper: async (
      viewport: { width: number; height: number },
      flow: (opened: { page: Page; errors: string[] }) => Promise<void>,
      { at = shopPath('/') }: { at?: string } = {},
    ) => {
      const opened = await harness.newPage(viewport);
      try {
        await withPageReport(opened.page, async () => {
          await opened.page.goto(at);
          await flow(opened);
        });
      } finally {
        await opened.context.close();
      }
    },
  };
};

/** A Pay button's or total's label (`Pay $39.12`) in cents, as the ledger has it. */
export const cents = (label: string | null) =>
  `${Math.round(Number(label!.replace(/[^0-9.]/g, '')) * 100)} USD`;

/** Signs in from the header's link: by text message to `phone`, or by a code sent to `email`. */
export const signInShopper = async (
  page: Page,
  { phone, email, check }: { phone?: string; email?: string; check?: string } = { phone: PHONE },
) => {
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByText('Use the code 000000').waitFor();
  if (check) await checkPage(page, check);
  if (email) {
    // Email is the first choice.
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('status').getByText(`We sent a code to ${email}`).waitFor();
  } else {
    await page.getByLabel('Text message').check();
    await page.getByLabel('Mobile number').fill(phone ?? PHONE);
    await page.getByRole('button', { name: 'Send code' }).click();
  }
  await page.getByLabel('Code').fill('000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Account' }).waitFor();
};

export const fillAddress = async (page: Page, address: Record<string, string> = ADDRESS, country = 'GB') => {
  for (const [label, value] of Object.entries(address))
    await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel('Country').selectOption(country);
};

/** Searches until the index (written a few seconds after a change at most) finds `title`. */
export const searchFinds = async (page: Page, q: string, title: string) =>
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

/** Adds `quantity` of a mug's variant from its product page, then opens the cart and checks out. */
export const checkOutMug = async (
  page: Page,
  shopPath: (path: string) => string,
  mugId: string,
  { variant = 'Blue', quantity = 1, code }: { variant?: string; quantity?: number; code?: string } = {},
) => {
  await page.goto(shopPath(`/products/${mugId}`));
  await page.getByLabel(variant).check();
  if (quantity !== 1) await page.getByLabel('Quantity').fill(String(quantity));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('status').getByText(`Added ${quantity} × Harbor mug (${variant})`).waitFor();
  await page.getByRole('link', { name: /^Cart/ }).click();
  if (code) {
    await page.getByLabel('Discount code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText(`Code ${code} applied.`).first().waitFor();
  }
  await page.getByRole('button', { name: 'Check out' }).click();
  await page.getByRole('heading', { name: 'Checkout' }).waitFor();
};
