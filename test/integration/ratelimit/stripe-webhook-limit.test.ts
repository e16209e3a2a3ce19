import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { resetConfig } from '../../../shared/config.ts';
import { ROUTES } from '../../../shared/routes.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { httpEvent, invoke } from '../../support/http-event.ts';

/**
 * Stripe sends every store's webhooks from a few addresses: counted at the anonymous limit
 * (60 a minute per address), a platform's stores together would soon be refused. The route is
 * a signed callback: counted per address on its own counter, at its own limit.
 */
useTestTable();
process.env.RATE_LIMIT_ANONYMOUS_PER_MINUTE = '1';
process.env.RATE_LIMIT_STRIPE_WEBHOOK_PER_MINUTE = '3';

const { handler: stripeWebhooks } = await import('../../../functions/stripe-webhooks/handler.ts');
const { handler: docs } = await import('../../../functions/docs/handler.ts');

beforeAll(() => resetConfig());

const stripeEvent = (sourceIp: string) =>
  httpEvent('POST', `/api/v1/payments/stripe/${randomUUID()}/test`, {
    rawBody: JSON.stringify({ id: 'evt_1', type: 'charge.refunded' }),
    headers: { 'Stripe-Signature': 't=1,v1=00' },
    sourceIp,
  });

describe("Stripe's webhook route: a signed callback, not an anonymous caller", () => {
  it('is marked so in the route table', () => {
    const route = ROUTES.find((r) => r.operationId === 'receiveStripeWebhook');
    expect(route).toMatchObject({ access: 'none', signedCallback: true });
  });

  it('admits one address up to the callback limit, above the anonymous one, on a counter of its own', async () => {
    const sourceIp = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await invoke(stripeWebhooks, stripeEvent(sourceIp)));
    // Three reach the handler (a bad signature is its 400), the fourth is over the limit.
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 429]);
    expect(answers[0]!.headers?.['x-ratelimit-limit']).toBe('3');
    expect(answers[3]!.body).toMatchObject({ errorCode: 'RATE_LIMIT_EXCEEDED' });
    // The same address's anonymous allowance is untouched (limit 1): one call goes through.
    const openapi = await invoke(docs, httpEvent('GET', '/api/v1/openapi.json', { sourceIp }));
    expect(openapi.status).toBe(200);
    expect(openapi.headers?.['x-ratelimit-limit']).toBe('1');
  });
});
