import { randomUUID } from 'node:crypto';
import { createServer } from 'node:https';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { keys } from '../../../shared/db/keys.ts';
import { MAX_RESPONSE_BYTES } from '../../../shared/webhooks/delivery/sender.ts';
import { recoveryIdOf, runRecoveryPage } from '../../../shared/webhooks/log/recovery.ts';
import { testCertificates } from '../../support/webhook-receiver.ts';
import { useDeliveryLogHarness } from '../../support/delivery-log-harness.ts';

const { h, newEndpoint, deliver, drain, scope } = useDeliveryLogHarness();

describe('delivery records', () => {
  it('keep the payload sent and each attempt with its code, error class and response body', async () => {
    const endpoint = await newEndpoint();
    h.receiver.script({ status: 503, body: 'maintenance until 10:00' });
    const deliveryId = await deliver(endpoint);
    const detail = await h.service.getDelivery(scope(endpoint), endpoint.id, deliveryId);
    const received = h.receiver.requests.at(-1)!;
    expect(detail).toMatchObject({ deliveryId, status: 'failed', lastResponseCode: 503 });
    expect(detail.payload).toBe(received.rawBody);
    expect(detail.attempts).toEqual([
      {
        attempt: 1,
        timestamp: expect.any(String),
        responseCode: 503,
        durationMs: expect.any(Number),
        error: 'non_2xx',
        errorMessage: 'HTTP 503',
        responseBody: 'maintenance until 10:00',
        resend: false,
      },
    ]);
    // Port 9 breaks the port rule (the SSRF guard); a closed high port refuses the connection.
    const blocked = await newEndpoint({ url: 'https://127.0.0.1:9/webhook' });
    const blockedDetail = await h.service.getDelivery(scope(blocked), blocked.id, await deliver(blocked));
    expect(blockedDetail.attempts[0]).toMatchObject({ responseCode: null, error: 'ssrf_blocked' });
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createNetServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const refused = await newEndpoint({ url: `https://127.0.0.1:${closedPort}/webhook` });
    const refusedDetail = await h.service.getDelivery(scope(refused), refused.id, await deliver(refused));
    expect(refusedDetail.attempts[0]).toMatchObject({ responseCode: null, error: 'refused' });
  });

  it('a 10 MB response is cut at 4 KiB without being read whole', async () => {
    const certs = testCertificates();
    const total = 10 * 1024 * 1024;
    let written = 0;
    let finished = false;
    let bigUrl!: (url: string) => void;
    const big = new Promise<string>((resolve) => (bigUrl = resolve));
    const closed = new Promise<void>((resolve) => {
      const server = createServer({ key: certs.serverKey, cert: certs.serverCert }, (req, res) => {
        req.resume();
        res.writeHead(500, { 'content-type': 'text/plain', 'content-length': String(total) });
        const chunk = Buffer.alloc(16 * 1024, 'x');
        const pump = () => {
          while (written < total) {
            written += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end(() => (finished = true));
        };
        res.on('close', () => {
          server.close();
          resolve();
        });
        pump();
      });
      server.listen(0, '127.0.0.1', () => {
        bigUrl(`https://127.0.0.1:${(server.address() as AddressInfo).port}/big`);
      });
    });

    const endpoint = await newEndpoint({ url: await big });
    const deliveryId = await deliver(endpoint);
    await closed;
    const detail = await h.service.getDelivery(scope(endpoint), endpoint.id, deliveryId);
    expect(detail.attempts[0]!.responseBody).toHaveLength(MAX_RESPONSE_BYTES);
    expect(detail.attempts[0]!.error).toBe('non_2xx');
    // The sender hung up after its 4 KiB: the server could not hand over the rest.
    expect(finished).toBe(false);
    expect(written).toBeLessThan(total);
  });

  it("lists an endpoint's deliveries newest first, by status, a page at a time", async () => {
    const endpoint = await newEndpoint();
    h.receiver.script(500, 200, 500);
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await deliver(endpoint));
    const all = await h.service.listDeliveries(scope(endpoint), endpoint.id, { limit: 2 });
    expect(all.items.map((d) => d.deliveryId)).toEqual([ids[2], ids[1]]);
    const rest = await h.service.listDeliveries(scope(endpoint), endpoint.id, {
      limit: 2,
      cursor: all.nextCursor!,
    });
    expect(rest.items.map((d) => d.deliveryId)).toEqual([ids[0]]);
    const failed = await h.service.listDeliveries(scope(endpoint), endpoint.id, {
      limit: 25,
      status: 'failed',
    });
    expect(failed.items.map((d) => [d.deliveryId, d.status])).toEqual([
      [ids[2], 'failed'],
      [ids[0], 'failed'],
    ]);
    const other = await newEndpoint();
    await expect(
      h.service.listDeliveries(scope(other), other.id, { limit: 2, cursor: all.nextCursor! }),
    ).rejects.toMatchObject({ errorCode: 'INVALID_REQUEST' });
  });
});

describe('retry', () => {
  it('sends again now: same delivery id, next attempt, current secret, even when disabled', async () => {
    const endpoint = await newEndpoint();
    h.receiver.script(500);
    const deliveryId = await deliver(endpoint);
    const rotated = 'whsec_GBkaGxwdHh8gISIjJCUmJygpKissLS4v';
    await h.table.db.send(
      new UpdateCommand({
        TableName: h.table.tableName,
        Key: keys.webhookEndpoint(endpoint.storeId, endpoint.mode, endpoint.id),
        UpdateExpression: 'SET secret = :secret, isEnabled = :off',
        ExpressionAttributeValues: { ':secret': rotated, ':off': false },
      }),
    );
    h.receiver.setSecrets(rotated);
    h.receiver.script(200);
    const first = h.receiver.requests.length;
    const result = await h.service.retry(scope(endpoint), endpoint.id, deliveryId);
    expect(result).toMatchObject({ deliveryId, attempt: 2, success: true, responseCode: 200, error: null });
    const sent = h.receiver.requests[first]!;
    expect(sent.headers['x-service-delivery-id']).toBe(deliveryId);
    expect(sent.headers['x-service-attempt']).toBe('2');
    expect(sent.signedWith).toBe(rotated);
    const detail = await h.service.getDelivery(scope(endpoint), endpoint.id, deliveryId);
    expect(detail).toMatchObject({ status: 'succeeded', lastResponseCode: 200 });
    expect(sent.rawBody).toBe(detail.payload);
    expect(detail.attempts.map((a) => [a.attempt, a.responseCode])).toEqual([
      [1, 500],
      [2, 200],
    ]);
    await expect(h.service.retry(scope(endpoint), endpoint.id, randomUUID())).rejects.toMatchObject({
      errorCode: 'DELIVERY_NOT_FOUND',
    });
  });

  it('sends a succeeded delivery again, as Stripe allows: a new attempt, marked as a resend in the log', async () => {
    const endpoint = await newEndpoint();
    h.receiver.script(200);
    const deliveryId = await deliver(endpoint);
    const before = await h.service.getDelivery(scope(endpoint), endpoint.id, deliveryId);
    expect(before).toMatchObject({ status: 'succeeded', attempts: [{ attempt: 1, resend: false }] });
    const first = h.receiver.requests.length;
    const result = await h.service.retry(scope(endpoint), endpoint.id, deliveryId);
    expect(result).toMatchObject({ deliveryId, attempt: 2, resend: true, success: true, responseCode: 200 });
    const sent = h.receiver.requests[first]!;
    expect(sent.headers['x-service-delivery-id']).toBe(deliveryId);
    expect(sent.rawBody).toBe(before.payload);
    const after = await h.service.getDelivery(scope(endpoint), endpoint.id, deliveryId);
    expect(after.status).toBe('succeeded');
    expect(after.attempts.map((a) => [a.attempt, a.resend])).toEqual([
      [1, false],
      [2, true],
    ]);
    // A failed delivery sent again by hand is a retry, not a resend.
    const other = await newEndpoint();
    h.receiver.script(500);
    const failing = await deliver(other);
    h.receiver.script(200);
    expect(await h.service.retry(scope(other), other.id, failing)).toMatchObject({
      attempt: 2,
      resend: false,
    });
  });
});

describe('recover', () => {
  it('sends every failed delivery since a time once, even with two recoveries at the same time', async () => {
    const endpoint = await newEndpoint();
    h.receiver.script(500);
    const before = await deliver(endpoint);
    const since = new Date().toISOString();
    h.receiver.script(500, 500, 200, 500, 500, 500, 500);
    const ids = [];
    for (let i = 0; i < 7; i++) ids.push(await deliver(endpoint));
    const failed = ids.filter((_, i) => i !== 2);
    h.receiver.setDefault(200);
    const start = h.receiver.requests.length;
    const [a, b] = await Promise.all([
      h.service.recover(scope(endpoint), endpoint.id, since),
      h.service.recover(scope(endpoint), endpoint.id, since),
    ]);
    expect([a.queued, b.queued]).toEqual([6, 6]);
    // Both jobs' first pages race; then the queue is worked off.
    const jobs = h.queued.splice(0);
    await Promise.all(jobs.map((job) => runRecoveryPage(recoveryIdOf(job.body)!, h.recovery)));
    await drain();
    const resent = h.receiver.requests.slice(start).map((r) => r.headers['x-service-delivery-id']);
    expect([...resent].sort()).toEqual([...failed].sort());
    expect(resent).not.toContain(before);
    const after = await h.service.listDeliveries(scope(endpoint), endpoint.id, {
      limit: 25,
      status: 'failed',
    });
    expect(after.items.map((d) => d.deliveryId)).toEqual([before]);
    h.receiver.setDefault(200);
  });

  it('is refused for a disabled endpoint', async () => {
    const endpoint = await newEndpoint({ isEnabled: false });
    await expect(
      h.service.recover(scope(endpoint), endpoint.id, new Date(0).toISOString()),
    ).rejects.toMatchObject({
      errorCode: 'WEBHOOK_DISABLED',
    });
  });
});
