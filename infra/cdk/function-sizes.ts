/**
 * Memory of the service's functions, read by the stack and by `npm run bench` (which prices a
 * request at the configured size). No CDK imports, so the bench can read it cheaply.
 */
export const HTTP_FUNCTION_MEMORY_MB = 1024;

/**
 * Lambda samples a function with active tracing itself: the first request each second and 5% of
 * the rest. X-Ray sampling rules do not change it (they apply where an SDK or a service such as
 * API Gateway's REST APIs makes the decision; an HTTP API passes no trace header), so the bench
 * prices traces at this rate.
 */
export const LAMBDA_TRACE_SAMPLING_RATE = 0.05;

/**
 * HTTP function groups without active tracing: the storefront's read-only routes (store settings
 * and branding, the catalog), one BatchGet or Query each and the most frequent requests a store
 * gets. Their latency and errors stay in the function metrics and logs; every route that writes
 * stays traced (docs/decisions.md §11.8).
 */
export const UNTRACED_HTTP_GROUPS: readonly string[] = ['store', 'catalog'];
