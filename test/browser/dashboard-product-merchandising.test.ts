import { describe, expect, it } from 'vitest';
import { checkPage, eventually, PHONE, useDashboardBrowser } from '../support/browser.ts';

/**
 * The product form in Chromium against `npm run dev`: tags, a compare-at price, a barcode and a
 * weight are saved and edited, and the API answers them as entered; options (size x colour)
 * generate the variants, in order, each editable before the product is made; the test catalog is
 * copied to live after a preview (at 1280 and at 390 px), and a second copy updates rather than
 * duplicates.
 */
const harness = useDashboardBrowser();

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const productOf = async (productId: string): Promise<Json> => {
  const response = await fetch(`${harness.dev.baseUrl}/api/v1/products/${productId}`, {
    headers: { 'X-API-Key': harness.dev.secretKey },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Json }).data;
};

describe('dashboard product form', () => {
  it('saves tags, compare-at price, barcode and weight, and edits them', async () => {
    const title = `Weighed Teapot ${process.pid}`;
    const { context, page, errors } = await harness.signedInPage({
      path: `/dashboard/stores/${harness.dev.storeId}/test/products/new`,
    });
    await page.getByRole('heading', { name: 'New product' }).waitFor();
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Tags').fill('kitchen, gift, kitchen');
    const first = page.getByRole('group', { name: 'Variant 1' });
    await first.getByLabel('Variant title').fill('Large');
    await first.getByLabel('Price', { exact: true }).fill('30');
    await first.getByLabel('Compare-at price').fill('40');
    await first.getByLabel('Barcode').fill('4006381333931');
    await first.getByLabel('Weight', { exact: true }).fill('1.2');
    await first.getByLabel('Weight unit').selectOption('kg');
    await first.getByLabel('Stock').fill('4');
    await checkPage(page, 'product-new-merchandising');
    await page.getByRole('button', { name: 'Create product' }).click();

    await page.getByRole('heading', { name: title }).waitFor();
    await eventually(() => page.url()).toMatch(/\/test\/products\/[0-9a-f-]{36}$/);
    const productId = page.url().split('/').pop()!;
    await page.getByText('kitchen, gift').waitFor();
    await page.getByLabel(/^was /).waitFor();
    const created = await productOf(productId);
    expect(created.tags).toEqual(['kitchen', 'gift']);
    expect(created.variants[0]).toMatchObject({
      price: 30,
      compareAtPrice: 40,
      barcode: '4006381333931',
      weight: { value: 1.2, unit: 'kg' },
    });

    // Edit the variant: the dialog starts from its values; a new weight, the compare-at price cleared.
    await page.getByRole('button', { name: 'Edit Large' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByLabel('Weight', { exact: true }).inputValue()).toBe('1.2');
    await dialog.getByLabel('Weight', { exact: true }).fill('40');
    await dialog.getByLabel('Weight unit').selectOption('oz');
    await dialog.getByLabel('Compare-at price').fill('');
    await dialog.getByRole('button', { name: 'Save variant' }).click();
    await eventually(async () => (await productOf(productId)).variants[0]).toMatchObject({
      compareAtPrice: null,
      barcode: '4006381333931',
      weight: { value: 40, unit: 'oz' },
    });

    // Edit the product's tags.
    await page.getByRole('button', { name: 'Edit product' }).click();
    await page.getByRole('dialog').getByLabel('Tags').fill('tea');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await eventually(async () => (await productOf(productId)).tags).toEqual(['tea']);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('generates the variants from options (size x colour), in order, each editable', async () => {
    const title = `Option Tee ${process.pid}`;
    const { context, page, errors } = await harness.signedInPage({
      path: `/dashboard/stores/${harness.dev.storeId}/test/products/new`,
    });
    await page.getByRole('heading', { name: 'New product' }).waitFor();
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByRole('button', { name: 'Add option' }).click();
    const size = page.getByRole('group', { name: 'Option 1' });
    await size.getByLabel('Option name').fill('Size');
    await size.getByLabel('Option values').fill('S, M, L');
    await page.getByRole('button', { name: 'Add option' }).click();
    const colour = page.getByRole('group', { name: 'Option 2' });
    await colour.getByLabel('Option name').fill('Colour');
    await colour.getByLabel('Option values').fill('Red, Blue');
    await page.getByText('6 variants from the options.').waitFor();
    const titles = () =>
      page
        .getByRole('group', { name: /^Variant \d+$/ })
        .getByLabel('Variant title')
        .evaluateAll((inputs) => inputs.map((input) => (input as unknown as { value: string }).value));
    expect(await titles()).toEqual(['S / Red', 'S / Blue', 'M / Red', 'M / Blue', 'L / Red', 'L / Blue']);

    // Edit M / Blue, then add a size: the edit stays with its combination.
    const mBlue = page.getByRole('group', { name: 'Variant 4' });
    await mBlue.getByLabel('SKU').fill(`TEE-M-BLUE-${process.pid}`);
    await mBlue.getByLabel('Price', { exact: true }).fill('22');
    await mBlue.getByLabel('Stock').fill('7');
    await size.getByLabel('Option values').fill('S, M, L, XL');
    await page.getByText('8 variants from the options.').waitFor();
    expect(await titles()).toEqual([
      'S / Red',
      'S / Blue',
      'M / Red',
      'M / Blue',
      'L / Red',
      'L / Blue',
      'XL / Red',
      'XL / Blue',
    ]);
    expect(await mBlue.getByLabel('SKU').inputValue()).toBe(`TEE-M-BLUE-${process.pid}`);
    for (let i = 1; i <= 8; i++) {
      if (i === 4) continue;
      await page
        .getByRole('group', { name: `Variant ${i}` })
        .getByLabel('Price', { exact: true })
        .fill('20');
    }
    await checkPage(page, 'product-new-options');

    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && /\/products\?/.test(request.url()),
    );
    await page.getByRole('button', { name: 'Create product' }).click();
    const body = (await sent).postDataJSON() as { variants: Array<{ title: string }> };
    expect(body.variants.map((variant) => variant.title)).toEqual(SIZE_BY_COLOUR);
    await page.getByRole('heading', { name: title }).waitFor();
    await eventually(() => page.url()).toMatch(/\/test\/products\/[0-9a-f-]{36}$/);
    const created = await productOf(page.url().split('/').pop()!);
    expect(created.variants).toHaveLength(8);
    expect(created.variants.find((variant: Json) => variant.title === 'M / Blue')).toMatchObject({
      sku: `TEE-M-BLUE-${process.pid}`,
      price: 22,
      inventoryQuantity: 7,
    });
    expect(created.variants.filter((variant: Json) => variant.price === 20)).toHaveLength(7);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('copies the test catalog to live after a preview at 1280 px; at 390 px a second copy makes the new product and updates the rest', async () => {
    const title = `Copied Vase ${process.pid}`;
    const sync = async (name: string, externalId: string) => {
      const synced = await fetch(`${harness.dev.baseUrl}/api/v1/products/sync`, {
        method: 'POST',
        headers: { 'X-API-Key': harness.dev.secretKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          products: [
            {
              externalId,
              title: name,
              variants: [
                { externalVariantId: `${externalId}-1`, title: 'Tall', price: 30, inventoryQuantity: 9 },
              ],
            },
          ],
        }),
      });
      expect(synced.status).toBe(200);
    };
    await sync(title, `vase-${process.pid}`);
    const { context, page, errors } = await harness.signedInPage({
      path: `/dashboard/stores/${harness.dev.storeId}/live/products`,
    });
    await page.getByText('No products yet').waitFor();
    await page.getByRole('button', { name: 'Copy catalog to live' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy catalog to live' });
    await dialog.getByText(/This makes \d+ live products? \(\d+ variants?\)/).waitFor();
    // Newest first: the product just synced leads the preview.
    await dialog.getByRole('list', { name: 'First products copied' }).getByText(title).waitFor();
    await checkPage(page, 'products-copy-preview');
    await dialog.getByRole('button', { name: 'Copy to live' }).click();
    await dialog.getByText(/Copied: \d+ products? made and 0 updated in live mode\./).waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('rowheader', { name: new RegExp(title) }).waitFor();

    // At 390 px, from test mode: a product synced since is made, the ones copied before are updated.
    const later = `Later Lamp ${process.pid}`;
    await sync(later, `lamp-${process.pid}`);
    await page.setViewportSize(PHONE);
    await page.goto(`/dashboard/stores/${harness.dev.storeId}/test/products`);
    await page.getByRole('button', { name: 'Copy catalog to live' }).click();
    await dialog
      .getByText(/This makes 1 live product \(1 variant\) and updates \d+ live products? copied before/)
      .waitFor();
    await dialog.getByRole('list', { name: 'First products copied' }).getByText(later).waitFor();
    await checkPage(page, 'products-copy-preview-390');
    await dialog.getByRole('button', { name: 'Copy to live' }).click();
    await dialog.getByText(/Copied: 1 product made and [1-9]\d* updated in live mode\./).waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.goto(`/dashboard/stores/${harness.dev.storeId}/live/products`);
    await page.getByRole('rowheader', { name: new RegExp(later) }).waitFor();
    await page.getByRole('rowheader', { name: new RegExp(title) }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

/** The variants of sizes S, M, L, XL by colours Red, Blue, in the order the form generates them. */
const SIZE_BY_COLOUR = ['S', 'M', 'L', 'XL'].flatMap((size) =>
  ['Red', 'Blue'].map((colour) => `${size} / ${colour}`),
);
