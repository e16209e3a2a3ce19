import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';
import { checkPage, eventually, useDashboardBrowser } from '../support/browser.ts';

/**
 * Webhook health tells the truth (docs/decisions.md §7.18), in Chromium against `npm run dev`
 * and a real HTTPS receiver that answers 500: a delivery still retrying is pending (with its
 * next attempt), not failed; the success rate counts finished deliveries only; Retry is offered
 * on the failed delivery and not on the pending one; Disable asks first; the event page names
 * the endpoint by its URL.
 */
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver?.close());
const harness = useDashboardBrowser({
  devServer: () => ({
    env: {
      NODE_EXTRA_CA_CERTS: receiver.caPemPath,
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      // The second attempt an hour away: the retrying delivery stays pending for the whole test.
      WEBHOOK_RETRY_DELAYS_SECONDS: '3600,3600,3600,3600,3600',
    },
  }),
});

describe('dashboard webhook health', () => {
  it('counts a retrying delivery as pending, offers Retry only on the failed one, asks before Disable', async () => {
    receiver.setDefault({ status: 500, body: 'receiver down' });
    const { context, page } = await harness.signedInPage();
    await page.getByText('Viewing test data').waitFor();
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await nav.getByRole('link', { name: 'Webhooks' }).click();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog');
    const url = `${receiver.url}/truth`;
    await dialog.getByLabel('Endpoint URL').fill(url);
    await dialog.getByLabel(/All webhooks events/).check();
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    await dialog.getByTestId('one-time-secret').waitFor();
    await dialog.getByRole('link', { name: 'Open the endpoint' }).click();
    await page.getByRole('heading', { name: 'Webhook endpoint' }).waitFor();

    // A finished failure: a test event (sent once, never retried).
    await page.getByRole('button', { name: 'Send test event' }).click();
    await eventually(() => page.getByTestId('test-result').textContent()).toMatch(/failed \(500/);
    // A retrying delivery: another endpoint's creation is an event this one subscribes to.
    const other = await fetch(`${harness.dev.baseUrl}/api/v1/sdk/stores/${harness.dev.storeId}/webhooks`, {
      method: 'POST',
      headers: { 'x-api-key': harness.dev.secretKey, 'content-type': 'application/json' },
      body: JSON.stringify({ url: `${receiver.url}/other`, events: ['order.created'] }),
    });
    expect(other.status).toBe(201);
    await eventually(() =>
      receiver.requests.some(
        (request) => request.path.endsWith('/truth') && request.body?.type === 'webhook.endpoint_created',
      ),
    ).toBe(true);

    const pendingRow = page.locator('tr[data-delivery-id]').filter({ hasText: 'webhook.endpoint_created' });
    await eventually(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      return pendingRow.textContent();
    }).toMatch(/pending.*next attempt in (59|60) min/);
    const failedRow = page.locator('tr[data-delivery-id]').filter({ hasText: 'webhook.test' });
    expect(await failedRow.textContent()).toMatch(/failed/);
    // The API refuses a retry while a delivery is pending: no button there.
    expect(await pendingRow.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    expect(await failedRow.getByRole('button', { name: 'Retry' }).count()).toBe(1);
    // One finished delivery (failed), one pending: 0%, not "2 of 2 failed".
    await eventually(() => page.getByTestId('endpoint-health').textContent()).toBe(
      '0% 0 succeeded · 1 failed · 1 pending',
    );
    await checkPage(page, 'webhook-health-detail');

    // Disable asks first; cancelling changes nothing.
    await page.getByRole('button', { name: 'Disable', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Disable this endpoint?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await page.locator('.details').getByText('Enabled', { exact: true }).count()).toBe(1);

    await nav.getByRole('link', { name: 'Webhooks' }).click();
    const row = page.getByRole('row').filter({ hasText: url });
    await eventually(() => row.textContent()).toMatch(/0%.*0 succeeded · 1 failed · 1 pending/);
    expect(await row.textContent()).toMatch(/pending.*next attempt in/);
    await checkPage(page, 'webhook-health-list');

    // Home lists it as failing with the same counts.
    await nav.getByRole('link', { name: 'Home' }).click();
    const failing = page.getByRole('region', { name: 'Failing webhook endpoints' });
    await eventually(() => failing.textContent()).toContain('0 succeeded · 1 failed · 1 pending');

    // The event page names the endpoint by its URL.
    await nav.getByRole('link', { name: 'Events', exact: true }).click();
    await page.getByRole('heading', { name: 'Events' }).waitFor();
    await page
      .getByRole('row')
      .filter({ hasText: 'webhook.endpoint_created' })
      .getByRole('link')
      .first()
      .click();
    await page.getByRole('heading', { name: 'Payload' }).waitFor();
    const deliveries = page.getByRole('table', { name: 'Deliveries of this event' });
    await deliveries.getByRole('link', { name: url }).waitFor();
    expect(await deliveries.textContent()).toMatch(/pending.*next attempt in/);
    await checkPage(page, 'webhook-health-event');

    // Confirmed, Disable does disable.
    await page.getByRole('link', { name: url }).click();
    await page.getByRole('button', { name: 'Disable', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Disable this endpoint?' })
      .getByRole('button', { name: 'Disable' })
      .click();
    await page.locator('.details').getByText('Disabled', { exact: true }).waitFor();
    await context.close();
  }, 120_000);
});
