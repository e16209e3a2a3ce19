import { describe, expect, it } from 'vitest';
import { validateEndpoint } from '../../../dashboard/src/pages/developers/webhooks/endpoint-rules.ts';

describe('endpoint form: what it sends', () => {
  const values = {
    type: 'https' as const,
    creating: false,
    eventBusArn: '',
    roleArn: '',
    url: ' https://hooks.example.com/x ',
    description: 'Sync',
    events: ['order.created' as const],
    rateLimit: '',
  };

  it('sends ordering "none" unless the owner asks for delivery in order per resource', () => {
    expect(validateEndpoint(values).input).toEqual({
      url: 'https://hooks.example.com/x',
      description: 'Sync',
      events: ['order.created'],
      rateLimit: null,
      ordering: 'none',
    });
    expect(validateEndpoint({ ...values, ordering: 'resource' }).input?.ordering).toBe('resource');
  });
});
