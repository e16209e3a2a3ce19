import { describe, expect, it } from 'vitest';
import { validateEndpoint } from '../../../dashboard/src/pages/developers/webhooks/endpoint-rules.ts';
import { createWebhookSchema } from '../../../shared/webhooks/endpoints/schemas.ts';

/** The dashboard's endpoint form: the EventBridge type, its ARN checks the same as the API's, ordering. */
const BUS = 'arn:aws:events:us-east-1:123456789012:event-bus/store-events';
const ROLE = 'arn:aws:iam::123456789012:role/store-commerce-events';
const values = (overrides: Partial<Parameters<typeof validateEndpoint>[0]> = {}) => ({
  type: 'eventbridge' as const,
  creating: true,
  url: '',
  eventBusArn: BUS,
  roleArn: ROLE,
  description: '',
  events: ['order.created' as const],
  rateLimit: '',
  ...overrides,
});

describe('dashboard endpoint form', () => {
  it('creates an EventBridge endpoint with its bus and role, and no URL', () => {
    expect(validateEndpoint(values({ eventBusArn: ` ${BUS} ` })).input).toEqual({
      type: 'eventbridge',
      eventBusArn: BUS,
      roleArn: ROLE,
      description: '',
      events: ['order.created'],
      rateLimit: null,
      ordering: 'none',
    });
  });

  it('sends ordering "none" unless the owner asks for delivery in order per resource', () => {
    expect(validateEndpoint(values({ ordering: 'resource' })).input?.ordering).toBe('resource');
  });

  it('sends no type on edit (an endpoint keeps its type)', () => {
    expect(validateEndpoint(values({ creating: false })).input).not.toHaveProperty('type');
    expect(
      validateEndpoint(values({ type: 'https', creating: false, url: 'https://hooks.example.com/' })).input,
    ).toEqual({
      url: 'https://hooks.example.com/',
      description: '',
      events: ['order.created'],
      rateLimit: null,
      ordering: 'none',
    });
  });

  it.each([
    BUS,
    'arn:aws:events:us-east-1:123456789012:event-bus/default',
    'arn:aws:events:us-east-1:12345678901:event-bus/x',
    'arn:aws:events:us-east-1:123456789012:rule/x',
    'arn:aws:events:useast1:123456789012:event-bus/x',
    'arn:aws:events:eu-west-1:123456789012:event-bus/bad name',
    'store-events',
  ])('judges the bus %s as the API does', (eventBusArn) => {
    const api = createWebhookSchema.safeParse({
      type: 'eventbridge',
      eventBusArn,
      roleArn: ROLE,
      events: ['order.created'],
    });
    const form = validateEndpoint(values({ eventBusArn }));
    expect(form.errors.eventBusArn === undefined).toBe(api.success);
  });

  it.each([
    ROLE,
    'arn:aws:iam::123456789012:role/service-role/events',
    'arn:aws:iam::123456789012:user/alice',
    `arn:aws:iam::123456789012:role/${'r'.repeat(65)}`,
    'arn:aws:iam:us-east-1:123456789012:role/x',
  ])('judges the role %s as the API does', (roleArn) => {
    const api = createWebhookSchema.safeParse({
      type: 'eventbridge',
      eventBusArn: BUS,
      roleArn,
      events: ['order.created'],
    });
    const form = validateEndpoint(values({ roleArn }));
    expect(form.errors.roleArn === undefined).toBe(api.success);
  });
});
