import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { verifyWebhook, WebhookVerificationError } from '../../../sdk/src/index.js';
import { webhookHeaders } from '../../../shared/webhooks/delivery/sender.ts';

/** A delivery signed by the server's own signing code (the headers the sender puts on the wire). */
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const envelope = {
  id: 'evt_5f0c6a1e9b3d4c2a7e8f9012',
  type: 'order.created' as const,
  apiVersion: '1.0' as const,
  created_at: '2025-03-01T12:00:00.000Z',
  createdAt: '2025-03-01T12:00:00.000Z',
  livemode: false,
  data: {
    storeId: 's',
    customerId: 'c',
    occurredAt: '2025-03-01T12:00:00.000Z',
    orderId: 'o',
    emoji: 'ü 🛒',
  },
};
const rawBody = JSON.stringify(envelope);
// Signed a few seconds ago (the reference verifier below checks against the real clock).
const sentAt = new Date(Math.floor(Date.now() / 1000) * 1000 - 5000);
const delivery = (secret = SECRET) =>
  webhookHeaders(
    {
      endpoint: { id: 'wh_1', url: 'https://example.com/hook', secret },
      envelope: envelope as never,
      deliveryId: 'dlv_1',
      attempt: 1,
      now: sentAt,
    },
    rawBody,
  );
const now = sentAt.getTime() + 1000;

const reasonOf = async (promise: Promise<unknown>) => {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(WebhookVerificationError);
  return (error as WebhookVerificationError).reason;
};

describe('verifyWebhook (WebCrypto)', () => {
  it('accepts a delivery signed by the server, as a string, bytes, Headers or Node-style headers', async () => {
    const headers = delivery();
    // Header names in any case (a record such as Node's IncomingHttpHeaders, or a framework's).
    const capitalised = Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [
        name.replace(/(^|-)[a-z]/g, (m) => m.toUpperCase()),
        value,
      ]),
    );
    expect(await verifyWebhook(rawBody, headers, SECRET, { now })).toEqual(envelope);
    expect(
      await verifyWebhook(new TextEncoder().encode(rawBody), new Headers(headers), SECRET, { now }),
    ).toEqual(envelope);
    expect(await verifyWebhook(Buffer.from(rawBody), capitalised, SECRET, { now })).toEqual(envelope);
    // The reference Standard Webhooks verifier agrees on the same delivery.
    expect(new Webhook(SECRET).verify(rawBody, headers)).toBeTruthy();
  });

  it('refuses a changed body, another secret, or a missing signature', async () => {
    expect(await reasonOf(verifyWebhook(rawBody.replace('"o"', '"p"'), delivery(), SECRET, { now }))).toBe(
      'invalid_signature',
    );
    expect(
      await reasonOf(
        verifyWebhook(rawBody, delivery('whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'), SECRET, { now }),
      ),
    ).toBe('invalid_signature');
    const { ['x-service-signature']: _a, ['x-service-webhook-hmac-sha256']: _b, ...unsigned } = delivery();
    expect(await reasonOf(verifyWebhook(rawBody, unsigned, SECRET, { now }))).toBe('missing_signature');
    expect(
      await reasonOf(
        verifyWebhook(rawBody, { ...delivery(), 'x-service-signature': 'sha256=zz' }, SECRET, { now }),
      ),
    ).toBe('invalid_signature');
  });

  it('requires the Standard Webhooks signature too, and a timestamp within the tolerance', async () => {
    const headers = delivery();
    const otherSignature = delivery('whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')['webhook-signature']!;
    expect(
      await reasonOf(
        verifyWebhook(rawBody, { ...headers, 'webhook-signature': otherSignature }, SECRET, { now }),
      ),
    ).toBe('invalid_standard_signature');
    const { ['webhook-id']: _id, ...noId } = headers;
    expect(await reasonOf(verifyWebhook(rawBody, noId, SECRET, { now }))).toBe('missing_standard_headers');
    expect(await reasonOf(verifyWebhook(rawBody, headers, SECRET, { now: sentAt.getTime() + 301_000 }))).toBe(
      'timestamp_out_of_tolerance',
    );
    expect(
      await verifyWebhook(rawBody, headers, SECRET, {
        now: sentAt.getTime() + 301_000,
        toleranceSeconds: 600,
      }),
    ).toEqual(envelope);
    // Several signatures (during a key rollover): any valid v1 one is enough.
    const rolled = { ...headers, 'webhook-signature': `${otherSignature} ${headers['webhook-signature']}` };
    expect(await verifyWebhook(rawBody, rolled, SECRET, { now })).toEqual(envelope);
  });
});
