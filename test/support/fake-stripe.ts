import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { fakeStripeTax, parseStripeForm as parseForm, type FakeStripeTax } from './fake-stripe-tax.ts';
import { sleep } from './wait.ts';

/**
 * A local fake of the parts of Stripe's API the adapter uses, for the official client pointed
 * at it by STRIPE_API_URL (or `apiUrl`). Bodies follow Stripe's published OpenAPI shapes; the
 * builders are typed against the `stripe` package's own types (fake-stripe.types.test.ts).
 *
 * PaymentMethods follow Stripe's test PaymentMethods: `pm_card_visa` succeeds,
 * `pm_card_threeDSecureRequired` requires action (3-D Secure), `pm_card_chargeDeclined*`
 * declines; anything else is unknown (400 resource_missing). `failNext('timeout')` answers the
 * next create only after `hangMs` (the charge happens: the client gave up, Stripe did not);
 * `failNext('error')` answers 500 without charging. Every idempotency key seen is recorded and
 * a repeated key gets the first answer, as Stripe does.
 */
type Intent = Pick<
  Stripe.PaymentIntent,
  | 'id'
  | 'object'
  | 'amount'
  | 'amount_received'
  | 'currency'
  | 'status'
  | 'client_secret'
  | 'metadata'
  | 'livemode'
  | 'created'
  | 'description'
  | 'next_action'
  | 'last_payment_error'
  | 'payment_method'
  | 'payment_method_types'
  | 'latest_charge'
  | 'confirmation_method'
  | 'capture_method'
>;
type Refund = Pick<
  Stripe.Refund,
  | 'id'
  | 'object'
  | 'amount'
  | 'currency'
  | 'status'
  | 'payment_intent'
  | 'metadata'
  | 'created'
  | 'failure_reason'
>;
/** Stripe's error object (OpenAPI `api_errors`; the package types it as LastPaymentError). */
type ErrorBody = {
  error: Pick<Stripe.PaymentIntent.LastPaymentError, 'type' | 'code' | 'decline_code' | 'message' | 'param'>;
};
type Account = Pick<Stripe.Account, 'id' | 'object' | 'charges_enabled' | 'country' | 'default_currency'>;
type CardMethod = Pick<Stripe.PaymentMethod, 'id' | 'object' | 'type' | 'created' | 'livemode'> & {
  card: Pick<
    NonNullable<Stripe.PaymentMethod['card']>,
    'brand' | 'last4' | 'exp_month' | 'exp_year' | 'funding'
  >;
};

export const FAKE_ACCOUNT_ID = 'acct_1FakeStoreAccount';

export const TEST_PAYMENT_METHODS = {
  visa: 'pm_card_visa',
  threeDSecure: 'pm_card_threeDSecureRequired',
  declined: 'pm_card_chargeDeclined',
  insufficientFunds: 'pm_card_chargeDeclinedInsufficientFunds',
} as const;

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

export const fakeCardMethod = (pm: string, livemode: boolean): CardMethod => ({
  id: pm,
  object: 'payment_method',
  type: 'card',
  created: now(),
  livemode,
  card: {
    brand: 'visa',
    last4: pm === TEST_PAYMENT_METHODS.threeDSecure ? '3184' : '4242',
    exp_month: 12,
    exp_year: 2034,
    funding: 'credit',
  },
});

export const fakeIntent = (fields: {
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  livemode: boolean;
  paymentMethod: string;
  status: Intent['status'];
  description?: string | null;
}): Intent => {
  const intentId = id('pi');
  return {
    id: intentId,
    object: 'payment_intent',
    amount: fields.amount,
    amount_received: fields.status === 'succeeded' ? fields.amount : 0,
    currency: fields.currency,
    status: fields.status,
    client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
    metadata: fields.metadata,
    livemode: fields.livemode,
    created: now(),
    description: fields.description ?? null,
    next_action:
      fields.status === 'requires_action'
        ? { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } }
        : null,
    last_payment_error: null,
    payment_method: fields.paymentMethod,
    payment_method_types: ['card'],
    latest_charge: fields.status === 'succeeded' ? id('ch') : null,
    confirmation_method: 'automatic',
    capture_method: 'automatic',
  };
};

export const fakeRefund = (fields: {
  amount: number;
  currency: string;
  paymentIntent: string;
  metadata: Record<string, string>;
}): Refund => ({
  id: id('re'),
  object: 'refund',
  amount: fields.amount,
  currency: fields.currency,
  status: 'pending',
  payment_intent: fields.paymentIntent,
  metadata: fields.metadata,
  created: now(),
});

export const fakeAccount = (): Account => ({
  id: FAKE_ACCOUNT_ID,
  object: 'account',
  charges_enabled: true,
  country: 'US',
  default_currency: 'usd',
});

const stripeError = (
  type: ErrorBody['error']['type'],
  message: string,
  extra: Partial<ErrorBody['error']> = {},
): ErrorBody => ({
  error: { type, message, ...extra },
});

export interface FakeStripe {
  url: string;
  /** Idempotency keys of every POST, in order (repeats included). */
  idempotencyKeys: string[];
  intents: Map<string, Intent>;
  refunds: Map<string, Refund>;
  /** Stripe Tax's calculations: rates, requests seen, outages (fake-stripe-tax.ts). */
  tax: FakeStripeTax;
  /** PaymentIntents that took money. */
  charges(): Intent[];
  failNext(kind: 'timeout' | 'error'): void;
  /** The customer finished 3-D Secure (succeeded) or failed it. */
  authenticate(paymentIntentId: string, outcome?: 'succeeded' | 'failed'): Intent;
  /** A signed Stripe webhook request for `event` data (generateTestHeaderString). */
  signedEvent(
    secret: string,
    type: string,
    object: object,
    options?: { livemode?: boolean; eventId?: string; timestamp?: number },
  ): { body: string; signature: string; eventId: string };
  close(): Promise<void>;
}

export const startFakeStripe = async (options: { hangMs?: number } = {}): Promise<FakeStripe> => {
  const intents = new Map<string, Intent>();
  const refunds = new Map<string, Refund>();
  const replies = new Map<string, { status: number; body: unknown }>();
  const idempotencyKeys: string[] = [];
  const failures: Array<'timeout' | 'error'> = [];
  const hangMs = options.hangMs ?? 3000;
  const tax = fakeStripeTax({ hangMs });

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
    res.end(JSON.stringify(body));
  };

  const withMethod = (intent: Intent, expand: boolean) =>
    expand && typeof intent.payment_method === 'string'
      ? { ...intent, payment_method: fakeCardMethod(intent.payment_method, intent.livemode) }
      : intent;

  const createIntent = (
    form: Record<string, unknown>,
    livemode: boolean,
  ): { status: number; body: unknown } => {
    const pm = String(form.payment_method ?? '');
    const base = {
      amount: Number(form.amount),
      currency: String(form.currency),
      metadata: (form.metadata as Record<string, string>) ?? {},
      livemode,
      paymentMethod: pm,
      description: (form.description as string) ?? null,
    };
    if (pm === TEST_PAYMENT_METHODS.declined || pm === TEST_PAYMENT_METHODS.insufficientFunds) {
      const declineCode = pm === TEST_PAYMENT_METHODS.declined ? 'generic_decline' : 'insufficient_funds';
      return {
        status: 402,
        body: stripeError('card_error', 'Your card was declined.', {
          code: 'card_declined',
          decline_code: declineCode,
        }),
      };
    }
    if (pm !== TEST_PAYMENT_METHODS.visa && pm !== TEST_PAYMENT_METHODS.threeDSecure) {
      return {
        status: 400,
        body: stripeError('invalid_request_error', `No such PaymentMethod: '${pm}'`, {
          code: 'resource_missing',
          param: 'payment_method',
        }),
      };
    }
    const intent = fakeIntent({
      ...base,
      status: pm === TEST_PAYMENT_METHODS.visa ? 'succeeded' : 'requires_action',
    });
    intents.set(intent.id, intent);
    return { status: 200, body: withMethod(intent, true) };
  };

  const route = async (req: IncomingMessage, res: ServerResponse, body: string) => {
    const auth = req.headers.authorization ?? '';
    const key = auth.replace(/^Bearer\s+/, '');
    if (!/^(sk|rk)_(test|live)_/.test(key) || key.includes('revoked')) {
      return send(res, 401, stripeError('invalid_request_error', 'Invalid API Key provided'));
    }
    const livemode = key.includes('_live_');
    const url = new URL(req.url ?? '/', 'http://fake');
    const form = req.method === 'POST' ? parseForm(body) : parseForm(url.search.slice(1));
    const expand = JSON.stringify(form.expand ?? '').includes('payment_method');
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    if (req.method === 'POST' && idempotencyKey) {
      idempotencyKeys.push(idempotencyKey);
      const first = replies.get(`${key}:${idempotencyKey}`);
      if (first) return send(res, first.status, first.body);
    }
    const remember = (reply: { status: number; body: unknown }) => {
      if (req.method === 'POST' && idempotencyKey && reply.status < 500)
        replies.set(`${key}:${idempotencyKey}`, reply);
      return reply;
    };
    const path = url.pathname;
    if (req.method === 'GET' && path === '/v1/account') return send(res, 200, fakeAccount());
    if (req.method === 'POST' && path === '/v1/payment_intents') {
      const failure = failures.shift();
      if (failure === 'error')
        return send(res, 500, stripeError('api_error', 'Something went wrong on Stripe’s end.'));
      const reply = remember(createIntent(form, livemode));
      if (failure === 'timeout') await sleep(hangMs);
      return send(res, reply.status, reply.body);
    }
    if (req.method === 'GET' && path === '/v1/payment_intents/search') {
      const orderId = /metadata\['orderId'\]:'([^']+)'/.exec(String(form.query ?? ''))?.[1];
      const data = [...intents.values()].filter((intent) => intent.metadata?.orderId === orderId);
      return send(res, 200, { object: 'search_result', data, has_more: false, next_page: null, url: path });
    }
    const intentPath = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
    if (intentPath) {
      const intent = intents.get(intentPath[1]!);
      if (!intent) {
        return send(
          res,
          404,
          stripeError('invalid_request_error', 'No such payment_intent', { code: 'resource_missing' }),
        );
      }
      if (intentPath[2]) {
        if (intent.status === 'succeeded') {
          return send(
            res,
            400,
            stripeError('invalid_request_error', 'This PaymentIntent has already succeeded', {
              code: 'payment_intent_unexpected_state',
            }),
          );
        }
        intent.status = 'canceled';
        intent.next_action = null;
      }
      return send(res, 200, withMethod(intent, expand));
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(String(form.payment_intent));
      if (!intent || intent.status !== 'succeeded') {
        return send(
          res,
          400,
          stripeError('invalid_request_error', 'This PaymentIntent has no charge to refund'),
        );
      }
      const refund = fakeRefund({
        amount: Number(form.amount ?? intent.amount),
        currency: intent.currency,
        paymentIntent: intent.id,
        metadata: (form.metadata as Record<string, string>) ?? {},
      });
      refunds.set(refund.id, refund);
      return send(res, remember({ status: 200, body: refund }).status, refund);
    }
    const taxReply = await tax.route(req.method ?? 'GET', path, form, livemode);
    if (taxReply) return send(res, taxReply.status, taxReply.body);
    return send(
      res,
      404,
      stripeError('invalid_request_error', `Unrecognized request URL (${req.method}: ${path})`),
    );
  };

  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      route(req, res, body).catch((error: unknown) =>
        send(res, 500, stripeError('api_error', String(error))),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    idempotencyKeys,
    intents,
    refunds,
    tax: tax.state,
    charges: () => [...intents.values()].filter((intent) => intent.status === 'succeeded'),
    failNext: (kind) => failures.push(kind),
    authenticate(paymentIntentId, outcome = 'succeeded') {
      const intent = intents.get(paymentIntentId);
      if (!intent) throw new Error(`no PaymentIntent ${paymentIntentId}`);
      intent.next_action = null;
      if (outcome === 'succeeded') {
        intent.status = 'succeeded';
        intent.amount_received = intent.amount;
        intent.latest_charge = id('ch');
      } else {
        intent.status = 'requires_payment_method';
        intent.last_payment_error = {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'authentication_required',
          message: 'The card was declined: 3-D Secure authentication failed.',
        } as Stripe.PaymentIntent.LastPaymentError;
      }
      return intent;
    },
    signedEvent(secret, type, object, eventOptions = {}) {
      const eventId = eventOptions.eventId ?? id('evt');
      const event = {
        id: eventId,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: now(),
        livemode: eventOptions.livemode ?? false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object },
      };
      const body = JSON.stringify(event);
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret,
        ...(eventOptions.timestamp ? { timestamp: eventOptions.timestamp } : {}),
      });
      return { body, signature, eventId };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
