import * as z from 'zod';
import { lazySchema } from '../schema/lazy.ts';

/**
 * The one pager of the admin lists: `?mode=test|live` (default test), `?limit=` 1..100
 * (default 25) and `?cursor=` (opaque, shared/db/cursor.ts), and the `{ data, nextCursor }`
 * answer (`nextCursor` null at the end). Bad values are 400 INVALID_REQUEST with these messages.
 */
export const PAGE_LIMIT = { min: 1, max: 100, default: 25 } as const;
/** Longer than any start key of this table encodes to; a longer cursor is refused unread. */
export const CURSOR_MAX_LENGTH = 1000;

/** `?mode=test|live` on every mode-scoped admin route, lists or not. */
export const modeQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    mode: z.enum(['test', 'live'], { error: 'mode must be "test" or "live"' }).default('test'),
  }),
);

/** `?limit=`: how many a page holds, for every list. */
export const pageLimitSchema = /* @__PURE__ */ lazySchema(() =>
  z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be an integer')
    .min(PAGE_LIMIT.min, `limit must be ${PAGE_LIMIT.min}..${PAGE_LIMIT.max}`)
    .max(PAGE_LIMIT.max, `limit must be ${PAGE_LIMIT.min}..${PAGE_LIMIT.max}`)
    .default(PAGE_LIMIT.default),
);

/** `?limit=` and `?cursor=`: a list that is not mode-scoped (the audit log) takes these alone. */
export const pageRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    limit: pageLimitSchema,
    cursor: z.string().min(1, 'Invalid cursor').max(CURSOR_MAX_LENGTH, 'Invalid cursor').optional(),
  }),
);

/** Mode, limit and cursor: every mode-scoped admin list; filters extend it. */
export const pageQuerySchema = /* @__PURE__ */ lazySchema(() =>
  modeQuerySchema.unwrap().extend(pageRequestSchema.unwrap().shape),
);

/** What a list port is asked for and answers, in domain terms. */
export interface PageRequest {
  limit: number;
  cursor?: string | undefined;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** The list answer: `data` (each item through `view`) beside `nextCursor`. */
export const pageResult = <T, V = T>(
  page: Page<T>,
  view: (item: T) => V = (item) => item as unknown as V,
): { data: V[]; nextCursor: string | null } => ({
  data: page.items.map((item) => view(item)),
  nextCursor: page.nextCursor,
});
