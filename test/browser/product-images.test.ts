import { describe, expect, it } from 'vitest';
import { atBothWidths, checkPage, eventually, useDashboardBrowser } from '../support/browser.ts';

/**
 * Product images end to end in Chromium against `npm run dev` (docs/decisions.md §3.23), at 1280
 * and 390 px: an owner builds a product from two options (its four variants), uploads two images on
 * its page (the form the API signs, posted to the dev server's stand-in for S3, then confirmed),
 * moves the second first, and the storefront shows them: the first as the list thumbnail and the
 * large image, both in the product page's gallery.
 */
const harness = useDashboardBrowser();

// Two valid 1x1 PNGs of different colours (the browser decodes them: a broken image has no width).
const RED = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const BLUE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPj/HwADBwIAMCbHYQAAAABJRU5ErkJggg==',
  'base64',
);

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const imagesOf = async (
  productId: string,
): Promise<Array<{ imageId: string; url: string; position: number }>> => {
  const response = await fetch(
    `${harness.dev.baseUrl}/api/v1/sdk/store/${harness.dev.storeId}/products/${productId}`,
    {
      headers: { 'X-API-Key': harness.dev.publishableKey },
    },
  );
  return ((await response.json()) as { data: Json }).data.images;
};

describe('product images', () => {
  it('an owner builds a product from options (size x colour) with two images and reorders them, at 1280 and 390 px; the storefront shows them', async () => {
    const storeId = harness.dev.storeId;
    const { context, page, errors } = await harness.signedInPage({
      path: `/dashboard/stores/${storeId}/test/products`,
    });
    const made: Array<{ title: string; productId: string; red: Json; blue: Json }> = [];
    await atBothWidths(page, async ({ width }) => {
      const title = `Gallery Vase ${width} ${process.pid}`;
      await page.getByRole('link', { name: 'New product' }).click();
      await page.getByRole('heading', { name: 'New product' }).waitFor();
      await page.getByLabel('Title', { exact: true }).fill(title);
      for (const [n, name, values] of [
        [1, 'Size', 'Tall, Short'],
        [2, 'Colour', 'Red, Blue'],
      ] as const) {
        await page.getByRole('button', { name: 'Add option' }).click();
        const option = page.getByRole('group', { name: `Option ${n}` });
        await option.getByLabel('Option name').fill(name);
        await option.getByLabel('Option values').fill(values);
      }
      await page.getByText('4 variants from the options.').waitFor();
      for (let i = 1; i <= 4; i++)
        await page
          .getByRole('group', { name: `Variant ${i}` })
          .getByLabel('Price', { exact: true })
          .fill('40');
      // The form at 1280 px is checked with its option matrix in dashboard-product-merchandising.
      if (width !== 1280) await checkPage(page, `product-new-options-${width}`);
      await page.getByRole('button', { name: 'Create product' }).click();
      await page.getByRole('heading', { name: title }).waitFor();
      await eventually(() => page.url()).toMatch(/\/test\/products\/[0-9a-f-]{36}$/);
      const productId = page.url().split('/').pop()!;

      await page.getByRole('heading', { name: 'Images' }).waitFor();
      await page.getByLabel('Add images').setInputFiles([
        { name: 'red.png', mimeType: 'image/png', buffer: RED },
        { name: 'blue.png', mimeType: 'image/png', buffer: BLUE },
      ]);
      await page.getByRole('img', { name: `${title}, image 2` }).waitFor();
      await eventually(async () => (await imagesOf(productId)).length).toBe(2);
      const [red, blue] = await imagesOf(productId);
      made.push({ title, productId, red: red!, blue: blue! });
      await checkPage(page, `product-images-${width}`);
      // Served, decoded and reordered: proven once, at 1280 px.
      if (width !== 1280) return;
      await eventually(() =>
        page
          .getByRole('img', { name: `${title}, image 1` })
          .evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
      ).toBe(1);

      await page.getByRole('button', { name: 'Move image 2 earlier' }).click();
      await eventually(async () => (await imagesOf(productId)).map((image) => image.imageId)).toEqual([
        blue!.imageId,
        red!.imageId,
      ]);
      await page.getByRole('link', { name: '← Products' }).click();
      await page.getByRole('heading', { name: 'Products' }).waitFor();
    });
    expect(errors).toEqual([]);
    await context.close();

    // The storefront: the list thumbnail is the first image; the product page shows both.
    const [{ title, red, blue }] = made as [(typeof made)[number]];
    const shopper = await harness.newPage({ width: 390, height: 844 });
    await shopper.page.goto(`${harness.dev.baseUrl}/storefront/${harness.dev.storeId}/`);
    await shopper.page.getByLabel('Search products').fill(`gallery vase 1280`);
    await shopper.page.getByLabel('Search products').press('Enter');
    const card = shopper.page.getByRole('link', { name: title });
    await eventually(async () => {
      if ((await card.count()) === 0) {
        await shopper.page.getByLabel('Search products').press('Enter');
        return null;
      }
      return card.locator('img').getAttribute('src');
    }).toBe(blue!.url);
    await card.click();
    const large = shopper.page.getByRole('img', { name: `${title}, image 1 of 2` });
    await large.waitFor();
    expect(await large.getAttribute('src')).toBe(blue!.url);
    await shopper.page.getByRole('button', { name: 'Show image 2' }).click();
    expect(await shopper.page.getByRole('img', { name: `${title}, image 2 of 2` }).getAttribute('src')).toBe(
      red!.url,
    );
    await checkPage(shopper.page, 'storefront-product-gallery');
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  }, 120_000);
});
