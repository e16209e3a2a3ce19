import { describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../../../../shared/errors.ts';
import type { DomainEvent } from '../../../../shared/events/outbox.ts';
import type {
  StoredWebhookEndpoint,
  WebhookEndpointRepository,
} from '../../../../shared/webhooks/endpoints/ports.ts';
import { createWebhookSchema, updateWebhookSchema } from '../../../../shared/webhooks/endpoints/schemas.ts';
import { createWebhookService, type WebhookProbe } from '../../../../shared/webhooks/endpoints/service.ts';
import { webhookUrlHash } from '../../../../shared/webhooks/endpoints/url.ts';
import { toEndpointView } from '../../../../shared/webhooks/endpoints/views.ts';
import type { WebhookEndpointRecord } from '../../../../shared/webhooks/types.ts';
import { endpointRecord } from '../../../support/webhook-fixtures.ts';

/** EventBridge endpoints: the create/update rules, the view, uniqueness of the bus, rotate and test. */
const SCOPE = { storeId: '11111111-1111-4111-8111-111111111111', mode: 'test' as const };
const BUS = 'arn:aws:events:eu-west-1:123456789012:event-bus/store-events';
const ROLE = 'arn:aws:iam::123456789012:role/store-commerce-events';

const messages = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

const eventBridgeBody = (overrides: Record<string, unknown> = {}) => ({
  type: 'eventbridge',
  eventBusArn: BUS,
  roleArn: ROLE,
  events: ['order.created'],
  ...overrides,
});

/** The repository's rules in memory: 10 endpoints per scope, one endpoint per guard hash. */
const fakeRepository = () => {
  const items = new Map<string, StoredWebhookEndpoint>();
  const events: DomainEvent[] = [];
  const taken = (hash: string, except?: string) =>
    [...items.values()].some((item) => item.urlHash === hash && item.id !== except);
  const repository: WebhookEndpointRepository = {
    get: async (_s, _m, id) => structuredClone(items.get(id)),
    list: async () => [...items.values()].map((item) => structuredClone(item)),
    async create(endpoint, event) {
      if (taken(endpoint.urlHash)) return { ok: false, reason: 'duplicate-url' };
      if (items.size >= 10) return { ok: false, reason: 'limit-reached' };
      items.set(endpoint.id, structuredClone(endpoint));
      events.push(event);
      return { ok: true };
    },
    async update(_previous, next, event) {
      if (taken(next.urlHash, next.id)) return { ok: false, reason: 'duplicate-url' };
      items.set(next.id, structuredClone(next));
      events.push(event);
      return { ok: true };
    },
    async delete(endpoint, event) {
      items.delete(endpoint.id);
      events.push(event);
      return { ok: true };
    },
  };
  return { repository, items, events };
};

const setup = () => {
  const fake = fakeRepository();
  const probed: WebhookEndpointRecord[] = [];
  const probe: WebhookProbe = {
    async send(endpoint) {
      probed.push(endpoint);
      return { deliveryId: 'd-1', success: true, responseCode: 200, durationMs: 3, error: null };
    },
  };
  const checkTarget = vi.fn(async () => undefined);
  const service = createWebhookService({
    repository: fake.repository,
    history: { recentAttempts: async () => [] },
    probe,
    checkTarget,
    clock: { now: () => new Date('2030-01-01T00:00:00.000Z') },
  });
  return { ...fake, service, probed, checkTarget };
};

const errorOf = async (promise: Promise<unknown>) =>
  (await promise.then(
    () => undefined,
    (e: unknown) => e,
  )) as ApiError;

describe('EventBridge endpoint: create and update schemas', () => {
  it('takes a bus and a role instead of a URL (ARNs trimmed)', () => {
    expect(createWebhookSchema.parse(eventBridgeBody({ eventBusArn: ` ${BUS} ` }))).toEqual({
      type: 'eventbridge',
      eventBusArn: BUS,
      roleArn: ROLE,
      events: ['order.created'],
      description: '',
      isEnabled: true,
      apiVersion: '1.0',
      includeApiOriginated: false,
      rateLimit: null,
      ordering: 'none',
    });
  });

  it.each([
    'arn:aws:events:us-east-1:123456789012:event-bus/default',
    'arn:aws:events:us-gov-west-1:123456789012:event-bus/a.b-c_d',
    'arn:aws-cn:events:cn-north-1:123456789012:event-bus/aws.partner/example.com/123/orders',
  ])('accepts the bus %s', (eventBusArn) => {
    const roleArn = `arn:${eventBusArn.split(':')[1]}:iam::123456789012:role/service-role/events`;
    expect(createWebhookSchema.safeParse(eventBridgeBody({ eventBusArn, roleArn })).success).toBe(true);
  });

  const BUS_SHAPE =
    'eventBusArn: eventBusArn must be an ARN of the form arn:aws:events:<region>:<account id>:event-bus/<name>';
  const ROLE_SHAPE = 'roleArn: roleArn must be an ARN of the form arn:aws:iam::<account id>:role/<name>';
  it.each([
    [{ eventBusArn: 'store-events' }, BUS_SHAPE],
    [{ eventBusArn: 'arn:aws:events:eu-west-1:12345:event-bus/x' }, BUS_SHAPE],
    [{ eventBusArn: 'arn:aws:sqs:eu-west-1:123456789012:queue' }, BUS_SHAPE],
    [{ eventBusArn: 'arn:aws:events:eu-west-1:123456789012:rule/x' }, BUS_SHAPE],
    [{ eventBusArn: 'arn:aws:events:eu-west-1:123456789012:event-bus/bad name' }, BUS_SHAPE],
    [{ eventBusArn: 42 }, 'eventBusArn: eventBusArn must be a string'],
    [{ roleArn: 'arn:aws:iam::123456789012:user/alice' }, ROLE_SHAPE],
    [{ roleArn: 'arn:aws:iam:eu-west-1:123456789012:role/x' }, ROLE_SHAPE],
    [{ roleArn: `arn:aws:iam::123456789012:role/${'r'.repeat(65)}` }, ROLE_SHAPE],
    [{ eventBusArn: undefined }, 'eventBusArn: eventBusArn is required for an EventBridge endpoint'],
    [{ roleArn: undefined }, 'roleArn: roleArn is required for an EventBridge endpoint'],
    [
      { url: 'https://hooks.example.com/in' },
      'url: url applies to HTTPS endpoints only; this one is type "eventbridge"',
    ],
    [
      { roleArn: 'arn:aws-cn:iam::123456789012:role/x' },
      'roleArn: roleArn must be in the same AWS partition as eventBusArn',
    ],
    [{ type: 'sqs' }, 'type: type must be one of "https", "eventbridge"'],
  ])('refuses %j', (overrides, message) => {
    expect(messages(createWebhookSchema.safeParse(eventBridgeBody(overrides)))).toContain(message);
  });

  it('refuses a bus or a role on an HTTPS endpoint', () => {
    const result = createWebhookSchema.safeParse({
      url: 'https://hooks.example.com/in',
      eventBusArn: BUS,
      events: ['order.created'],
    });
    expect(messages(result)).toEqual([
      'eventBusArn: eventBusArn applies to EventBridge endpoints only; this one is type "https"',
    ]);
  });

  it('lets an update change the bus or the role, checked the same way', () => {
    expect(updateWebhookSchema.parse({ roleArn: ROLE })).toEqual({ roleArn: ROLE });
    expect(messages(updateWebhookSchema.safeParse({ eventBusArn: 'x' }))).toEqual([BUS_SHAPE]);
  });
});

describe('EventBridge endpoint: the service', () => {
  it('creates it without a secret or an SSRF check, and shows the bus and role instead of a URL', async () => {
    const { service, checkTarget, events, items } = setup();
    const created = await service.create(SCOPE, createWebhookSchema.parse(eventBridgeBody()));
    expect(created).toMatchObject({
      type: 'eventbridge',
      eventBusArn: BUS,
      roleArn: ROLE,
      events: ['order.created'],
    });
    for (const field of ['url', 'secret', 'secretMask']) expect(created).not.toHaveProperty(field);
    expect(checkTarget).not.toHaveBeenCalled();
    expect(items.get(created.id)).toMatchObject({ type: 'eventbridge', urlHash: webhookUrlHash(BUS) });
    expect(items.get(created.id)).not.toHaveProperty('secret');
    expect(events[0]!.data).toMatchObject({
      webhookId: created.id,
      type: 'eventbridge',
      eventBusArn: BUS,
      roleArn: ROLE,
    });
    expect(events[0]!.data).not.toHaveProperty('url');
  });

  it('reads an endpoint stored before types existed as HTTPS', () => {
    const legacy = endpointRecord();
    expect(legacy.type).toBeUndefined();
    const view = toEndpointView(legacy);
    expect(view).toMatchObject({
      type: 'https',
      url: legacy.url,
      secretMask: expect.stringMatching(/^whsec_\*{4}/),
    });
    expect(view).not.toHaveProperty('eventBusArn');
  });

  it('refuses the same bus twice in a store and mode with 409 DUPLICATE_URL', async () => {
    const { service } = setup();
    await service.create(SCOPE, createWebhookSchema.parse(eventBridgeBody()));
    const again = createWebhookSchema.parse(eventBridgeBody({ roleArn: `${ROLE}-2` }));
    const error = await errorOf(service.create(SCOPE, again));
    expect([error.status, error.errorCode, error.message]).toEqual([
      409,
      'DUPLICATE_URL',
      'A webhook endpoint for this event bus already exists',
    ]);
  });

  it('counts toward the 10-endpoint limit with HTTPS endpoints', async () => {
    const { service } = setup();
    for (let n = 0; n < 9; n++)
      await service.create(
        SCOPE,
        createWebhookSchema.parse({ url: `https://hooks.example.com/${n}`, events: ['order.created'] }),
      );
    await service.create(SCOPE, createWebhookSchema.parse(eventBridgeBody()));
    const eleventh = eventBridgeBody({ eventBusArn: `${BUS}-2` });
    expect((await errorOf(service.create(SCOPE, createWebhookSchema.parse(eleventh)))).errorCode).toBe(
      'TOO_MANY_WEBHOOKS',
    );
  });

  it('has no secret to rotate: 400 INVALID_REQUEST, nothing written', async () => {
    const { service, events } = setup();
    const created = await service.create(SCOPE, createWebhookSchema.parse(eventBridgeBody()));
    const error = await errorOf(service.rotateSecret(SCOPE, created.id));
    expect([error.status, error.errorCode]).toEqual([400, 'INVALID_REQUEST']);
    expect(events).toHaveLength(1);
  });

  it('updates the bus (moving its guard) and the role, never a URL; the type stays', async () => {
    const { service, items, events } = setup();
    const created = await service.create(SCOPE, createWebhookSchema.parse(eventBridgeBody()));
    const moved = await service.update(
      SCOPE,
      created.id,
      updateWebhookSchema.parse({ eventBusArn: `${BUS}-2`, roleArn: `${ROLE}-2` }),
    );
    expect(moved).toMatchObject({ type: 'eventbridge', eventBusArn: `${BUS}-2`, roleArn: `${ROLE}-2` });
    expect(items.get(created.id)!.urlHash).toBe(webhookUrlHash(`${BUS}-2`));
    expect(events.at(-1)!.data).toMatchObject({
      changes: { eventBusArn: `${BUS}-2`, roleArn: `${ROLE}-2` },
      previousValues: { eventBusArn: BUS, roleArn: ROLE },
    });
    const error = await errorOf(
      service.update(SCOPE, created.id, updateWebhookSchema.parse({ url: 'https://hooks.example.com/x' })),
    );
    expect(error.errorCode).toBe('INVALID_REQUEST');
    expect(error.details).toEqual([
      { path: 'body.url', message: 'url applies to HTTPS endpoints only; this one is type "eventbridge"' },
    ]);
  });

  it('refuses a bus or a role on an HTTPS endpoint update', async () => {
    const { service } = setup();
    const https = await service.create(
      SCOPE,
      createWebhookSchema.parse({ url: 'https://hooks.example.com/in', events: ['order.created'] }),
    );
    const error = await errorOf(
      service.update(SCOPE, https.id, updateWebhookSchema.parse({ roleArn: ROLE })),
    );
    expect(error.details).toEqual([
      {
        path: 'body.roleArn',
        message: 'roleArn applies to EventBridge endpoints only; this one is type "https"',
      },
    ]);
  });

  it('sends the test event through the probe to the EventBridge endpoint', async () => {
    const { service, probed } = setup();
    const created = await service.create(SCOPE, createWebhookSchema.parse(eventBridgeBody()));
    const result = await service.sendTest(SCOPE, created.id, 'webhook.test');
    expect(result).toMatchObject({ success: true, responseCode: 200 });
    expect(probed[0]).toMatchObject({
      type: 'eventbridge',
      eventBusArn: BUS,
      roleArn: ROLE,
      storeId: SCOPE.storeId,
    });
  });
});
