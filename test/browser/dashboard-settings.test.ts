import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkPage, demoOwnerOf, eventually, useDashboardBrowser } from '../support/browser.ts';

/**
 * Developers > API keys and the Settings pages in Chromium against `npm run dev`: a key pair
 * made, its secret copied and revoked (and refused by the API); a viewer invited from Team, who
 * accepts the emailed link (DATA_DIR/emails.jsonl) and then sees no secret and no mutating button.
 */
const harness = useDashboardBrowser();

const withSecret = (key: string) =>
  fetch(`${harness.dev.baseUrl}/api/v1/sdk/stores/${harness.dev.storeId}/webhooks`, {
    headers: { 'X-API-Key': key },
  });

const open = async (page: Page, path: string, heading: string) => {
  await page.goto(`/dashboard/stores/${harness.dev.storeId}/test/${path}`, { waitUntil: 'commit' });
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  // Some pages load more than one table (Team: members and pending invitations).
  await eventually(() => page.getByRole('status').filter({ hasText: 'Loading' }).count()).toBe(0);
};

/** The accept link of the latest invitation email to `to`, as `npm run dev` appends it to DATA_DIR/emails.jsonl. */
const invitationLink = async (to: string): Promise<string | undefined> => {
  const text = await readFile(join(harness.dev.dataDir, 'emails.jsonl'), 'utf8').catch(() => '');
  const lines = text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; link: string | null });
  return lines.filter((line) => line.to === to).at(-1)?.link ?? undefined;
};

const MUTATING = /^(Create|Revoke|Save|Add|Remove|Connect|Disconnect)/;

describe('dashboard settings', () => {
  it('creates a key pair, copies the secret once, revokes it and the API refuses it; owner settings pages', async () => {
    const owner = demoOwnerOf(harness.dev);
    const { context, page } = await harness.signedInPage({ as: owner });

    await open(page, 'developers/api-keys', 'API keys');
    await page.getByRole('button', { name: 'Create key' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name (optional)').fill('Browser pair');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    const secret = await dialog.getByTestId('one-time-secret').inputValue();
    expect(secret).toMatch(/^sk_test_/);
    await dialog.getByText(/^pk_test_/).waitFor();
    await checkPage(page, 'api-keys-created');
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await dialog.getByText('Copied to the clipboard.').waitFor();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(secret);
    expect((await withSecret(secret)).status).toBe(200);
    await dialog.getByRole('button', { name: 'Done' }).click();

    const last4 = secret.slice(-4);
    await page.getByRole('button', { name: `Revoke secret key ending ${last4}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke key' }).click();
    await eventually(() =>
      page.getByRole('row').filter({ hasText: last4 }).getByText('Revoked').count(),
    ).toBe(1);
    // The secret is never listed again: only its last4.
    expect(await page.locator('main').innerText()).not.toContain(secret);
    expect((await withSecret(secret)).status).toBe(401);
    await checkPage(page, 'api-keys');

    // Team: the owner invites an email that has no account yet; nobody joins until they accept.
    const viewer = { email: `viewer-${Date.now()}@example.com`, password: 'Viewer-password-1!' };
    await open(page, 'settings/team', 'Team');
    await page.getByLabel('Email').fill(viewer.email);
    await page.getByLabel('Role', { exact: true }).selectOption('viewer');
    await page.getByRole('button', { name: 'Invite' }).click();
    await page.getByText(`Invitation sent to ${viewer.email}`).waitFor();
    const pending = page.getByRole('region', { name: 'Pending invitations' });
    await pending.getByRole('row').filter({ hasText: viewer.email }).waitFor();
    expect(await page.getByRole('row').filter({ hasText: viewer.email }).count()).toBe(1); // not a member
    // The only owner cannot step down.
    await page.getByRole('combobox', { name: `Role of ${owner.email}` }).selectOption('admin');
    await page.getByText(/needs at least one owner/).waitFor();
    await checkPage(page, 'team');

    // The invitation email, as `npm run dev` writes it; the invitee makes an account and accepts.
    await eventually(() => invitationLink(viewer.email)).toMatch(/\/dashboard\/invitations\/[\w-]+$/);
    const acceptLink = (await invitationLink(viewer.email))!;
    const acceptPath = new URL(acceptLink).pathname;
    // The dev log prints the link too.
    expect(harness.dev.output()).toContain(acceptLink);
    // Opened by another account (the owner's), the page says whom it is for and accepts nothing.
    await page.goto(acceptPath, { waitUntil: 'commit' });
    await page
      .getByText(new RegExp(`is for ${viewer.email}, but you are signed in as ${owner.email}`))
      .waitFor();
    expect(await page.getByRole('button', { name: 'Accept invitation' }).count()).toBe(0);
    await harness.dev.admin('owner', 'create', '--email', viewer.email, '--password', viewer.password);
    const { context: invitee, page: inviteePage } = await harness.signedInPage({
      as: viewer,
      path: acceptPath,
    });
    await inviteePage.getByText(/You are invited to join/).waitFor();
    expect(await inviteePage.locator('main').innerText()).toContain('viewer');
    await checkPage(inviteePage, 'accept-invitation');
    await inviteePage.getByRole('button', { name: 'Accept invitation' }).click();
    await inviteePage.waitForURL(new RegExp(`/dashboard/stores/${harness.dev.storeId}/test`));
    const switcher = inviteePage.locator('.store-switcher select');
    await eventually(() => switcher.locator('option').allInnerTexts()).toHaveLength(1);
    expect(await switcher.inputValue()).toBe(harness.dev.storeId);
    await invitee.close();
    // The owner sees the new member, and the invitation is no longer pending.
    await open(page, 'settings/team', 'Team');
    const viewerRole = page.getByRole('combobox', { name: `Role of ${viewer.email}` });
    await viewerRole.waitFor();
    expect(await viewerRole.inputValue()).toBe('viewer');
    await pending.getByText('No pending invitations').waitFor();

    await open(page, 'settings/store', 'Store settings');
    await page.getByLabel('Name shown at checkout').fill('Preview Shop');
    await page.getByLabel('Primary colour').fill('#123456');
    const header = page.getByTestId('branding-preview').locator('.branding-preview-header');
    await eventually(() => header.innerText()).toContain('Preview Shop');
    expect(
      await header.evaluate(
        (node) => (node as unknown as { style: { backgroundColor: string } }).style.backgroundColor,
      ),
    ).toBe('rgb(18, 52, 86)');
    await page.getByLabel('Currency').fill('usd');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('A three-letter ISO code such as USD.').waitFor();
    await page.getByLabel('Currency').fill('EUR');
    await page.getByRole('button', { name: 'Save' }).click();
    await eventually(() => page.getByRole('alert').count()).toBe(0);
    await checkPage(page, 'store-settings');

    await open(page, 'settings/payments', 'Payments');
    await page.getByText('Not connected').waitFor();
    await page.getByLabel('Stripe test secret key').fill('sk_live_nope');
    await page.getByRole('button', { name: 'Connect' }).click();
    await page.getByText(/starts with sk_test_/).waitFor();
    await checkPage(page, 'payments');

    await open(page, 'settings/audit-log', 'Audit log');
    await page
      .getByRole('cell', { name: /member/ })
      .first()
      .waitFor();
    await checkPage(page, 'audit-log');
    // Filters: by action, then by an actor who changed nothing.
    await page.getByLabel('Action').fill('store.updated');
    await page.getByRole('button', { name: 'Filter' }).click();
    await eventually(async () => {
      const actions = await page.locator('tbody tr td:nth-child(3)').allTextContents();
      return actions.length > 0 && actions.every((action) => action === 'store.updated');
    }).toBe(true);
    await page.getByLabel('Who (email)').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByText('Nothing recorded yet').waitFor();
    await page.getByRole('button', { name: 'Clear' }).click();
    await page
      .getByRole('cell', { name: /member/ })
      .first()
      .waitFor();
    await context.close();

    // The viewer: read-only pages, no secret, no mutating button.
    const { context: viewing, page: viewerPage } = await harness.signedInPage({ as: viewer });
    for (const [path, heading] of [
      ['developers/api-keys', 'API keys'],
      ['settings/team', 'Team'],
      ['settings/store', 'Store settings'],
      ['settings/payments', 'Payments'],
    ] as const) {
      await open(viewerPage, path, heading);
      const main = viewerPage.locator('main');
      expect(await main.getByRole('button', { name: MUTATING }).count(), path).toBe(0);
      expect(await viewerPage.locator('body').innerText(), path).not.toMatch(/sk_(test|live)_\w{6,}|whsec_/);
    }
    // One read-only page through axe: the others render the same components with fewer buttons.
    await checkPage(viewerPage, 'viewer-payments');
    await viewing.close();
  }, 120_000);

  it('switches a customer notification off on the store settings page; the store keeps it (docs/decisions.md §14.3)', async () => {
    const owner = demoOwnerOf(harness.dev);
    const { context, page } = await harness.signedInPage({ as: owner });
    await open(page, 'settings/store', 'Store settings');
    const shipped = page.getByRole('switch', { name: 'Order shipped (with tracking)' });
    expect(await shipped.isChecked()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Order confirmed' }).isChecked()).toBe(true);
    await shipped.uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await eventually(() => page.getByRole('alert').count()).toBe(0);

    const { accessToken } = (await harness.dev.admin('owner', 'token', '--email', owner.email)) as {
      accessToken: string;
    };
    const read = async () => {
      const response = await fetch(`${harness.dev.baseUrl}/api/v1/admin/stores/${harness.dev.storeId}`, {
        headers: { Authorization: `Bearer ${accessToken}` },
      });
      return ((await response.json()) as { data: { notifications: Record<string, boolean> } }).data
        .notifications;
    };
    await eventually(async () => (await read()).orderShipped).toBe(false);
    expect(await read()).toMatchObject({ orderConfirmed: true, orderDelivered: true, orderCancelled: true });

    await open(page, 'settings/store', 'Store settings');
    expect(await page.getByRole('switch', { name: 'Order shipped (with tracking)' }).isChecked()).toBe(false);
    await checkPage(page, 'store-settings-notifications');
    await context.close();
  }, 120_000);
});
