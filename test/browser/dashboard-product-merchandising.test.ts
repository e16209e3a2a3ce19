import { describe, expect, it } from 'vitest';
import { checkPage, eventually, useDashboardBrowser } from '../support/browser.ts';

/**
 * The product form's merchandising fields in Chromium against `npm run dev`: tags, a compare-at
 * price, a barcode and a weight are saved and edited, and the API answers them as entered.
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
});
