import { sleep } from './wait.ts';
import type { ReceivedRequest, WebhookReceiver } from './webhook-receiver.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON of many shapes; each test asserts what it reads
type Json = any;

export interface ApiCallOptions {
  /** X-API-Key. */
  key?: string;
  /** A customer's or an owner's bearer token. */
  token?: string;
  body?: unknown;
  /** A body sent as it is (a signed webhook, malformed JSON). */
  raw?: string;
  idempotencyKey?: string;
  headers?: Record<string, string>;
}

/** A fetch of the API that `npm run dev` serves at `baseUrl()`, answering its status, headers and parsed body. */
export const apiCaller =
  (baseUrl: () => string) =>
  async (method: string, path: string, options: ApiCallOptions = {}) => {
    const response = await fetch(`${baseUrl()}${path}`, {
      method,
      headers: {
        ...(options.key ? { 'X-API-Key': options.key } : {}),
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        ...(options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {}),
        ...(options.body !== undefined || options.raw !== undefined
          ? { 'Content-Type': 'application/json' }
          : {}),
        ...options.headers,
      },
      body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    return {
      status: response.status,
      headers: response.headers,
      body: JSON.parse((await response.text()) || '{}') as Json,
    };
  };

/** The first event of `type` the receiver got that matches, waiting for the pipeline (stream poll -> router -> queue -> HTTPS). */
export const deliveredTo = async (
  receiver: WebhookReceiver,
  type: string,
  match: (data: Json) => boolean = () => true,
  timeoutMs = 20_000,
): Promise<ReceivedRequest> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = receiver.requests.find((r) => r.body?.type === type && match(r.body.data));
    if (found) return found;
    if (Date.now() > deadline) {
      throw new Error(`no ${type} delivered; got ${receiver.requests.map((r) => r.body?.type).join(', ')}`);
    }
    await sleep(50);
  }
};
