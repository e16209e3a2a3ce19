import createClient from 'openapi-fetch';
import { errorFromResponse } from './errors.js';
import type { paths } from './generated/openapi.js';
import type { ClientOptions } from './options.js';
import { withRetries, type FetchFunction } from './retry.js';

/**
 * The openapi-fetch client behind both SDK clients: typed by the generated `paths`, sending
 * the API key (and the customer token when there is one) on every request, through the
 * retrying fetch. Internal: its types are not part of the package's surface.
 */
export const createApiClient = (options: ClientOptions, apiKey: string, bearer: () => string | null) => {
  const baseFetch: FetchFunction = options.fetch ?? ((request) => globalThis.fetch(request));
  const api = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    fetch: options.retry === false ? baseFetch : withRetries(baseFetch, options.retry),
  });
  api.use({
    onRequest({ request }) {
      request.headers.set('X-API-Key', apiKey);
      const token = bearer();
      if (token !== null && !request.headers.has('authorization')) {
        request.headers.set('Authorization', `Bearer ${token}`);
      }
      return request;
    },
  });
  return api;
};

/** Returns the envelope's `data`, or throws the typed error of a non-2xx answer. */
export const unwrap = async <Data>(
  call: Promise<{ data?: unknown; error?: unknown; response: Response }>,
): Promise<Data> => {
  const { data, error, response } = await call;
  if (!response.ok) throw errorFromResponse(response, error);
  return (data as { data: Data }).data;
};

/** A fresh `Idempotency-Key` (WebCrypto, available in browsers, Node 20+ and edge runtimes). */
export const newIdempotencyKey = (): string => globalThis.crypto.randomUUID();
