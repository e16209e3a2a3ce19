import type { RetryOptions } from './retry.js';

/** Options both clients take. */
export interface ClientOptions {
  /** The API's origin, e.g. `http://127.0.0.1:3000` or `https://api.example.com`. */
  baseUrl: string;
  storeId: string;
  /** Defaults to the global `fetch`. */
  fetch?: (input: Request) => Promise<Response>;
  /** Retry settings, or `false` for none. */
  retry?: RetryOptions | false;
}
