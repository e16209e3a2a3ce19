import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { AssumeRoleCommand, STSClient } from '@aws-sdk/client-sts';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildEnvelope, serializeEnvelope } from '../../../../shared/events/envelope.ts';
import { destinationSender } from '../../../../shared/webhooks/delivery/destination-sender.ts';
import { eventBridgeSender } from '../../../../shared/webhooks/delivery/eventbridge-sender.ts';
import { fileEventBridgeSender } from '../../../../shared/webhooks/delivery/file-eventbridge-sender.ts';
import type { WebhookAttemptInput, WebhookSender } from '../../../../shared/webhooks/delivery/sender.ts';
import { outboxRecord } from '../../../support/webhook-fixtures.ts';

/** The EventBridge senders behind the sender port: AWS (STS + PutEvents, mocked) and the local file. */
const sts = mockClient(STSClient);
const eventBridge = mockClient(EventBridgeClient);

const STORE = '11111111-1111-4111-8111-111111111111';
const OTHER_STORE = '22222222-2222-4222-8222-222222222222';
const BUS = 'arn:aws:events:eu-west-1:123456789012:event-bus/store-events';
const ROLE = 'arn:aws:iam::123456789012:role/store-commerce-events';
const HOUR = 3600_000;

const attempt = (
  overrides: Partial<WebhookAttemptInput> & { storeId?: string } = {},
): WebhookAttemptInput => {
  const event = outboxRecord({ type: 'order.created', storeId: overrides.storeId ?? STORE });
  const envelope = buildEnvelope(event);
  return {
    endpoint: {
      id: 'e0e0e0e0-0000-4000-8000-000000000001',
      storeId: overrides.storeId ?? STORE,
      type: 'eventbridge',
      eventBusArn: BUS,
      roleArn: ROLE,
    },
    envelope,
    rawBody: serializeEnvelope(envelope),
    deliveryId: 'dlv_1',
    attempt: 1,
    ...overrides,
  };
};

const credentials = (expiresInMs = HOUR) => ({
  Credentials: {
    AccessKeyId: 'ASIATEST',
    SecretAccessKey: 'secret',
    SessionToken: 'token',
    Expiration: new Date(Date.now() + expiresInMs),
  },
});

let sender: WebhookSender;
beforeAll(() => {
  sender = eventBridgeSender({ region: 'us-east-1', timeoutMs: 2000 });
});
afterEach(() => {
  sts.reset();
  eventBridge.reset();
});
afterAll(async () => {
  await sender.close();
});

describe('EventBridge sender (deployed)', () => {
  it("assumes the endpoint's role with the store id as ExternalId, then puts the envelope on the bus", async () => {
    sts.on(AssumeRoleCommand).resolves(credentials());
    eventBridge.on(PutEventsCommand).resolves({
      FailedEntryCount: 0,
      Entries: [{ EventId: 'eb-1' }],
      $metadata: { httpStatusCode: 200 },
    });
    const input = attempt();
    const result = await sender.send(input);

    expect(result).toMatchObject({
      success: true,
      responseCode: 200,
      error: null,
      responseBody: JSON.stringify({ EventId: 'eb-1' }),
    });
    expect(sts.commandCalls(AssumeRoleCommand).map((call) => call.args[0].input)).toEqual([
      {
        RoleArn: ROLE,
        ExternalId: STORE,
        RoleSessionName: `store-commerce-${STORE}`,
        DurationSeconds: 3600,
      },
    ]);
    const [put] = eventBridge.commandCalls(PutEventsCommand);
    expect(put!.args[0].input.Entries).toEqual([
      {
        EventBusName: BUS,
        Source: 'store-commerce',
        DetailType: 'order.created',
        Detail: input.rawBody,
        Time: new Date(input.envelope.createdAt),
      },
    ]);
    // In the bus's region, as the assumed role (never the function's own credentials).
    const client = put!.thisValue as EventBridgeClient;
    expect(await client.config.region()).toBe('eu-west-1');
    expect(await client.config.credentials()).toMatchObject({
      accessKeyId: 'ASIATEST',
      sessionToken: 'token',
    });
  });

  it('keeps the role session for later puts of the store, and assumes again for another store', async () => {
    const keeping = eventBridgeSender({ region: 'us-east-1', timeoutMs: 2000 });
    sts.on(AssumeRoleCommand).resolves(credentials());
    eventBridge.on(PutEventsCommand).resolves({ FailedEntryCount: 0, Entries: [{ EventId: 'eb' }] });
    expect(await keeping.send(attempt())).toMatchObject({ success: true });
    expect(await keeping.send(attempt({ deliveryId: 'dlv_2' }))).toMatchObject({ success: true });
    expect(sts.commandCalls(AssumeRoleCommand)).toHaveLength(1);
    await keeping.send(attempt({ storeId: OTHER_STORE }));
    expect(sts.commandCalls(AssumeRoleCommand).map((call) => call.args[0].input.ExternalId)).toEqual([
      STORE,
      OTHER_STORE,
    ]);
    expect(eventBridge.commandCalls(PutEventsCommand)).toHaveLength(3);
    await keeping.close();
  });

  it('assumes the role again when its credentials are about to expire', async () => {
    const expiring = eventBridgeSender({ region: 'us-east-1', timeoutMs: 2000 });
    sts.on(AssumeRoleCommand).resolves(credentials(60_000));
    eventBridge.on(PutEventsCommand).resolves({ FailedEntryCount: 0, Entries: [{ EventId: 'eb' }] });
    await expiring.send(attempt());
    await expiring.send(attempt());
    expect(sts.commandCalls(AssumeRoleCommand)).toHaveLength(2);
    await expiring.close();
  });

  it('counts a put whose entry failed (FailedEntryCount) as a failed attempt', async () => {
    sts.on(AssumeRoleCommand).resolves(credentials());
    eventBridge.on(PutEventsCommand).resolves({
      FailedEntryCount: 1,
      Entries: [{ ErrorCode: 'InternalFailure', ErrorMessage: 'try again' }],
    });
    expect(await sender.send(attempt())).toMatchObject({
      success: false,
      responseCode: null,
      error: 'PutEvents entry failed (InternalFailure): try again',
      errorClass: 'refused',
    });
  });

  it('fails the attempt without a put when the role cannot be assumed, naming the AWS error only', async () => {
    const refusing = eventBridgeSender({ region: 'us-east-1', timeoutMs: 2000 });
    sts.on(AssumeRoleCommand).rejects(
      Object.assign(new Error('User: arn:aws:sts::999999999999:assumed-role/ours is not authorized'), {
        name: 'AccessDenied',
      }),
    );
    const result = await refusing.send(attempt());
    expect(result).toMatchObject({ success: false, responseCode: null, errorClass: 'refused' });
    expect(result.error).toMatch(/^could not assume the role \(AccessDenied\)/);
    expect(result.error).not.toContain('999999999999');
    expect(eventBridge.commandCalls(PutEventsCommand)).toHaveLength(0);
    await refusing.close();
  });

  it('fails an attempt whose put is refused, and assumes the role afresh next time', async () => {
    const revoked = eventBridgeSender({ region: 'us-east-1', timeoutMs: 2000 });
    sts.on(AssumeRoleCommand).resolves(credentials());
    eventBridge
      .on(PutEventsCommand)
      .rejectsOnce(Object.assign(new Error('denied'), { name: 'AccessDeniedException' }))
      .resolves({ FailedEntryCount: 0, Entries: [{ EventId: 'eb' }] });
    expect(await revoked.send(attempt())).toMatchObject({
      success: false,
      error: 'PutEvents failed (AccessDeniedException)',
    });
    const second = await revoked.send(attempt());
    expect(second, JSON.stringify(second)).toMatchObject({ success: true });
    expect(sts.commandCalls(AssumeRoleCommand)).toHaveLength(2);
    await revoked.close();
  });

  it('refuses an HTTPS endpoint (a wiring mistake) without calling AWS', async () => {
    const result = await sender.send({
      ...attempt(),
      endpoint: { id: 'x', url: 'https://hooks.example.com/', secret: 'whsec_x' },
    });
    expect(result).toMatchObject({ success: false, error: 'an HTTPS endpoint has no event bus' });
    expect(sts.commandCalls(AssumeRoleCommand)).toHaveLength(0);
  });
});

describe('EventBridge sender (local file) and the destination sender', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'eventbridge-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('appends each put to eventbridge.jsonl; HTTPS endpoints still go to the HTTPS sender', async () => {
    const file = join(dir, 'eventbridge.jsonl');
    const httpsSent: WebhookAttemptInput[] = [];
    const https: WebhookSender = {
      send: async (input) => {
        httpsSent.push(input);
        return { success: true, responseCode: 204, durationMs: 1, error: null };
      },
      close: async () => undefined,
    };
    const sender = destinationSender({ https, eventBridge: fileEventBridgeSender(file) });
    const input = attempt({ test: true });
    expect(await sender.send(input)).toMatchObject({ success: true, responseCode: 200, error: null });
    await sender.send({
      ...attempt(),
      endpoint: { id: 'h', url: 'https://hooks.example.com/', secret: 's' },
    });

    const lines = (await readFile(file, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as object);
    expect(lines).toEqual([
      {
        time: input.envelope.createdAt,
        eventBusArn: BUS,
        roleArn: ROLE,
        externalId: STORE,
        roleSessionName: `store-commerce-${STORE}`,
        source: 'store-commerce',
        detailType: 'order.created',
        detail: JSON.parse(input.rawBody!) as object,
        webhookId: input.endpoint.id,
        deliveryId: 'dlv_1',
        attempt: 1,
        test: true,
      },
    ]);
    expect(httpsSent.map((sent) => sent.endpoint.id)).toEqual(['h']);
  });
});
