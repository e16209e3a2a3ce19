/* eslint-disable @typescript-eslint/no-explicit-any -- reads of the documented response shapes */
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { memberToken } from '../support/dev-server.ts';
import { SCREENSHOT_DIR, axeViolations, useDashboardBrowser } from '../support/browser.ts';
import { waitFor } from '../support/wait.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';

/**
 * Every dashboard page with data in it (an order, a customer, a cart, a discount, a webhook
 * endpoint with deliveries, an invitation, audit entries), in Chromium against `npm run dev`:
 * at 390 px nothing is wider than the window and nothing scrolls sideways inside its card (lists
 * become cards, docs/decisions.md §7.23), and short codes stay on one line; at 390 and 1280 px
 * axe finds nothing, whatever the impact (moderate rules such as `region` included).
 */
let receiver: WebhookReceiver;
// Started before the dev server (hooks run in order), which must trust the receiver's certificate.
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver?.close());
const harness = useDashboardBrowser({
  devServer: () => ({
    env: { NODE_EXTRA_CA_CERTS: receiver.caPemPath, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' },
  }),
});

const send = async (
  method: string,
  path: string,
  body?: unknown,
  auth: { key?: string; token?: string } = { key: harness.dev.secretKey },
) => {
  const response = await fetch(new URL(path, harness.dev.baseUrl), {
    method,
    headers: {
      ...(auth.key ? { 'x-api-key': auth.key } : {}),
      ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const parsed = (await response.json()) as { data: any };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(parsed)}`);
  return parsed.data;
};

const address = {
  firstName: 'Bartholomew',
  lastName: 'Featherstonehaugh-Montgomery',
  company: 'Featherstonehaugh Supplies International',
  address1: '1234 Extraordinarily Long Boulevard Name',
  address2: 'Apartment 56789',
  city: 'Arlington',
  province: 'VA',
  country: 'United States',
  countryIsoCode: 'US',
  postalCode: '22202',
  phone: '+17035550100',
};

/** The seeded customer's (no name: the customer page's heading is the phone). */
const CUSTOMER_PHONE = '+14155550142';

/** Ids of the records the detail pages open. */
type Seeded = { orderId: string; customerId: string; productId: string; webhookId: string; eventId: string };
let seeded: Seeded;

/** One of everything a page lists, made through the APIs as a store's server and its owner would. */
const seed = async (): Promise<Seeded> => {
  const { storeId } = harness.dev;
  const token = await memberToken(harness.dev, `every-page-${Date.now()}@example.com`, 'owner');
  const admin = `/api/v1/admin/stores/${storeId}`;
  const webhook = await send(
    'POST',
    `${admin}/webhooks?mode=test`,
    {
      url: `${receiver.url}/every-page/with/a/rather/long/path/for/a/narrow/screen`,
      events: ['order.created', 'order.confirmed', 'customer.created', 'cart.created'],
      description: 'Fulfilment system with a long description',
    },
    { token },
  );
  await send(
    'POST',
    `${admin}/discounts?mode=test`,
    {
      code: 'WELCOME-BACK-2026',
      type: 'percentage',
      value: 15,
      usageLimit: 100,
      // Scheduled and limited: the list's longest cells (dates, scope) must fit too.
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
      endsAt: new Date(Date.now() + 8 * 86_400_000).toISOString(),
      appliesTo: { categories: ['Lighting'], productIds: null },
    },
    { token },
  );
  await send(
    'POST',
    `${admin}/members`,
    { email: `invitee-${Date.now()}@example.com`, role: 'viewer' },
    { token },
  );

  const synced = await send('POST', '/api/v1/products/sync', {
    products: [
      {
        externalId: 'every-page-lamp',
        title: 'Harbor lamp with a rather long product title',
        category: 'Lighting',
        variants: [
          {
            externalVariantId: 'every-page-lamp-1',
            title: 'Brass',
            sku: 'LAMP-BRASS-0001',
            price: 1234.5,
            inventoryQuantity: 50,
          },
        ],
      },
    ],
  });
  const product = synced.products[0];
  const variantId = product.variants[0].variantId as string;
  const phone = CUSTOMER_PHONE;
  const sdk = { key: harness.dev.publishableKey };
  await send('POST', `/api/v1/sdk/auth/store/${storeId}/otp`, { phone }, sdk);
  const verified = await send(
    'POST',
    `/api/v1/sdk/auth/store/${storeId}/verify`,
    { phone, code: '000000' },
    sdk,
  );
  const customerId = verified.customer.customerId as string;
  // A cart left open (Carts) and an order placed and paid (Orders, Customers, Events).
  await send(
    'POST',
    `/api/v1/sdk/cart/store/${storeId}/item`,
    { productVariantId: variantId, quantity: 2 },
    { ...sdk, token: verified.token },
  );
  const order = await send('POST', '/api/v1/orders', {
    customerId,
    items: [{ productVariantId: variantId, quantity: 3 }],
    shippingAddress: address,
    billingAddress: address,
    paymentMethod: { method: 'card', display: 'Visa ending in 1111', last4: '1111', brand: 'visa' },
  });
  await send('PUT', `/api/v1/orders/${order.orderId}/status`, { status: 'confirmed' });
  // The endpoint's log has its deliveries before the pages are opened.
  await waitFor(
    async () =>
      (await send('GET', `${admin}/webhooks/${webhook.id}/deliveries?mode=test`, undefined, { token }))
        .length > 0,
    { what: 'a delivery in the endpoint log' },
  );
  const events = await send('GET', `${admin}/events?mode=test&limit=1`, undefined, { token });
  return {
    orderId: order.orderId,
    customerId,
    productId: product.productId,
    webhookId: webhook.id,
    eventId: events[0].eventId,
  };
};

/** Every page inside a store: its path under `/stores/<id>/test/` and its level-1 heading. */
const storePages = (ids: Seeded): Array<[path: string, heading: string | RegExp]> => [
  ['', 'Home'],
  ['orders', 'Orders'],
  [`orders/${ids.orderId}`, /^Order /],
  [`orders/${ids.orderId}/packing-slip`, 'Packing slip'],
  ['carts', 'Carts'],
  ['customers', 'Customers'],
  [`customers/${ids.customerId}`, CUSTOMER_PHONE],
  ['products', 'Products'],
  ['products/new', 'New product'],
  [`products/${ids.productId}`, 'Harbor lamp with a rather long product title'],
  ['discounts', 'Discounts'],
  ['developers/api-keys', 'API keys'],
  ['developers/webhooks', 'Webhooks'],
  [`developers/webhooks/${ids.webhookId}`, 'Webhook endpoint'],
  ['developers/events', 'Events'],
  [`developers/events/${ids.eventId}`, 'Event'],
  ['settings/store', 'Store settings'],
  ['settings/tax', 'Tax'],
  ['settings/shipping', 'Shipping'],
  ['settings/payments', 'Payments'],
  ['settings/team', 'Team'],
  ['settings/audit-log', 'Audit log'],
];

/**
 * Opens a store page inside the running app (a history push the router follows, as a link does),
 * not by reloading it: one sign-in for the whole tour.
 */
const open = async (page: Page, path: string, heading: string | RegExp) => {
  const url = `/dashboard/stores/${harness.dev.storeId}/test/${path}`;
  await page.evaluate((to) => {
    const window = globalThis as any;
    window.history.pushState({}, '', to);
    window.dispatchEvent(new window.PopStateEvent('popstate'));
  }, url);
  // Exact: the page left behind may still show its heading for a moment ("Orders" for "Order 1001").
  await page.getByRole('heading', { name: heading, level: 1, exact: true }).first().waitFor();
  // Every section of the page done loading (Team has two: members and pending invitations).
  await expect.poll(() => page.getByRole('status').filter({ hasText: 'Loading' }).count()).toBe(0);
};

/**
 * What does not fit the window sideways: elements whose box passes its right edge, and boxes
 * that scroll sideways (a table in a scrolling card). A `code` that would fit on one line but
 * is broken over two is reported too.
 */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const doc = (globalThis as any).document;
    const width = doc.documentElement.clientWidth;
    const name = (element: any) =>
      `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ').join('.')}` : ''} "${String(element.textContent).trim().slice(0, 40)}"`;
    const found: string[] = [];
    // One line per culprit: the contents of an element already reported are not listed again.
    const reported = new Set<unknown>();
    const report = (element: any, what: string) => {
      reported.add(element);
      if (!reported.has(element.parentElement)) found.push(`${name(element)} ${what}`);
    };
    if (doc.documentElement.scrollWidth > width)
      found.push(`page scrolls sideways: ${doc.documentElement.scrollWidth} > ${width}`);
    for (const element of doc.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (element.closest('.visually-hidden, dialog:not([open])')) continue;
      if (box.right > width + 0.5) report(element, `ends at ${Math.round(box.right)} > ${width}`);
      // Inside a list shown as cards, nothing passes its card's edge.
      const card = element.parentElement?.closest(
        '.narrow-cards tbody tr, .narrow-cards tbody.product-group',
      );
      if (card && box.right > card.getBoundingClientRect().right + 0.5)
        report(
          element,
          `passes its card's edge by ${Math.round(box.right - card.getBoundingClientRect().right)} px`,
        );
      const style = (globalThis as any).getComputedStyle(element);
      if (
        ['auto', 'scroll'].includes(style.overflowX) &&
        element.scrollWidth > element.clientWidth + 1 &&
        element.tagName !== 'PRE'
      )
        report(element, `scrolls sideways: ${element.scrollWidth} > ${element.clientWidth}`);
      if (element.tagName === 'CODE' && element.textContent.length <= 30) {
        // Lines, not rects: one line may hold several rects (a fallback font for "…").
        const rects = [...element.getClientRects()].sort((a: any, b: any) => a.top - b.top);
        const lines = rects.filter(
          (rect: any, index) => index === 0 || rect.top >= rects[index - 1].bottom - 2,
        );
        if (lines.length > 1) report(element, `wraps over ${lines.length} lines`);
      }
    }
    return found;
  });

beforeAll(async () => {
  seeded = await seed();
}, 60_000);

/** The accept link of the latest invitation email, as `npm run dev` appends it to DATA_DIR/emails.jsonl. */
const invitationLink = async () => {
  const text = await readFile(join(harness.dev.dataDir, 'emails.jsonl'), 'utf8');
  const links = text
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { link: string | null }).link)
    .filter((link) => link?.includes('/invitations/'));
  return new URL(links.at(-1)!).pathname;
};

/**
 * Opens every page at `viewport` and collects, per page, what does not fit the window sideways
 * and what axe finds (every impact); a screenshot of each page goes to
 * test-results/dashboard/ for a person to look at.
 */
const everyPage = async (viewport: { width: number; height: number }) => {
  const { context, page, errors } = await harness.signedInPage({ viewport });
  const problems: Record<string, unknown[]> = {};
  const check = async (name: string) => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({
      path: join(SCREENSHOT_DIR, `every-page-${viewport.width}-${name.replace(/\W+/g, '-')}.png`),
      fullPage: true,
    });
    const found = [...(await sidewaysOverflow(page)), ...(await axeViolations(page, { every: true }))];
    if (found.length) problems[name] = found.slice(0, 8);
  };
  for (const [path, heading] of storePages(seeded)) {
    await open(page, path, heading);
    await check(path || 'home');
  }
  // The endpoint page with a delivery's attempts opened under it.
  await open(page, `developers/webhooks/${seeded.webhookId}`, 'Webhook endpoint');
  await page.getByRole('button', { name: 'Attempts' }).first().click();
  await page.locator('table.attempts').waitFor();
  await check('webhook attempts');
  // The discount dialog with its product and category picker.
  await open(page, 'discounts', 'Discounts');
  await page.getByRole('button', { name: 'Create code' }).click();
  await page.getByRole('dialog').getByLabel('Some products or categories').check();
  await page.getByRole('dialog').getByRole('checkbox', { name: 'Lighting' }).waitFor();
  await check('discount dialog');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  // An invitation, as its link opens (here for someone else's email).
  await page.goto(await invitationLink(), { waitUntil: 'commit' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await expect.poll(() => page.getByRole('status').filter({ hasText: 'Loading' }).count()).toBe(0);
  await check('invitation');
  await context.close();
  return { problems, errors };
};

describe('every dashboard page', () => {
  it('at 390 px: nothing is wider than the window or its card, codes stay whole, axe finds nothing', async () => {
    const { problems, errors } = await everyPage({ width: 390, height: 844 });
    expect(problems).toEqual({});
    expect(errors).toEqual([]);
  }, 180_000);

  it('at 1280 px: nothing is wider than the window, codes stay whole, axe finds nothing', async () => {
    const { problems, errors } = await everyPage({ width: 1280, height: 900 });
    expect(problems).toEqual({});
    expect(errors).toEqual([]);
  }, 180_000);

  it("the storefront's test-mode banner sits inside a landmark (axe region) at both widths", async () => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 900 },
    ]) {
      const { context, page } = await harness.newPage(viewport);
      await page.goto(`/storefront/${harness.dev.storeId}/`);
      await page.getByText('Test mode: no real payments are taken.').waitFor();
      await page.getByRole('heading', { name: 'All products' }).waitFor();
      const region = (await axeViolations(page, { every: true })).filter(
        (violation) => violation.id === 'region',
      );
      expect(region, `${viewport.width} px`).toEqual([]);
      await context.close();
    }
  });

  it('the axe check itself finds what it should, and looks again after the page changes', async () => {
    const { context, page } = await harness.newPage({ width: 390, height: 844 });
    await page.setContent('<html><body><img src="x.png"><button></button></body></html>');
    const found = (await axeViolations(page, { every: true })).map((violation) => violation.id);
    expect(found).toEqual(expect.arrayContaining(['image-alt', 'button-name', 'html-has-lang']));
    await page.setContent(
      '<html lang="en"><head><title>Fine</title></head><body><main><h1>Fine</h1></main></body></html>',
    );
    expect(await axeViolations(page, { every: true })).toEqual([]);
    await context.close();
  });
});
