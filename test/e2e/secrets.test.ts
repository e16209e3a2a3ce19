import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../support/dev-server.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';
import { sleep } from '../support/wait.ts';
import { runDynamoEndpoint } from '../support/dynamo.ts';

/**
 * Secrets stay secret: run the flows that handle every kind of secret (API keys, webhook
 * secrets, OTP codes, customer JWTs), capture every log line and response, and look for them.
 */
let server: DevServer;
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  server = await startDevServer({
    dynamoEndpoint: runDynamoEndpoint(),
    // DEBUG: the most the service ever logs.
    env: {
      NODE_EXTRA_CA_CERTS: receiver.caPemPath,
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      POWERTOOLS_LOG_LEVEL: 'DEBUG',
    },
  });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await receiver?.close();
});

interface Captured {
  method: string;
  path: string;
  status: number;
  text: string;
}
const responses: Captured[] = [];

const call = async (method: string, path: string, key: string, body?: unknown, token?: string) => {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      'X-API-Key': key,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  responses.push({ method, path, status: response.status, text });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON of many shapes
  return { status: response.status, body: JSON.parse(text || '{}') as any };
};

describe('secrets never leak into logs or the wrong responses', () => {
  it('API keys, webhook secrets, OTP codes and JWTs appear only where they are handed out', async () => {
    const store = server.storeId;
    const liveSecret = (await server.admin(
      'key',
      'create',
      '--store',
      store,
      '--type',
      'secret',
      '--mode',
      'live',
    )) as { key: string };
    const livePublishable = (await server.admin(
      'key',
      'create',
      '--store',
      store,
      '--type',
      'publishable',
      '--mode',
      'live',
    )) as {
      key: string;
    };

    // Webhook secrets: handed out by create and rotate only.
    const created = await call('POST', `/api/v1/sdk/stores/${store}/webhooks`, server.secretKey, {
      url: receiver.url,
      events: ['webhook.test', 'customer.created'],
    });
    expect(created.status).toBe(201);
    const firstSecret: string = created.body.data.secret;
    const id: string = created.body.data.id;
    receiver.setSecrets(firstSecret);
    const rotated = await call(
      'POST',
      `/api/v1/sdk/stores/${store}/webhooks/${id}/rotate-secret`,
      server.secretKey,
    );
    const secondSecret: string = rotated.body.data.secret;
    receiver.setSecrets(secondSecret);
    expect(secondSecret).not.toBe(firstSecret);
    await call('POST', `/api/v1/sdk/stores/${store}/webhooks/${id}/test`, server.secretKey, {});
    await call('PUT', `/api/v1/sdk/stores/${store}/webhooks/${id}`, server.secretKey, { description: 'x' });
    const listed = await call('GET', `/api/v1/sdk/stores/${store}/webhooks`, server.secretKey);
    const got = await call('GET', `/api/v1/sdk/stores/${store}/webhooks/${id}`, server.secretKey);
    expect(listed.status).toBe(200);
    expect(got.status).toBe(200);
    for (const response of [listed, got]) {
      const text = JSON.stringify(response.body);
      expect(text).not.toContain(firstSecret);
      expect(text).not.toContain(secondSecret);
      expect(text).not.toMatch(/whsec_[A-Za-z0-9+/]{20,}/);
    }

    // Test-mode login (fixed code) and live-mode login (random code through the SMS port).
    const testPhone = '+15550001111';
    await call('POST', `/api/v1/sdk/auth/store/${store}/otp`, server.publishableKey, { phone: testPhone });
    const testLogin = await call('POST', `/api/v1/sdk/auth/store/${store}/verify`, server.publishableKey, {
      phone: testPhone,
      code: '000000',
    });
    expect(testLogin.status).toBe(200);
    const livePhone = '+15550002222';
    const sent = await call('POST', `/api/v1/sdk/auth/store/${store}/otp`, livePublishable.key, {
      phone: livePhone,
    });
    expect(sent.status).toBe(202);
    const outbox = join(server.dataDir, 'sms-outbox.jsonl');
    expect(existsSync(outbox)).toBe(true);
    const sms = readFileSync(outbox, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { to: string; body: string });
    const liveCode = /\b(\d{6})\b/.exec(sms.find((m) => m.to === livePhone)!.body)![1]!;
    const liveLogin = await call('POST', `/api/v1/sdk/auth/store/${store}/verify`, livePublishable.key, {
      phone: livePhone,
      code: liveCode,
    });
    expect(liveLogin.status).toBe(200);
    const tokens: string[] = [testLogin.body.data.token, liveLogin.body.data.token];
    await call('GET', `/api/v1/sdk/cart/${store}`, server.publishableKey, undefined, tokens[0]);
    await call('GET', `/api/v1/sdk/cart/${store}`, livePublishable.key, undefined, tokens[1]);
    await call('GET', `/api/v1/sdk/cart/${store}`, server.publishableKey, undefined, `${tokens[0]}x`);
    await call('GET', `/api/v1/customers/${liveLogin.body.data.customer.customerId}`, liveSecret.key);
    await receiver.waitForRequests(1, 20_000);
    await sleep(1500); // let the pipeline log what it logs

    // Everything the process printed after its start-up banner (which shows the demo keys on purpose).
    const output = server.output();
    const logs = output.slice(
      output.indexOf('Try: curl') + output.slice(output.indexOf('Try: curl')).indexOf('\n'),
    );
    expect(logs).toContain('"requestId"');
    const apiKeys = [server.publishableKey, server.secretKey, liveSecret.key, livePublishable.key];
    for (const secret of [...apiKeys, firstSecret, secondSecret, ...tokens]) {
      expect(logs.includes(secret), `logs contain ${secret.slice(0, 10)}…`).toBe(false);
    }
    expect(logs).not.toMatch(new RegExp(`\\b${liveCode}\\b`));
    expect(logs).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\./);
    expect(logs).not.toMatch(/whsec_[A-Za-z0-9+/]{20,}/);

    // Responses: webhook secrets only from create/rotate, JWTs only from verify, secret keys never.
    for (const response of responses) {
      const handsOutSecret =
        /\/webhooks(\/[^/]+\/rotate-secret)?$/.test(response.path) && response.method === 'POST';
      if (!handsOutSecret)
        expect(response.text, `${response.method} ${response.path}`).not.toMatch(/whsec_[A-Za-z0-9+/]{20,}/);
      if (!response.path.endsWith('/verify')) expect(response.text).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}\./);
      for (const key of [server.secretKey, liveSecret.key]) expect(response.text).not.toContain(key);
    }
    // Two admin CLI runs (a process each) and some forty requests: slow on a busy machine.
  }, 120_000);
});
