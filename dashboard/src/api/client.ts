import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { errorFromResponse, StoreCommerceError } from '../../../sdk/src/errors.ts';
import type { paths } from '../../../sdk/src/generated/openapi.ts';
import type { OwnerSession } from '../auth/session.ts';

/**
 * The admin API client: openapi-fetch over the types generated from docs/openapi.json (the same
 * ones the SDK ships), so every path, query, body and response here is checked against the
 * document. The owner's access token goes on every request; a 401 tells the session, which
 * asks the owner to sign in again without leaving the page.
 */
export type AdminClient = Client<paths>;
export { StoreCommerceError as ApiError };

export const createAdminClient = (apiBaseUrl: string, session: OwnerSession): AdminClient => {
  const client = createClient<paths>({ baseUrl: apiBaseUrl || location.origin });
  const auth: Middleware = {
    onRequest({ request }) {
      const token = session.accessToken();
      if (token) request.headers.set('authorization', `Bearer ${token}`);
      return request;
    },
    onResponse({ response }) {
      if (response.status === 401) session.markExpired();
      return response;
    },
  };
  client.use(auth);
  return client;
};

/** What every openapi-fetch call answers. */
interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * The payload of a successful call, or a thrown ApiError with the API's message, error code
 * and request id (what the error states show).
 */
export const unwrap = async <T>(call: Promise<FetchResult<T>>): Promise<T> => {
  let result: FetchResult<T>;
  try {
    result = await call;
  } catch (cause) {
    throw new StoreCommerceError({
      status: 0,
      errorCode: 'NETWORK_ERROR',
      message: `The API could not be reached (${(cause as Error).message}).`,
      requestId: null,
    });
  }
  if (result.error !== undefined || !result.response.ok)
    throw errorFromResponse(result.response, result.error);
  return result.data as T;
};
