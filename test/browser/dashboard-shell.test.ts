import { describe, expect, it } from 'vitest';
import { checkPage, demoOwnerOf, eventually, signIn, useDashboardBrowser } from '../support/browser.ts';

/**
 * The dashboard on `npm run dev` in Chromium: sign-in through the login page (code + PKCE),
 * the frame every page shares (store switcher, create store, test/live switch, navigation,
 * sign-out), the security headers, and the narrow (375 px) layout.
 */
const harness = useDashboardBrowser();

describe('dashboard frame', { timeout: 90_000 }, () => {
  it('is served with a strict CSP and falls back to the app for deep links', async () => {
    const index = await fetch(`${harness.dev.baseUrl}/dashboard/stores/x/test/orders`);
    expect(index.status).toBe(200);
    const csp = index.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    const html = await index.text();
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/); // no inline script
    const config = (await (await fetch(`${harness.dev.baseUrl}/dashboard/config.json`)).json()) as {
      oidc: { authority: string };
    };
    expect(config.oidc.authority).toBe(`${harness.dev.baseUrl}/oidc`);
    expect((await fetch(`${harness.dev.baseUrl}/dashboard/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${harness.dev.baseUrl}/dashboard/..%2fpackage.json`)).status).not.toBe(200);
  });

  it('signs in through the login page, creates a store, switches mode and signs out', async () => {
    // Signed in here rather than by the harness: the listeners must see the sign-in too.
    const { context, page, errors } = await harness.newPage();
    page.on(
      'response',
      (response) => response.status() >= 400 && errors.push(`${response.status()} ${response.url()}`),
    );
    const owner = demoOwnerOf(harness.dev);
    await signIn(page, owner.email, owner.password);
    await eventually(() => page.url()).toMatch(/\/dashboard\/stores\/[^/]+\/test$/);
    await page.getByText('Viewing test data').waitFor();
    // Tokens stay out of localStorage.
    expect(await page.evaluate('JSON.stringify(localStorage)')).not.toMatch(/access_token|eyJ/);
    await checkPage(page, 'home');

    await page.getByRole('button', { name: 'Create store' }).click();
    await page.getByLabel('Store name').fill('Browser Test Shop');
    await page.getByRole('dialog').getByRole('button', { name: 'Create store' }).click();
    await eventually(() =>
      page.getByRole('combobox', { name: 'Store' }).locator('option:checked').textContent(),
    ).toBe('Browser Test Shop');
    // The header links to the store's own shop, which opens with no key to paste (docs/decisions.md §13.2).
    const newStoreId = /\/stores\/([^/]+)\//.exec(new URL(page.url()).pathname + '/')![1]!;
    expect(await page.getByRole('link', { name: 'View shop' }).getAttribute('href')).toBe(
      `/storefront/${newStoreId}/?mode=test`,
    );
    const [shop] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'View shop' }).click(),
    ]);
    await shop.getByRole('heading', { name: 'All products' }).waitFor();
    await shop.getByText('No products match.').waitFor();
    await shop.getByRole('link', { name: 'Browser Test Shop' }).waitFor();
    await shop.close();

    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Orders' }).click();
    await page.getByRole('heading', { name: 'Orders' }).waitFor();
    await page.getByRole('button', { name: 'Live', exact: true }).click();
    await eventually(() => page.url()).toMatch(/\/live\/orders$/);
    await eventually(() => page.getByText('Viewing test data').count()).toBe(0);
    await page.getByRole('button', { name: 'Test' }).click();
    await page.getByText('Viewing test data').waitFor();

    // A deep link opened in a new tab of the same session needs no second sign-in.
    const deep = await context.newPage();
    await deep.goto(page.url(), { waitUntil: 'commit' });
    await deep
      .getByRole('heading', { name: 'Orders' })
      .waitFor()
      .catch(async (error: Error) => {
        await deep.screenshot({ path: '/tmp/deep.png' });
        throw new Error(`${error.message}\n${deep.url()}\n${await deep.content()}`);
      });
    await deep.close();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign out?' }).waitFor();
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    // Back at the dashboard, which has no session: the login page again.
    await page.waitForURL(/\/oidc\/interaction\//, { waitUntil: 'commit' });
    expect(
      await page.evaluate("Object.keys(sessionStorage).filter((key) => key.startsWith('oidc.user:'))"),
    ).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('an expired session signs in again in a pop-up and keeps the half-filled form', async () => {
    const { context, page } = await harness.signedInPage();
    // The API refuses the token once, as it does when the access token has expired.
    let refused = false;
    await page.route('**/api/v1/admin/stores', async (route) => {
      if (refused || route.request().method() !== 'POST') return route.continue();
      refused = true;
      await route.fulfill({
        status: 401,
        contentType: 'application/json',
        headers: { 'x-request-id': 'req-expired' },
        body: JSON.stringify({ success: false, message: 'Token expired', errorCode: 'TOKEN_EXPIRED' }),
      });
    });
    await page.getByRole('button', { name: 'Create store' }).click();
    await page.getByLabel('Store name').fill('Half-filled Store');
    await page
      .getByRole('dialog', { name: 'Create store' })
      .getByRole('button', { name: 'Create store' })
      .click();
    const expired = page.getByRole('dialog', { name: 'Your session has expired' });
    await expired.waitFor();
    await checkPage(page, 'session-expired');
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      expired.getByRole('button', { name: 'Sign in again' }).click(),
    ]);
    // The provider still knows the owner: the pop-up comes back with a code and closes itself.
    await popup.waitForEvent('close', { timeout: 30_000 });
    await expired.waitFor({ state: 'hidden' });
    const form = page.getByRole('dialog', { name: 'Create store' });
    expect(await form.getByLabel('Store name').inputValue()).toBe('Half-filled Store');
    await form.getByRole('button', { name: 'Create store' }).click();
    await eventually(() =>
      page.getByRole('combobox', { name: 'Store' }).locator('option:checked').textContent(),
    ).toBe('Half-filled Store');
    await context.close();
  }, 90_000);

  it("shows the store's test clock in test mode, and advances it an hour", async () => {
    const { context, page } = await harness.signedInPage();
    const clock = page.getByRole('region', { name: 'Test clock' });
    await clock.getByText(/real time|ahead/).waitFor();
    await clock.getByRole('button', { name: 'Advance 1 hour' }).click();
    await eventually(() => clock.textContent()).toMatch(/1 hour ahead|1 day/);
    await eventually(() => clock.getByRole('button', { name: 'Advance 1 day' }).isEnabled()).toBe(true);
    await checkPage(page, 'test-clock');
    await page.getByRole('button', { name: 'Live', exact: true }).click();
    await eventually(() => page.getByRole('region', { name: 'Test clock' }).count()).toBe(0);
    await context.close();
  });

  it('works at 375 px: the navigation folds behind a menu button', async () => {
    const { context, page } = await harness.signedInPage({ viewport: { width: 375, height: 800 } });
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    expect(await nav.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menu' }).click();
    await nav.getByRole('link', { name: 'Customers' }).click();
    await page.getByRole('heading', { name: 'Customers' }).waitFor();
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow).toBeLessThanOrEqual(0);
    await checkPage(page, 'narrow-customers');
    await context.close();
  });
});
