import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';
import { checkPage, eventually, useDashboardBrowser } from '../support/browser.ts';

/**
 * Developers > Webhooks and Events in Chromium against `npm run dev` and a real HTTPS receiver:
 * register an endpoint (secret shown once), a failing test delivery in the log with its code and
 * body, a retry from the dashboard to success, and the event with its payload.
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

describe('dashboard webhooks', () => {
  it('registers an endpoint, logs a failed test, retries it to success and shows the event', async () => {
    const { context, page } = await harness.signedInPage();
    await page.getByText('Viewing test data').waitFor();
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page.getByRole('heading', { name: 'Webhooks' }).waitFor();

    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Endpoint URL').fill('http://insecure.example');
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    await dialog.getByText('Webhook endpoints must use HTTPS.').waitFor();
    await dialog.getByText('Pick at least one event.').waitFor();
    await dialog.getByLabel('Endpoint URL').fill(`${receiver.url}/dash`);
    await dialog.getByLabel('Description').fill('Fulfilment');
    await dialog.getByLabel(/All webhooks events/).check();
    await dialog.getByLabel(/events in order/).check();
    await checkPage(page, 'webhooks-create');
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = await dialog.getByTestId('one-time-secret').inputValue();
    expect(secret).toMatch(/^whsec_/);
    receiver.setSecrets(secret);
    await dialog.getByRole('link', { name: 'Open the endpoint' }).click();
    await page.getByRole('heading', { name: 'Webhook endpoint' }).waitFor();
    await page.getByText('In order per resource').waitFor();

    receiver.setDefault({ status: 500, body: 'receiver down' });
    await page.getByRole('button', { name: 'Send test event' }).click();
    await eventually(() => page.getByTestId('test-result').textContent()).toMatch(/failed \(500/);
    const row = page.locator('tr[data-delivery-id]').first();
    await eventually(() => row.textContent()).toMatch(/webhook\.test.*failed.*500/);
    await row.getByRole('button', { name: 'Attempts' }).click();
    await page.getByText('receiver down').waitFor();
    await checkPage(page, 'webhook-detail');

    receiver.setDefault(200);
    await row.getByRole('button', { name: 'Retry' }).click();
    await page.getByText(/Attempt 2: delivered \(200\)/).waitFor();
    await eventually(() => row.textContent()).toMatch(/succeeded/);
    // A succeeded delivery can be sent again: Resend makes attempt 3, marked as a resend in the log.
    expect(await row.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    const received = receiver.requests.length;
    await row.getByRole('button', { name: 'Resend' }).click();
    await page.getByText(/Resent, attempt 3: delivered \(200\)/).waitFor();
    await eventually(() => receiver.requests.length).toBe(received + 1);
    await eventually(() => page.getByRole('row', { name: /^3 resend/ }).count()).toBe(1);

    await page.getByRole('link', { name: 'Events', exact: true }).click();
    await page.getByRole('heading', { name: 'Events' }).waitFor();
    await checkPage(page, 'events');
    await page.getByRole('link', { name: /^evt_/ }).first().click();
    await page.getByRole('heading', { name: 'Payload' }).waitFor();
    expect(await page.getByLabel('Event payload').textContent()).toContain('webhook.test');
    await checkPage(page, 'event-detail');

    await page.getByRole('link', { name: 'Webhooks' }).click();
    await eventually(() => page.locator('tbody tr').first().textContent()).toMatch(
      /100%.*1 succeeded · 0 failed · 0 pending/,
    );
    await checkPage(page, 'webhooks');
    await context.close();
  }, 120_000);

  it('registers an EventBridge endpoint: bus and role instead of a URL, no secret, a test put delivered', async () => {
    const { context, page } = await harness.signedInPage();
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page.getByRole('heading', { name: 'Webhooks' }).waitFor();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/Amazon EventBridge/).check();
    await dialog.getByLabel('Event bus ARN').fill('my-bus');
    await dialog.getByLabel('Role ARN').fill('arn:aws:iam::123456789012:role/store-commerce-events');
    await dialog.getByLabel(/All orders events/).check();
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    await dialog.getByText(/Enter the event bus ARN/).waitFor();
    const bus = 'arn:aws:events:us-east-1:123456789012:event-bus/dashboard-events';
    await dialog.getByLabel('Event bus ARN').fill(bus);
    await checkPage(page, 'webhooks-create-eventbridge');
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    await dialog.getByText(/there is no signing secret/).waitFor();
    expect(await dialog.getByTestId('one-time-secret').count()).toBe(0);
    await dialog.getByRole('link', { name: 'Open the endpoint' }).click();

    await page.getByRole('heading', { name: 'Webhook endpoint' }).waitFor();
    await page.getByText('Amazon EventBridge').waitFor();
    expect(await page.getByText(bus).count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Rotate secret' }).count()).toBe(0);
    expect(await page.getByText('Signing secret', { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Send test event' }).click();
    await eventually(() => page.getByTestId('test-result').textContent()).toMatch(/delivered \(200/);
    await context.close();
  }, 120_000);
});
