import type { WebhookEvent } from './types.js';

/**
 * Verifies a delivery on WebCrypto only (Node 20+, browsers' workers, edge runtimes) and
 * returns its typed event. Both signatures every delivery carries must hold:
 * - `X-Service-Signature: sha256=<hex HMAC-SHA256(whole secret string, raw body)>`;
 * - Standard Webhooks: `webhook-signature: v1,<base64 HMAC-SHA256(base64-decoded secret after
 *   whsec_, "{webhook-id}.{webhook-timestamp}.{body}")>`, with `webhook-timestamp` within
 *   `toleranceSeconds` of now (replay protection).
 * HMACs are compared by `crypto.subtle.verify`, in constant time.
 */
export type WebhookHeaders =
  Headers | Record<string, string | readonly string[] | undefined> | { get(name: string): string | null };

export interface VerifyWebhookOptions {
  /** How far `webhook-timestamp` may be from now, in seconds (default 300). */
  toleranceSeconds?: number;
  /** Current time in ms (tests). */
  now?: number;
}

export type WebhookVerificationFailure =
  | 'missing_signature'
  | 'invalid_signature'
  | 'missing_standard_headers'
  | 'invalid_standard_signature'
  | 'timestamp_out_of_tolerance'
  | 'invalid_body';

export class WebhookVerificationError extends Error {
  override readonly name = 'WebhookVerificationError';
  readonly reason: WebhookVerificationFailure;
  constructor(reason: WebhookVerificationFailure, message: string) {
    super(message);
    this.reason = reason;
  }
}

const SECRET_PREFIX = 'whsec_';
const encoder = new TextEncoder();

const header = (headers: WebhookHeaders, name: string): string | null => {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name);
  const record = headers as Record<string, string | readonly string[] | undefined>;
  const key = Object.keys(record).find((candidate) => candidate.toLowerCase() === name);
  const value = key === undefined ? undefined : record[key];
  return typeof value === 'string' ? value : (value?.[0] ?? null);
};

const toBytes = (body: string | Uint8Array | ArrayBuffer): Uint8Array<ArrayBuffer> =>
  typeof body === 'string'
    ? encoder.encode(body)
    : new Uint8Array(body instanceof ArrayBuffer ? body.slice(0) : body.slice());

const concat = (...parts: Uint8Array[]): Uint8Array<ArrayBuffer> => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

const fromHex = (hex: string): Uint8Array<ArrayBuffer> | null => {
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) return null;
  const out = new Uint8Array(32);
  for (let i = 0; i < 32; i += 1) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
};

const fromBase64 = (value: string): Uint8Array<ArrayBuffer> | null => {
  try {
    const binary = atob(value);
    const out = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) out[i] = binary.charCodeAt(i);
    return out;
  } catch {
    return null;
  }
};

const hmacKey = (raw: Uint8Array<ArrayBuffer>) =>
  globalThis.crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);

type HmacKey = Awaited<ReturnType<typeof hmacKey>>;

const verifyHmac = (key: HmacKey, signature: Uint8Array<ArrayBuffer>, data: Uint8Array<ArrayBuffer>) =>
  globalThis.crypto.subtle.verify('HMAC', key, signature, data);

export const verifyWebhook = async (
  rawBody: string | Uint8Array | ArrayBuffer,
  headers: WebhookHeaders,
  secret: string,
  options: VerifyWebhookOptions = {},
): Promise<WebhookEvent> => {
  const body = toBytes(rawBody);

  const serviceSignature =
    header(headers, 'x-service-signature') ?? header(headers, 'x-service-webhook-hmac-sha256');
  if (serviceSignature === null)
    throw new WebhookVerificationError('missing_signature', 'No X-Service-Signature header');
  const hex = serviceSignature.startsWith('sha256=') ? fromHex(serviceSignature.slice(7).trim()) : null;
  if (hex === null || !(await verifyHmac(await hmacKey(encoder.encode(secret)), hex, body))) {
    throw new WebhookVerificationError('invalid_signature', 'X-Service-Signature does not match the body');
  }

  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (id === null || timestamp === null || signatures === null) {
    throw new WebhookVerificationError(
      'missing_standard_headers',
      'webhook-id, webhook-timestamp and webhook-signature are required',
    );
  }
  const seconds = Number(timestamp);
  const tolerance = options.toleranceSeconds ?? 300;
  if (!/^\d+$/.test(timestamp) || Math.abs((options.now ?? Date.now()) / 1000 - seconds) > tolerance) {
    throw new WebhookVerificationError(
      'timestamp_out_of_tolerance',
      `webhook-timestamp is more than ${tolerance} s from now`,
    );
  }
  const key = fromBase64(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret);
  const signed = concat(encoder.encode(`${id}.${timestamp}.`), body);
  let standardOk = false;
  if (key !== null && key.length > 0) {
    const standardKey = await hmacKey(key);
    for (const candidate of signatures.split(' ')) {
      const [version, value] = candidate.split(',', 2);
      const bytes = version === 'v1' && value ? fromBase64(value) : null;
      if (bytes !== null && (await verifyHmac(standardKey, bytes, signed))) {
        standardOk = true;
        break;
      }
    }
  }
  if (!standardOk) {
    throw new WebhookVerificationError(
      'invalid_standard_signature',
      'webhook-signature does not match the body',
    );
  }

  try {
    return JSON.parse(new TextDecoder().decode(body)) as WebhookEvent;
  } catch {
    throw new WebhookVerificationError('invalid_body', 'The body is not JSON');
  }
};
