import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The two signatures every delivery carries (docs/decisions.md §6.2):
 * - `sha256=<lower hex HMAC-SHA256(secret, raw body)>`, keyed with the WHOLE secret string
 *   (`whsec_...` included) as the spec says; sent in X-Service-Signature and
 *   X-Service-Webhook-HMAC-SHA256.
 * - Standard Webhooks `v1,<base64 HMAC-SHA256(key, "{id}.{timestamp}.{body}")>` where key is
 *   the base64-decoded part after `whsec_`; sent in webhook-signature, so receivers can use
 *   the standardwebhooks libraries (with their replay protection).
 */
export const SIGNATURE_PREFIX = 'sha256=';
const SECRET_PREFIX = 'whsec_';

export const signBody = (secret: string, rawBody: string): string =>
  `${SIGNATURE_PREFIX}${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`;

/** The Standard Webhooks key: base64 after `whsec_` (a secret without the prefix is taken as base64 too). */
const standardWebhooksKey = (secret: string): Buffer =>
  Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');

export const standardWebhooksSignature = (
  secret: string,
  messageId: string,
  timestampSeconds: number,
  rawBody: string,
): string => {
  const signed = `${messageId}.${timestampSeconds}.${rawBody}`;
  return `v1,${createHmac('sha256', standardWebhooksKey(secret)).update(signed, 'utf8').digest('base64')}`;
};

/**
 * Receiver side of the `sha256=<hex>` signature: recomputes the HMAC over the exact raw
 * body and compares in constant time. Any malformed header (missing prefix, wrong length,
 * not hex) is a plain `false`, never an exception.
 */
export const verifyWebhookSignature = (
  rawBody: string | Buffer,
  signatureHeader: string | null | undefined,
  secret: string,
): boolean => {
  if (typeof signatureHeader !== 'string' || !signatureHeader.startsWith(SIGNATURE_PREFIX)) return false;
  const hex = signatureHeader.slice(SIGNATURE_PREFIX.length).trim();
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) return false;
  const received = Buffer.from(hex, 'hex');
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  // timingSafeEqual throws on unequal lengths; the regex above fixes 32 bytes, the check keeps it explicit.
  return received.length === expected.length && timingSafeEqual(received, expected);
};
