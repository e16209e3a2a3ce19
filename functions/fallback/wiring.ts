import { defaultRequestGuard } from '../../shared/http/handler.ts';

/**
 * The fallback function's composition root: its one dependency is the API's request guard (the
 * rate limit every route shares), which the HTTP edge builds once per container.
 */
export const fallbackGuard = defaultRequestGuard;
