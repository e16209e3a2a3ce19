import { describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '../../../../shared/events/catalog.ts';
import { ssrfTargetCheck } from '../../../../shared/webhooks/endpoints/target-check.ts';
import {
  createWebhookSchema,
  listWebhooksQuerySchema,
  testWebhookSchema,
  unknownEventTypeMessage,
  updateWebhookSchema,
} from '../../../../shared/webhooks/endpoints/schemas.ts';
import { generateWebhookSecret, maskWebhookSecret } from '../../../../shared/webhooks/endpoints/secret.ts';
import { checkWebhookUrl, webhookUrlHash } from '../../../../shared/webhooks/endpoints/url.ts';

const messages = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('webhook URL rules', () => {
  it.each([
    ['HTTPS://Hooks.Example.COM:443/In', 'https://hooks.example.com/In'],
    ['https://hooks.example.com', 'https://hooks.example.com/'],
    ['https://hooks.example.com:8443/a?b=1', 'https://hooks.example.com:8443/a?b=1'],
    ['  https://hooks.example.com/x  ', 'https://hooks.example.com/x'],
    ['https://bücher.example/hook', 'https://xn--bcher-kva.example/hook'],
  ])('normalises %s to %s', (input, expected) => {
    expect(checkWebhookUrl(input)).toEqual({ ok: true, url: expected });
  });

  it('keeps path case, trailing slash and query as significant', () => {
    const urls = [
      'https://a.example/Hook',
      'https://a.example/hook',
      'https://a.example/hook/',
      'https://a.example/hook?x=1',
    ];
    const hashes = new Set(urls.map((url) => webhookUrlHash((checkWebhookUrl(url) as { url: string }).url)));
    expect(hashes.size).toBe(4);
  });

  it('gives equivalent spellings the same guard hash', () => {
    const a = checkWebhookUrl('https://A.example:443/hook') as { url: string };
    const b = checkWebhookUrl('https://a.example/hook') as { url: string };
    expect(webhookUrlHash(a.url)).toBe(webhookUrlHash(b.url));
    expect(webhookUrlHash(a.url)).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['http://hooks.example.com/', 'url must use https'],
    ['ftp://hooks.example.com/', 'url must use https'],
    ['https://user:pass@hooks.example.com/', 'url must not contain credentials (user:password@)'],
    ['https://user@hooks.example.com/', 'url must not contain credentials (user:password@)'],
    ['https://hooks.example.com/#frag', 'url must not contain a fragment'],
    ['https://hooks.example.com/#', 'url must not contain a fragment'],
    ['not a url', 'url is not a valid absolute URL'],
    ['/relative/path', 'url is not a valid absolute URL'],
    [`https://hooks.example.com/${'a'.repeat(2048)}`, 'url must be at most 2048 characters'],
  ])('refuses %s', (input, message) => {
    expect(checkWebhookUrl(input)).toEqual({ ok: false, message });
  });
});

describe('create/update-time SSRF check (delivery guard, static rules)', () => {
  const strict = ssrfTargetCheck(false);
  it.each([
    'https://127.0.0.1/hook',
    'https://localhost/hook',
    'https://api.localhost/hook',
    'https://10.1.2.3/hook',
    'https://192.168.0.10/hook',
    'https://172.16.5.4/hook',
    'https://169.254.169.254/latest/meta-data',
    'https://metadata.google.internal/',
    'https://[::1]/hook',
    'https://[fe80::1]/hook',
    'https://[::ffff:127.0.0.1]/hook',
    'https://2130706433/hook',
    'https://0x7f.0.0.1/hook',
  ])('refuses %s when private targets are not allowed', async (url) => {
    expect(await strict(url)).toMatch(/not a public address|not allowed/);
  });

  it('accepts public names and addresses', async () => {
    expect(await strict('https://hooks.example.com/in')).toBeUndefined();
    expect(await strict('https://93.184.216.34/in')).toBeUndefined();
  });

  it('lets everything through with WEBHOOK_ALLOW_PRIVATE_TARGETS=true', async () => {
    const relaxed = ssrfTargetCheck(true);
    expect(await relaxed('https://127.0.0.1:8443/hook')).toBeUndefined();
    expect(await relaxed('https://localhost/hook')).toBeUndefined();
  });
});

describe('create schema', () => {
  it('applies the defaults', () => {
    const parsed = createWebhookSchema.parse({
      url: 'https://hooks.example.com/in',
      events: ['cart.created'],
    });
    expect(parsed).toEqual({
      type: 'https',
      url: 'https://hooks.example.com/in',
      events: ['cart.created'],
      description: '',
      isEnabled: true,
      apiVersion: '1.0',
      includeApiOriginated: false,
      rateLimit: null,
      ordering: 'none',
    });
  });

  it('accepts every catalog type and drops duplicates in order', () => {
    const parsed = createWebhookSchema.parse({
      url: 'https://hooks.example.com/in',
      events: ['order.created', 'cart.created', 'order.created'],
    });
    expect(parsed.events).toEqual(['order.created', 'cart.created']);
    expect(
      createWebhookSchema.safeParse({ url: 'https://h.example/', events: [...EVENT_TYPES] }).success,
    ).toBe(true);
  });

  it('names each unknown event type', () => {
    const result = createWebhookSchema.safeParse({
      url: 'https://hooks.example.com/in',
      events: ['cart.created', 'cart.exploded', 'order.*'],
    });
    expect(messages(result)).toEqual([
      `events.1: ${unknownEventTypeMessage('cart.exploded')}`,
      `events.2: ${unknownEventTypeMessage('order.*')}`,
    ]);
  });

  it.each([
    [{ url: 'https://h.example/', events: [] }, 'events: events must name at least one event type'],
    [{ url: 'https://h.example/' }, 'events: events is required'],
    [{ url: 'https://h.example/', events: 'cart.created' }, 'events: events must be an array of event types'],
    [{ url: 'https://h.example/', events: [42] }, 'events.0: each event type must be a string'],
    [{ events: ['cart.created'] }, 'url: url is required'],
    [{ url: 42, events: ['cart.created'] }, 'url: url must be a string'],
    [{ url: 'http://h.example/', events: ['cart.created'] }, 'url: url must use https'],
    [
      { url: 'https://h.example/', events: ['cart.created'], apiVersion: '2.0' },
      'apiVersion: apiVersion must be "1.0"',
    ],
    [
      { url: 'https://h.example/', events: ['cart.created'], apiVersion: 1 },
      'apiVersion: apiVersion must be "1.0"',
    ],
    [
      { url: 'https://h.example/', events: ['cart.created'], isEnabled: 'yes' },
      'isEnabled: isEnabled must be a boolean',
    ],
    [
      { url: 'https://h.example/', events: ['cart.created'], includeApiOriginated: 1 },
      'includeApiOriginated: includeApiOriginated must be a boolean',
    ],
    [
      { url: 'https://h.example/', events: ['cart.created'], description: 'x'.repeat(501) },
      'description: description must be at most 500 characters',
    ],
    [
      { url: 'https://h.example/', events: ['cart.created'], secret: 'whsec_mine' },
      ': Unrecognized key: "secret"',
    ],
    [null, ': The body must be a JSON object'],
    [undefined, ': The body must be a JSON object'],
    [['https://h.example/'], ': The body must be a JSON object'],
  ])('refuses %j', (body, message) => {
    const result = createWebhookSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(messages(result)).toContain(message);
  });
});

describe('update schema', () => {
  it('is partial but not empty', () => {
    expect(updateWebhookSchema.parse({ isEnabled: false })).toEqual({ isEnabled: false });
    expect(messages(updateWebhookSchema.safeParse({}))).toEqual([
      ': The body must contain at least one of url, eventBusArn, roleArn, events, description, isEnabled, includeApiOriginated, rateLimit, ordering',
    ]);
    expect(updateWebhookSchema.safeParse(undefined).success).toBe(false);
  });

  it('applies the create rules to the fields it accepts', () => {
    expect(messages(updateWebhookSchema.safeParse({ url: 'http://h.example/' }))).toEqual([
      'url: url must use https',
    ]);
    expect(messages(updateWebhookSchema.safeParse({ events: [] }))).toEqual([
      'events: events must name at least one event type',
    ]);
    expect(messages(updateWebhookSchema.safeParse({ apiVersion: '1.0' }))).toContain(
      ': Unrecognized key: "apiVersion"',
    );
    expect(updateWebhookSchema.parse({ url: 'https://H.example:443' })).toEqual({
      url: 'https://h.example/',
    });
  });
});

describe('list query and test body', () => {
  it('reads isEnabled=true|false and nothing else', () => {
    expect(listWebhooksQuerySchema.parse({})).toEqual({ isEnabled: undefined });
    expect(listWebhooksQuerySchema.parse({ isEnabled: 'true' })).toEqual({ isEnabled: true });
    expect(listWebhooksQuerySchema.parse({ isEnabled: 'false' })).toEqual({ isEnabled: false });
    for (const bad of ['1', 'TRUE', '', 'yes']) {
      expect(listWebhooksQuerySchema.safeParse({ isEnabled: bad }).success).toBe(false);
    }
  });

  it('defaults the test event type to webhook.test and refuses unknown types', () => {
    expect(testWebhookSchema.parse(undefined)).toEqual({ eventType: 'webhook.test' });
    expect(testWebhookSchema.parse({})).toEqual({ eventType: 'webhook.test' });
    expect(testWebhookSchema.parse({ eventType: 'order.shipped' })).toEqual({ eventType: 'order.shipped' });
    expect(messages(testWebhookSchema.safeParse({ eventType: 'order.teleported' }))).toEqual([
      `eventType: ${unknownEventTypeMessage('order.teleported')}`,
    ]);
  });
});

describe('endpoint secrets', () => {
  it('are whsec_ + base64 of 24 random bytes, masked to the last four', () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(24);
    expect(maskWebhookSecret(secret)).toBe(`whsec_****${secret.slice(-4)}`);
    expect(new Set(Array.from({ length: 50 }, generateWebhookSecret)).size).toBe(50);
  });
});
