import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildEnvelope, serializeEnvelope } from '../../../shared/events/envelope.ts';
import {
  createWebhookSender,
  MAX_RESPONSE_BYTES,
  WEBHOOK_USER_AGENT,
  type WebhookSender,
} from '../../../shared/webhooks/delivery/sender.ts';
import { signBody } from '../../../shared/webhooks/delivery/signing.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.ts';
import { endpointRecord, outboxRecord } from '../../support/webhook-fixtures.ts';

const SECRET = 'whsec_AAECAwQFBgcICQoLDA0ODxAREhMUFRYX';
let receiver: WebhookReceiver;
let sender: WebhookSender;

beforeAll(async () => {
  receiver = await startWebhookReceiver({ secrets: [SECRET] });
  sender = createWebhookSender({
    timeoutMs: 2000,
    allowPrivateTargets: true,
    extraCaCertificates: [receiver.caPem],
  });
});
afterAll(async () => {
  await sender.close();
  await receiver.close();
});
afterEach(() => receiver.reset());

const attempt = (overrides: { url?: string; attempt?: number } = {}) => {
  const event = outboxRecord({ type: 'cart.created' });
  return {
    endpoint: endpointRecord({ url: overrides.url ?? receiver.url, secret: SECRET }),
    envelope: buildEnvelope(event),
    deliveryId: '0b3f8a3e-1c2d-8e4f-9a0b-1c2d3e4f5a6b',
    attempt: overrides.attempt ?? 1,
  };
};

describe('the webhook sender over real HTTPS', () => {
  it('POSTs the exact raw body with both header sets and the Standard Webhooks headers', async () => {
    const input = attempt({ attempt: 3 });
    const result = await sender.send(input);
    expect(result).toMatchObject({ success: true, responseCode: 200, error: null });
    const [request] = await receiver.waitForRequests(1);
    const raw = serializeEnvelope(input.envelope);
    expect(request!.method).toBe('POST');
    expect(request!.rawBody).toBe(raw);
    expect(request!.headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': WEBHOOK_USER_AGENT,
      'x-webhook-event': 'cart.created',
      'x-service-webhook-hmac-sha256': signBody(SECRET, raw),
      'x-service-signature': signBody(SECRET, raw),
      'x-service-event-id': input.envelope.id,
      'x-service-delivery-id': input.deliveryId,
      'x-service-webhook-id': input.endpoint.id,
      'x-service-attempt': '3',
      'webhook-id': input.envelope.id,
    });
    expect(request!.headers['x-service-timestamp']).toBe(request!.headers['webhook-timestamp']);
    expect(Math.abs(Number(request!.headers['x-service-timestamp']) - Date.now() / 1000)).toBeLessThan(300);
    expect(request!.signedWith).toBe(SECRET);
    const verified = new Webhook(SECRET).verify(request!.rawBody, {
      'webhook-id': request!.headers['webhook-id'] as string,
      'webhook-timestamp': request!.headers['webhook-timestamp'] as string,
      'webhook-signature': request!.headers['webhook-signature'] as string,
    });
    expect(verified).toEqual(JSON.parse(raw));
  });

  it.each([
    [204, true, null],
    [299, true, null],
    [400, false, 'HTTP 400'],
    [410, false, 'HTTP 410'],
    [500, false, 'HTTP 500'],
    [503, false, 'HTTP 503'],
  ])('answer %i -> success %s', async (status, success, error) => {
    receiver.script(status);
    const result = await sender.send(attempt());
    expect(result).toMatchObject({ success, responseCode: status, error });
  });

  it('counts a redirect as a failure and does not follow it', async () => {
    receiver.script({ status: 301, headers: { location: `${receiver.url}?moved=1` } });
    const result = await sender.send(attempt());
    expect(result).toMatchObject({
      success: false,
      responseCode: 301,
      error: 'redirect (HTTP 301) not followed',
    });
    expect(receiver.requests).toHaveLength(1);
  });

  it('reads at most 4 KiB of the response body', async () => {
    receiver.script({ status: 200, body: 'x'.repeat(100_000) });
    const result = await sender.send(attempt());
    expect(result.success).toBe(true);
    expect(result.responseBody).toHaveLength(MAX_RESPONSE_BYTES);
  });

  it('fails an attempt whose receiver never answers (timeout), and keeps working afterwards', async () => {
    const quick = createWebhookSender({
      timeoutMs: 300,
      allowPrivateTargets: true,
      extraCaCertificates: [receiver.caPem],
    });
    try {
      receiver.script('hang');
      const result = await quick.send(attempt());
      expect(result).toMatchObject({ success: false, responseCode: null, error: 'timeout after 300 ms' });
      await expect(quick.send(attempt())).resolves.toMatchObject({ success: true });
    } finally {
      await quick.close();
    }
  });

  it('reuses the keep-alive connection across sends', async () => {
    const before = receiver.connectionCount();
    for (let i = 0; i < 5; i++) await sender.send(attempt());
    expect(receiver.requests).toHaveLength(5);
    expect(receiver.connectionCount() - before).toBeLessThanOrEqual(1);
  });

  it('does not trust the receiver CA unless told (Node default store only)', async () => {
    const plain = createWebhookSender({ timeoutMs: 2000, allowPrivateTargets: true });
    try {
      const result = await plain.send(attempt());
      expect(result.success).toBe(false);
      expect(result.error).toMatch(/certificate|SELF_SIGNED|UNABLE_TO_VERIFY|issuer/i);
      expect(receiver.requests).toHaveLength(0);
    } finally {
      await plain.close();
    }
  });
});

describe('SSRF guard at send time', () => {
  it('refuses a private literal target without connecting', async () => {
    const strict = createWebhookSender({
      timeoutMs: 2000,
      allowPrivateTargets: false,
      extraCaCertificates: [receiver.caPem],
    });
    try {
      const result = await strict.send(attempt());
      expect(result).toMatchObject({ success: false, responseCode: null });
      expect(result.error).toBe('target not allowed');
      expect(receiver.requests).toHaveLength(0);
    } finally {
      await strict.close();
    }
  });

  it('refuses a host name that resolves to a private address', async () => {
    const resolver = vi.fn(async () => [{ address: '127.0.0.1', family: 4 }]);
    const strict = createWebhookSender({
      timeoutMs: 2000,
      allowPrivateTargets: false,
      extraCaCertificates: [receiver.caPem],
      resolver,
    });
    try {
      const result = await strict.send(
        attempt({ url: `https://hooks.example.com:${receiver.port}/webhook` }),
      );
      expect(result.error).toBe('target not allowed');
      expect(resolver).toHaveBeenCalledWith('hooks.example.com');
      expect(receiver.requests).toHaveLength(0);
    } finally {
      await strict.close();
    }
  });

  it('connects to the checked address while TLS verifies the host name (SNI/Host stay the name)', async () => {
    // localhost is in the certificate; the resolver answer is what the socket must use.
    const resolver = vi.fn(async () => [{ address: '127.0.0.1', family: 4 }]);
    const local = createWebhookSender({
      timeoutMs: 2000,
      allowPrivateTargets: true,
      extraCaCertificates: [receiver.caPem],
      resolver,
    });
    try {
      const ok = await local.send(attempt({ url: `https://localhost:${receiver.port}/webhook` }));
      expect(ok).toMatchObject({ success: true });
      expect(receiver.requests[0]!.headers.host).toBe(`localhost:${receiver.port}`);
      // A name the certificate does not cover fails TLS even though it resolves to the receiver.
      const mismatch = await local.send(
        attempt({ url: `https://hooks.example.com:${receiver.port}/webhook` }),
      );
      expect(mismatch.success).toBe(false);
      expect(mismatch.error).toMatch(/altnames|hostname|ERR_TLS_CERT/i);
      expect(resolver).toHaveBeenCalledWith('localhost');
    } finally {
      await local.close();
    }
  });
});

describe('NODE_EXTRA_CA_CERTS', () => {
  const script = resolve(import.meta.dirname, '../../support/send-webhook-once.ts');

  // Async spawn: the receiver lives in this process and must keep answering meanwhile.
  const runChild = (extraEnv: Record<string, string>) =>
    new Promise<{ success: boolean; error: string | null }>((resolveRun, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', script, receiver.url, SECRET], {
        cwd: resolve(import.meta.dirname, '../../..'),
        env: {
          ...process.env,
          WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
          POWERTOOLS_LOG_LEVEL: 'SILENT',
          NODE_EXTRA_CA_CERTS: '',
          ...extraEnv,
        },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('exit', () => {
        try {
          resolveRun(JSON.parse(stdout.trim().split('\n').pop()!));
        } catch {
          reject(new Error(`child printed no result: ${stdout}${stderr}`));
        }
      });
    });

  it('the default sender trusts a CA given through NODE_EXTRA_CA_CERTS, and only then', async () => {
    const [trusted, untrusted] = await Promise.all([
      runChild({ NODE_EXTRA_CA_CERTS: receiver.caPemPath }),
      runChild({}),
    ]);
    expect(trusted).toMatchObject({ success: true, error: null });
    expect(untrusted.success).toBe(false);
    expect(untrusted.error).toMatch(/certificate|issuer/i);
    await receiver.waitForRequests(1);
    expect(receiver.requests[0]!.signedWith).toBe(SECRET);
  });
});
