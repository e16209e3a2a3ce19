/* eslint-disable @typescript-eslint/no-explicit-any -- reads of the documented response shapes */
import type { Locator, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkPage, eventually } from '../support/browser.ts';
import {
  ADDRESS,
  cents,
  checkOutMug,
  signInShopper,
  useStorefrontShop,
  PHONE_VIEWPORT,
} from '../support/storefront-shop.ts';

/**
 * The reference storefront's checkout (docs/decisions.md §13.8, §13.10) in Chromium against
 * `npm run dev`: the Pay button says what is charged (codes, shipping options, regional tax, a
 * total changed before paying), billing addresses of their own, the saved details filled in.
 */
const shop = useStorefrontShop();
const { admin, charged, regionalSettings, shopPath } = shop;

/** The shopper's cart, as the storefront reads it (GET). */
const CART_READ = /\/api\/v1\/sdk\/cart\/[^/]+$/;

/** A field shows `value` (saved details fill the form when they arrive, after the page shows). */
const shows = (field: Locator, value: string) => expect.poll(() => field.inputValue()).toBe(value);

describe('the reference storefront: checkout', () => {
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

    await shop.shopper(PHONE_VIEWPORT, async ({ page, errors }) => {
      // Another shopper: the first one's cart still holds the sold-out shop.lamp.
      await signInShopper(page, { phone: '+14155550124' });
      const checkOut = (variant: 'Blue' | 'Green', quantity: number) =>
        checkOutMug(page, shopPath, shop.mug.productId, { variant, quantity, code: 'HARBOR10' });
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
    });
  }, 120_000);

  it('a shopper signs in by a national number, confirms an email, pays with a billing address of its own and sees both provinces; the next checkout starts filled in', async () => {
    expect((await regionalSettings()).status).toBe(200);
    await shop.shopper(PHONE_VIEWPORT, async ({ page, errors }) => {
      // The demo store's default country reads the number as typed (docs/decisions.md §3.20).
      await signInShopper(page, { phone: '(415) 555-0177' });
      await checkOutMug(page, shopPath, shop.mug.productId);
      const firstCheckout = page.url();

      // Every ISO country, the store's default one first and chosen; its states to choose from.
      const shipping = page.getByRole('group', { name: 'Shipping address' });
      await expect.poll(() => shipping.getByLabel('Country').locator('option').count()).toBeGreaterThan(240);
      await shows(shipping.getByLabel('Country'), 'US');
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

      // The next checkout starts from the saved email, name and both addresses (filled in as
      // they arrive).
      await checkOutMug(page, shopPath, shop.mug.productId);
      await shows(page.getByLabel('Email', { exact: true }), 'grace@example.com');
      await shows(shipping.getByLabel('First name'), 'Grace');
      await shows(shipping.getByLabel('State or province'), 'CA');
      await expect.poll(() => page.getByLabel('Billing address same as shipping').isChecked()).toBe(false);
      await shows(billing.getByLabel('City'), 'Toronto');
      await shows(billing.getByLabel('State or province'), 'ON');
      await expect.poll(() => payButton.textContent()).toBe('Pay $19.40');
      expect(errors).toEqual([]);
    });
  }, 120_000);

  it('the checkout opens on the cart while the saved details are slow and keeps what the shopper typed; a late cart read never ends it; an unreadable cart says so', async () => {
    await shop.shopper(PHONE_VIEWPORT, async ({ page, errors }) => {
      await signInShopper(page, { phone: '+14155550166' });
      await page.goto(shopPath(`/products/${shop.mug.productId}`));
      await page.getByLabel('Blue').check();
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await page.getByRole('status').getByText('Added 1 × Harbor mug (Blue)').waitFor();

      // Held answers, as a busy shop gives them: the cart page's own read of the cart (answered
      // only after Check out started the checkout) and the profile the checkout fills in from.
      const held: Array<() => void> = [];
      const hold = async (route: Route) => {
        const response = await route.fetch();
        await new Promise<void>((release) => held.push(release));
        await route.fulfill({ response }).catch(() => undefined);
      };
      let cartReads = 0;
      await page.route(CART_READ, (route) =>
        route.request().method() === 'GET' && ++cartReads === 1 ? hold(route) : route.continue(),
      );
      await page.route(/\/api\/v1\/sdk\/customers\/store\/[^/]+\/me$/, hold);
      await page.getByRole('link', { name: /^Cart/ }).click();
      await eventually(() => held.length).toBe(1);
      await page.getByRole('button', { name: 'Check out' }).click();
      await page.getByRole('heading', { name: 'Checkout' }).waitFor();
      await page.getByText('Filling in your saved details…').waitFor();
      await page.getByLabel('First name', { exact: true }).fill('Typed');
      await eventually(() => held.length).toBe(2);
      // The old cart (no checkout yet) arrives last: the checkout stays; then the profile.
      const oldCartRead = page.waitForEvent(
        'requestfinished',
        (request) => request.method() === 'GET' && CART_READ.test(new URL(request.url()).pathname),
      );
      held[0]!();
      await oldCartRead;
      held[1]!();
      await expect.poll(() => page.getByText('Filling in your saved details…').count()).toBe(0);
      expect(await page.getByText('This checkout has ended').count()).toBe(0);
      await shows(page.getByLabel('First name', { exact: true }), 'Typed');
      await page.unrouteAll({ behavior: 'ignoreErrors' });

      // A cart that cannot be read says so and offers to try again, instead of 'Loading…'.
      let refused = true;
      await page.route(CART_READ, (route) =>
        refused
          ? route.fulfill({
              status: 400,
              contentType: 'application/json',
              body: JSON.stringify({ success: false, errorCode: 'INVALID_REQUEST', message: 'Refused here' }),
            })
          : route.continue(),
      );
      await page.reload();
      await page.getByRole('alert').getByText('Your cart could not be loaded. Refused here').waitFor();
      refused = false;
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('heading', { name: 'Checkout' }).waitFor();
      await page.getByLabel('Visa 4242 (paid)').waitFor();
      expect(errors).toEqual([]);
    });
  }, 60_000);
});
