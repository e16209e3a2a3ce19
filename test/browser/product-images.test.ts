import { describe, expect, it } from 'vitest';
import { checkPage, eventually, useDashboardBrowser } from '../support/browser.ts';

/**
 * Product images end to end in Chromium against `npm run dev` (docs/decisions.md §3.23): an owner
 * uploads two images on the product page (the form the API signs, posted to the dev server's
 * stand-in for S3, then confirmed), moves the second first, and the storefront shows them: the
 * first as the list thumbnail and the large image, both in the product page's gallery.
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
  it('an owner uploads two images and reorders them; the storefront shows them', async () => {
    const title = `Gallery Vase ${process.pid}`;
    const synced = await fetch(`${harness.dev.baseUrl}/api/v1/products/sync`, {
      method: 'POST',
      headers: { 'X-API-Key': harness.dev.secretKey, 'content-type': 'application/json' },
      body: JSON.stringify({
        products: [
          {
            externalId: `vase-${process.pid}`,
            title,
            variants: [
              { externalVariantId: `vase-${process.pid}-1`, title: 'Tall', price: 40, inventoryQuantity: 5 },
            ],
          },
        ],
      }),
    });
    const productId = ((await synced.json()) as Json).data.products[0].productId as string;

    const { context, page, errors } = await harness.signedInPage({
      path: `/dashboard/stores/${harness.dev.storeId}/test/products/${productId}`,
    });
    await page.getByRole('heading', { name: 'Images' }).waitFor();
    await page.getByLabel('Add images').setInputFiles([
      { name: 'red.png', mimeType: 'image/png', buffer: RED },
      { name: 'blue.png', mimeType: 'image/png', buffer: BLUE },
    ]);
    await page.getByRole('img', { name: `${title}, image 2` }).waitFor();
    await eventually(async () => (await imagesOf(productId)).length).toBe(2);
    const [red, blue] = await imagesOf(productId);
    // Served by the dev server and decoded by the browser.
    await eventually(() =>
      page
        .getByRole('img', { name: `${title}, image 1` })
        .evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
    ).toBe(1);
    await checkPage(page, 'product-images');

    await page.getByRole('button', { name: 'Move image 2 earlier' }).click();
    await eventually(async () => (await imagesOf(productId)).map((image) => image.imageId)).toEqual([
      blue!.imageId,
      red!.imageId,
    ]);
    expect(errors).toEqual([]);
    await context.close();

    // The storefront: the list thumbnail is the first image; the product page shows both.
    const shopper = await harness.newPage({ width: 390, height: 844 });
    await shopper.page.goto(`${harness.dev.baseUrl}/storefront/${harness.dev.storeId}/`);
    await shopper.page.getByLabel('Search products').fill('gallery vase');
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
