import { describe, expect, it } from 'vitest';
import { describeError } from '../../../../shared/webhooks/delivery/sender.ts';
import { UnsafeWebhookTargetError } from '../../../../shared/webhooks/delivery/ssrf.ts';
import { ssrfTargetCheck } from '../../../../shared/webhooks/endpoints/target-check.ts';
import { createWebhookSchema, updateWebhookSchema } from '../../../../shared/webhooks/endpoints/schemas.ts';
import { checkWebhookUrl, webhookUrlHash } from '../../../../shared/webhooks/endpoints/url.ts';

/** URL normal form, the port rule, and failure texts that name no address. */
describe('webhook URL normal form', () => {
  it.each([
    ['https://hooks.example.com./in', 'https://hooks.example.com/in'],
    ['https://hooks.example.com/in?', 'https://hooks.example.com/in'],
    ['https://Hooks.Example.com.:443/in?', 'https://hooks.example.com/in'],
    ['https://hooks.example.com.:8443/in', 'https://hooks.example.com:8443/in'],
  ])('%s is %s (one URL for the uniqueness guard)', (input, expected) => {
    expect(checkWebhookUrl(input)).toEqual({ ok: true, url: expected });
    expect(webhookUrlHash((checkWebhookUrl(input) as { url: string }).url)).toBe(webhookUrlHash(expected));
  });

  it('keeps a non-empty query and refuses a host made of dots', () => {
    expect(checkWebhookUrl('https://hooks.example.com/in?a=')).toEqual({
      ok: true,
      url: 'https://hooks.example.com/in?a=',
    });
    expect(checkWebhookUrl('https://./in')).toMatchObject({ ok: false });
  });
});

describe('webhook port rule: 443 or 1024-65535', () => {
  it.each([
    'https://hooks.example.com:22/in',
    'https://hooks.example.com:80/in',
    'https://hooks.example.com:1023/in',
  ])('refuses %s on create and update', (url) => {
    const created = createWebhookSchema.safeParse({ url, events: ['order.created'] });
    expect(created.success).toBe(false);
    expect(created.error?.issues.map((i) => i.message)).toContain(
      'url port must be 443 or between 1024 and 65535',
    );
    expect(updateWebhookSchema.safeParse({ url }).success).toBe(false);
  });

  it.each([
    'https://hooks.example.com/in',
    'https://hooks.example.com:443/in',
    'https://hooks.example.com:1024/in',
    'https://hooks.example.com:65535/in',
  ])('accepts %s', (url) => {
    expect(createWebhookSchema.safeParse({ url, events: ['order.created'] }).success).toBe(true);
  });

  it('holds with private targets allowed, at the target check too', async () => {
    expect(await ssrfTargetCheck(true)('https://127.0.0.1:22/in')).toMatch(/port/);
    expect(await ssrfTargetCheck(true)('https://127.0.0.1:8443/in')).toBeUndefined();
    expect(await ssrfTargetCheck(false)('https://hooks.example.com:25/in')).toMatch(/port/);
  });
});

describe('failure texts an owner sees', () => {
  const text = (error: unknown) => describeError(error, 5000);
  const coded = (code: string, message = `${code} 10.0.0.7:22`) =>
    Object.assign(new Error(message), { code });

  it('an SSRF refusal is only "target not allowed", whatever the guard knew', () => {
    expect(
      text(
        new UnsafeWebhookTargetError(
          'hooks.example.com resolves to 10.0.0.7, not a public address (private)',
        ),
      ),
    ).toBe('target not allowed');
    expect(text(Object.assign(new Error('x'), { cause: new UnsafeWebhookTargetError('127.0.0.1') }))).toBe(
      'target not allowed',
    );
  });

  it('connection errors are one class, without address or errno detail', () => {
    for (const code of [
      'ECONNREFUSED',
      'ECONNRESET',
      'EHOSTUNREACH',
      'ENETUNREACH',
      'EPIPE',
      'ECONNABORTED',
    ]) {
      expect(text(coded(code))).toBe('connection failed');
    }
    expect(text(new Error('socket hang up'))).toBe('connection failed');
    expect(text(coded('ENOTFOUND'))).toBe('connection failed: host not found');
  });

  it('timeouts and TLS failures keep their class; certificate codes name no address', () => {
    expect(text(Object.assign(new Error('aborted'), { name: 'TimeoutError' }))).toBe('timeout after 5000 ms');
    expect(
      text(
        coded(
          'ERR_TLS_CERT_ALTNAME_INVALID',
          "Hostname/IP does not match certificate's altnames: IP: 10.0.0.7",
        ),
      ),
    ).toBe('TLS error: certificate rejected (ERR_TLS_CERT_ALTNAME_INVALID)');
    expect(text(coded('DEPTH_ZERO_SELF_SIGNED_CERT'))).toBe(
      'TLS error: certificate rejected (DEPTH_ZERO_SELF_SIGNED_CERT)',
    );
    expect(text(coded('EPROTO'))).toBe('TLS error: handshake failed');
    expect(text(coded('ERR_SSL_WRONG_VERSION_NUMBER'))).toBe('TLS error: handshake failed');
  });
});
