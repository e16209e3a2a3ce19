import { Agent, request, type RequestOptions } from 'node:https';
import type { IncomingMessage } from 'node:http';
import { rootCertificates } from 'node:tls';
import { serializeEnvelope, type WebhookEnvelope } from '../../events/envelope.ts';
import { epochSeconds } from '../../util/time.ts';
import type { EventBridgeDestination, HttpsDestination } from '../types.ts';
import { errorClassFromMessage, httpErrorClass, type AttemptErrorClass } from './attempt-errors.ts';
import { signBody, standardWebhooksSignature } from './signing.ts';
import {
  allowedWebhookPort,
  assertPublicWebhookUrl,
  guardedLookup,
  UnsafeWebhookTargetError,
  WEBHOOK_PORT_RULE,
  type Resolver,
} from './ssrf.ts';

/**
 * One delivery attempt over HTTPS (docs/decisions.md §6.11): POST the exact raw body with both header
 * sets and the Standard Webhooks headers; success is 2xx only, a redirect is a failure
 * (node:https never follows one), the whole attempt (DNS, connect, TLS, headers, body) is
 * bounded by WEBHOOK_TIMEOUT_MS, and at most 4 KiB of the response is read.
 *
 * node:https rather than undici: the same keep-alive pooling, timeouts and custom `lookup`,
 * without ~700 KB in every bundle that sends (the consumer's cold start).
 *
 * TLS: minVersion TLSv1.2 and NO `ca` option by default, so Node's default trust store is
 * used, which is where NODE_EXTRA_CA_CERTS lands (Node reads it at start-up). A keep-alive
 * Agent per sender reuses connections across sends to the same origin; its `lookup` is the
 * SSRF guard, so sockets only ever go to checked addresses.
 */
export const WEBHOOK_USER_AGENT = 'StoreCommerce-Webhooks/1.0';
export const MAX_RESPONSE_BYTES = 4096;

/** What an HTTPS send needs of its endpoint. */
export type HttpsAttemptEndpoint = { id: string } & Pick<
  HttpsDestination,
  'type' | 'url' | 'secret' | 'eventBusArn' | 'roleArn'
>;
/** What an EventBridge put needs: the bus, the role, and the store (the role's ExternalId). */
export type EventBridgeAttemptEndpoint = { id: string; storeId: string } & Pick<
  EventBridgeDestination,
  'type' | 'eventBusArn' | 'roleArn' | 'url' | 'secret'
>;
export type AttemptEndpoint = HttpsAttemptEndpoint | EventBridgeAttemptEndpoint;

/**
 * One attempt, as the sender port takes it. A composition root's sender serves both kinds of
 * endpoint (destination-sender.ts picks the HTTPS sender below or an EventBridge one).
 */
export interface WebhookAttemptInput<Endpoint extends AttemptEndpoint = AttemptEndpoint> {
  endpoint: Endpoint;
  envelope: WebhookEnvelope;
  /** The body to sign and send; defaults to serializeEnvelope(envelope). */
  rawBody?: string;
  deliveryId: string;
  /** 1-based; the same delivery id across retries. */
  attempt: number;
  /** Signing time (tests); defaults to now. */
  now?: Date;
  /** A test probe (the management `test` endpoint): marked with `X-Service-Test: true`. */
  test?: boolean;
}

export interface WebhookAttemptResult {
  success: boolean;
  responseCode: number | null;
  durationMs: number;
  error: string | null;
  /** The kind of failure (null on success); `error` says it in words. */
  errorClass?: AttemptErrorClass | null;
  /** First bytes of the response body (at most 4 KiB), kept in the delivery log. */
  responseBody?: string;
}

export interface WebhookSenderOptions {
  timeoutMs: number;
  allowPrivateTargets: boolean;
  /** Extra trust anchors on top of Node's roots (tests); normally unset: use NODE_EXTRA_CA_CERTS. */
  extraCaCertificates?: string[];
  resolver?: Resolver;
}

export interface WebhookSender {
  send(input: WebhookAttemptInput): Promise<WebhookAttemptResult>;
  close(): Promise<void>;
}

/** Every header of one attempt (exported for tests and docs). */
export const webhookHeaders = (
  input: WebhookAttemptInput<HttpsAttemptEndpoint>,
  rawBody: string,
): Record<string, string> => {
  const timestamp = epochSeconds(input.now ?? new Date());
  const signature = signBody(input.endpoint.secret, rawBody);
  return {
    'content-type': 'application/json',
    'user-agent': WEBHOOK_USER_AGENT,
    'x-webhook-event': input.envelope.type,
    'x-service-webhook-hmac-sha256': signature,
    'x-service-signature': signature,
    'x-service-event-id': input.envelope.id,
    'x-service-delivery-id': input.deliveryId,
    'x-service-webhook-id': input.endpoint.id,
    'x-service-timestamp': String(timestamp),
    'x-service-attempt': String(input.attempt),
    'webhook-id': input.envelope.id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': standardWebhooksSignature(
      input.endpoint.secret,
      input.envelope.id,
      timestamp,
      rawBody,
    ),
    ...(input.test ? { 'x-service-test': 'true' } : {}),
  };
};

/** Node's codes for a certificate the sender would not accept (expired, untrusted, wrong name...). */
const CERTIFICATE_CODE = /CERT|SELF_SIGNED|UNABLE_TO_(GET|VERIFY)|ALTNAME|ISSUER/;
const NOT_FOUND_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NODATA', 'EAI_NONAME']);

/**
 * What the owner sees of a failed attempt: a class of failure, never an address or a network
 * detail (the test probe must not map anyone's network): "target not allowed" (SSRF guard or
 * port rule), "timeout after N ms", "host not found", "TLS error: ..." (with the certificate
 * code, which names no address), "connection failed". HTTP answers are described by the caller.
 */
export const describeError = (error: unknown, timeoutMs: number): string => {
  const err = error as {
    name?: string;
    code?: string;
    cause?: { code?: string };
  };
  if (error instanceof UnsafeWebhookTargetError || err.cause instanceof UnsafeWebhookTargetError) {
    return 'target not allowed';
  }
  if (err.name === 'TimeoutError' || err.name === 'AbortError' || /TIMEOUT/.test(err.code ?? '')) {
    return `timeout after ${timeoutMs} ms`;
  }
  const code = err.code ?? err.cause?.code ?? '';
  if (NOT_FOUND_CODES.has(code)) return 'connection failed: host not found';
  if (CERTIFICATE_CODE.test(code)) return `TLS error: certificate rejected (${code})`;
  if (/TLS|SSL|EPROTO/.test(code)) return 'TLS error: handshake failed';
  return 'connection failed';
};

export const createWebhookSender = (options: WebhookSenderOptions): WebhookSender => {
  const agent = new Agent({
    keepAlive: true,
    keepAliveMsecs: 10_000,
    // Idle sockets kept per origin: as many as one process sends at once (the local consumer
    // sends a batch's events to all their endpoints: 8 invocations x 10 events x 3 endpoints
    // in the bench). At 64, each burst closed the sockets above 64 and opened them again: a TLS
    // handshake on both ends per send (docs/performance.md).
    maxFreeSockets: 256,
    timeout: 60_000,
    minVersion: 'TLSv1.2',
    lookup: guardedLookup(
      { allowPrivateTargets: options.allowPrivateTargets },
      options.resolver,
    ) as RequestOptions['lookup'],
    ...(options.extraCaCertificates ? { ca: [...rootCertificates, ...options.extraCaCertificates] } : {}),
  });

  const post = (url: URL, headers: Record<string, string>, rawBody: string, signal: AbortSignal) =>
    new Promise<{ code: number; body: string }>((resolve, reject) => {
      const req = request(
        url,
        {
          method: 'POST',
          agent,
          headers: { ...headers, 'content-length': String(Buffer.byteLength(rawBody)) },
          signal,
        },
        (response) => {
          readLimited(response).then((body) => resolve({ code: response.statusCode ?? 0, body }), reject);
        },
      );
      req.on('error', reject);
      req.end(rawBody);
    });

  const send = async (input: WebhookAttemptInput): Promise<WebhookAttemptResult> => {
    const rawBody = input.rawBody ?? serializeEnvelope(input.envelope);
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const { endpoint } = input;
    if (endpoint.type === 'eventbridge') return wrongDestination('an EventBridge endpoint has no URL');
    try {
      // Literal IP hosts never reach `lookup`: check them (and blocked names) here.
      const url = assertPublicWebhookUrl(endpoint.url, {
        allowPrivateTargets: options.allowPrivateTargets,
      });
      if (url.protocol !== 'https:') throw new UnsafeWebhookTargetError('url must use https');
      if (!allowedWebhookPort(url)) throw new UnsafeWebhookTargetError(WEBHOOK_PORT_RULE);
      const { code, body: responseBody } = await post(
        url,
        webhookHeaders({ ...input, endpoint }, rawBody),
        rawBody,
        AbortSignal.timeout(options.timeoutMs),
      );
      const success = code >= 200 && code < 300;
      const error = success
        ? null
        : code >= 300 && code < 400
          ? `redirect (HTTP ${code}) not followed`
          : `HTTP ${code}`;
      const errorClass = httpErrorClass(code);
      return { success, responseCode: code, durationMs: elapsed(), error, errorClass, responseBody };
    } catch (error) {
      const message = describeError(error, options.timeoutMs);
      return {
        success: false,
        responseCode: null,
        durationMs: elapsed(),
        error: message,
        errorClass: errorClassFromMessage(message),
      };
    }
  };

  return {
    send,
    close: async () => {
      agent.destroy();
    },
  };
};

/**
 * A sender handed an endpoint of the other kind (a wiring mistake, never an owner's): a failed
 * attempt that says so, rather than an exception that would send the queue message round again.
 */
export const wrongDestination = (error: string): WebhookAttemptResult => ({
  success: false,
  responseCode: null,
  durationMs: 0,
  error,
  errorClass: 'refused',
});

/** Reads up to 4 KiB; a longer body is cut off (and its connection closed, not reused). */
const readLimited = async (body: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= MAX_RESPONSE_BYTES) {
      body.destroy();
      break;
    }
  }
  return Buffer.concat(chunks).subarray(0, MAX_RESPONSE_BYTES).toString('utf8');
};

/** The sender's settings, named as in the process configuration (shared/config.ts). */
export interface WebhookSenderSettings {
  webhookTimeoutMs: number;
  webhookAllowPrivateTargets: boolean;
}

/**
 * The sender of these settings. A composition root creates one per process (one keep-alive pool
 * per Lambda container or dev process) and hands it to the consumer, the management `test`
 * endpoint's probe and manual retries.
 */
export const webhookSenderFor = (settings: WebhookSenderSettings): WebhookSender =>
  createWebhookSender({
    timeoutMs: settings.webhookTimeoutMs,
    allowPrivateTargets: settings.webhookAllowPrivateTargets,
  });
