/**
 * Memory of the service's functions, read by the stack and by `npm run bench` (which prices a
 * request at the configured size). No CDK imports, so the bench can read it cheaply.
 */
export const HTTP_FUNCTION_MEMORY_MB = 1024;
