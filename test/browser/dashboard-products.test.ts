import { describe, expect, it } from 'vitest';
import { checkPage, eventually, useDashboardBrowser } from '../support/browser.ts';

/**
 * Products in Chromium against `npm run dev`: an owner creates a product with two variants,
 * changes one variant's stock and finds the product in the list, by title and by SKU; the storefront
 * catalog then shows it.
 */
const harness = useDashboardBrowser();

interface StorefrontProduct {
  title: string;
  variants: { title: string; available: boolean; availableQuantity: number | null }[];
}

describe('dashboard products', () => {
  it('an owner creates a product with two variants, adjusts stock and sees it in the list', async () => {
    const title = `Browser Mug ${process.pid}`;
    const { context, page, errors } = await harness.signedInPage({
      path: `/dashboard/stores/${harness.dev.storeId}/test/products`,
    });
    await page.getByRole('heading', { name: 'Products' }).waitFor();
    await page.getByRole('link', { name: 'New product' }).click();
    await page.getByRole('heading', { name: 'New product' }).waitFor();

    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Description').fill('Stoneware, 350 ml');
    await page.getByLabel('Category').fill('Kitchen');
    const first = page.getByRole('group', { name: 'Variant 1' });
    await first.getByLabel('Variant title').fill('Blue');
    await first.getByLabel('SKU').fill(`BMUG-B-${process.pid}`);
    await first.getByLabel('Price', { exact: true }).fill('12.50');
    await first.getByLabel('Stock').fill('3');
    await page.getByRole('button', { name: 'Add variant' }).click();
    const second = page.getByRole('group', { name: 'Variant 2' });
    await second.getByLabel('Variant title').fill('Red');
    await second.getByLabel('SKU').fill(`BMUG-R-${process.pid}`);
    await second.getByLabel('Price', { exact: true }).fill('12.50');
    await second.getByLabel('Stock').fill('10');
    await checkPage(page, 'product-new');
    await page.getByRole('button', { name: 'Create product' }).click();

    // The product page: both variants with their stock.
    await page.getByRole('heading', { name: title }).waitFor();
    await eventually(() => page.url()).toMatch(/\/test\/products\/[0-9a-f-]{36}$/);
    await page.getByRole('rowheader', { name: 'Blue' }).waitFor();
    await page.getByText('Low stock · 3').waitFor();
    await page.getByText('10 in stock').waitFor();
    await checkPage(page, 'product-detail');

    // Stock: add 5 to Blue, with a reason.
    await page.getByRole('button', { name: 'Change stock of Blue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change stock' });
    await dialog.getByLabel('Amount (negative takes away)').fill('5');
    await dialog.getByLabel('Reason (optional)').fill('Delivery arrived');
    await checkPage(page, 'product-stock');
    await dialog.getByRole('button', { name: 'Save stock' }).click();
    await page.getByText('8 in stock').waitFor();

    // The list shows it, found by the start of its title and by a SKU (the search index may lag a
    // change by a few seconds: the search is repeated until it answers).
    await page.getByRole('link', { name: '← Products' }).click();
    await page.getByRole('heading', { name: 'Products' }).waitFor();
    await page.getByRole('rowheader', { name: new RegExp(title) }).waitFor();
    const search = page.getByLabel('Title, tag or SKU');
    const finds = async (text: string) => {
      await search.fill(text);
      await page.getByRole('button', { name: 'Search' }).click();
      await page
        .getByRole('table')
        .or(page.getByText(/No product/))
        .first()
        .waitFor();
      return page.getByRole('rowheader', { name: new RegExp(title) }).count();
    };
    await expect.poll(() => finds(title.slice(0, 10).toLowerCase()), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => finds(`bmug-r-${process.pid}`), { timeout: 10_000 }).toBe(1);
    expect(await page.getByText('8 in stock').count()).toBe(1);
    await checkPage(page, 'products-search');

    // The storefront catalog (publishable key) shows the new product with both variants and the new stock.
    const catalog = await fetch(
      `${harness.dev.baseUrl}/api/v1/sdk/store/${harness.dev.storeId}/products?q=${encodeURIComponent(title)}`,
      { headers: { 'x-api-key': harness.dev.publishableKey } },
    );
    expect(catalog.status).toBe(200);
    const listed = ((await catalog.json()) as { data: StorefrontProduct[] }).data;
    expect(listed.map((p) => p.title)).toEqual([title]);
    expect(
      listed[0]!.variants
        .map((v) => ({
          title: v.title,
          available: v.available,
          quantity: v.availableQuantity,
        }))
        .sort((a, b) => a.title.localeCompare(b.title)),
    ).toEqual([
      { title: 'Blue', available: true, quantity: 8 },
      { title: 'Red', available: true, quantity: 10 },
    ]);

    expect(errors).toEqual([]);
    const productPath = new URL(
      await page
        .getByRole('link', { name: title })
        .first()
        .getAttribute('href')
        .then((href) => href!),
      harness.dev.baseUrl,
    ).pathname;
    await context.close();

    // A viewer sees the same product with no control that changes it.
    const viewer = { email: `catalog-viewer-${Date.now()}@example.com`, password: 'Viewer-password-1!' };
    await harness.dev.admin('owner', 'create', '--email', viewer.email, '--password', viewer.password);
    await harness.dev.admin(
      'member',
      'add',
      '--store',
      harness.dev.storeId,
      '--email',
      viewer.email,
      '--role',
      'viewer',
    );
    const viewing = await harness.signedInPage({ as: viewer, path: productPath });
    await viewing.page.getByRole('heading', { name: title }).waitFor();
    await viewing.page.getByText('8 in stock').waitFor();
    const main = viewing.page.locator('main');
    expect(await main.getByRole('button').count()).toBe(0);
    await viewing.page.getByRole('link', { name: '← Products' }).click();
    await viewing.page.getByRole('rowheader', { name: new RegExp(title) }).waitFor();
    expect(await viewing.page.getByRole('link', { name: 'New product' }).count()).toBe(0);
    await viewing.context.close();
  }, 120_000);
});
