import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import {
  signBody,
  standardWebhooksSignature,
  verifyWebhookSignature,
} from '../../../../shared/webhooks/delivery/signing.ts';
import { verifyWebhookSignature as publicVerify } from '../../../../shared/webhooks/verify.ts';

// The Standard Webhooks specification's own example vector.
const SW_SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const SW_ID = 'msg_p5jXN8AQM9LWM0D4loKWxJek';
const SW_TIMESTAMP = 1614265330;
const SW_BODY = '{"test": 2432232314}';
const SW_SIGNATURE = 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=';

const SECRET = 'whsec_AAECAwQFBgcICQoLDA0ODxAREhMUFRYX';
const BODY = '{"id":"evt_1","type":"cart.created","data":{"note":"héllo ✓"}}';

describe('signBody (sha256=<hex>, keyed with the whole secret string)', () => {
  it('matches an HMAC computed independently over the UTF-8 body with the whole secret as key', () => {
    const expected = `sha256=${createHmac('sha256', Buffer.from(SECRET, 'utf8')).update(Buffer.from(BODY, 'utf8')).digest('hex')}`;
    expect(signBody(SECRET, BODY)).toBe(expected);
  });

  it('matches a fixed vector (RFC 4231-style known answer)', () => {
    // HMAC-SHA256(key="key", "The quick brown fox jumps over the lazy dog"), a widely published value.
    expect(signBody('key', 'The quick brown fox jumps over the lazy dog')).toBe(
      'sha256=f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8',
    );
  });

  it('is lower-case hex of 64 characters', () => {
    expect(signBody(SECRET, BODY)).toMatch(/^sha256=[0-9a-f]{64}$/);
  });

  it('is not keyed with the decoded secret (that is the Standard Webhooks scheme only)', () => {
    const decodedKey = Buffer.from(SECRET.slice('whsec_'.length), 'base64');
    expect(signBody(SECRET, BODY)).not.toBe(
      `sha256=${createHmac('sha256', decodedKey).update(BODY).digest('hex')}`,
    );
  });
});

describe('standardWebhooksSignature (v1,<base64>)', () => {
  it('reproduces the Standard Webhooks specification vector', () => {
    expect(standardWebhooksSignature(SW_SECRET, SW_ID, SW_TIMESTAMP, SW_BODY)).toBe(SW_SIGNATURE);
  });

  it('matches an independent computation with the base64-decoded key over "{id}.{timestamp}.{body}"', () => {
    const key = Buffer.from(SECRET.slice(6), 'base64');
    const expected = `v1,${createHmac('sha256', key).update(`evt_1.1700000000.${BODY}`).digest('base64')}`;
    expect(standardWebhooksSignature(SECRET, 'evt_1', 1700000000, BODY)).toBe(expected);
  });

  it('is accepted by the standardwebhooks package verifier', () => {
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = {
      'webhook-id': 'evt_abc',
      'webhook-timestamp': String(timestamp),
      'webhook-signature': standardWebhooksSignature(SECRET, 'evt_abc', timestamp, BODY),
    };
    expect(new Webhook(SECRET).verify(BODY, headers)).toEqual(JSON.parse(BODY));
  });

  it('is rejected by the standardwebhooks verifier under another secret or a changed body', () => {
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = {
      'webhook-id': 'evt_abc',
      'webhook-timestamp': String(timestamp),
      'webhook-signature': standardWebhooksSignature(SECRET, 'evt_abc', timestamp, BODY),
    };
    expect(() => new Webhook(SW_SECRET).verify(BODY, headers)).toThrow();
    expect(() => new Webhook(SECRET).verify(`${BODY} `, headers)).toThrow();
  });
});

describe('verifyWebhookSignature (receiver helper)', () => {
  const header = signBody(SECRET, BODY);

  it('accepts the right signature for a string or Buffer body, and is the exported public helper', () => {
    expect(verifyWebhookSignature(BODY, header, SECRET)).toBe(true);
    expect(verifyWebhookSignature(Buffer.from(BODY, 'utf8'), header, SECRET)).toBe(true);
    expect(publicVerify).toBe(verifyWebhookSignature);
  });

  it('accepts upper-case hex (hex is case-insensitive)', () => {
    expect(verifyWebhookSignature(BODY, `sha256=${header.slice(7).toUpperCase()}`, SECRET)).toBe(true);
  });

  it.each([
    ['another secret', signBody('whsec_other', BODY)],
    ['a changed body', signBody(SECRET, `${BODY} `)],
    ['a missing prefix', header.slice(7)],
    ['another prefix', `sha1=${header.slice(7)}`],
    ['a truncated value', header.slice(0, -2)],
    ['an over-long value', `${header}00`],
    ['non-hex characters', `sha256=${'z'.repeat(64)}`],
    ['an empty header', ''],
  ])('rejects %s without throwing', (_label, value) => {
    expect(verifyWebhookSignature(BODY, value, SECRET)).toBe(false);
  });

  it('rejects a missing header', () => {
    expect(verifyWebhookSignature(BODY, undefined, SECRET)).toBe(false);
    expect(verifyWebhookSignature(BODY, null, SECRET)).toBe(false);
  });
});
