import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { pageQuerySchema, pageRequestSchema, pageResult } from '../../../shared/db/page.ts';

const messages = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the admin list pager', () => {
  it('defaults: test mode, 25 per page, the first page', () => {
    expect(pageQuerySchema.parse({})).toEqual({ mode: 'test', limit: 25 });
    expect(pageQuerySchema.parse({ mode: 'live', limit: '100', cursor: 'abc' })).toEqual({
      mode: 'live',
      limit: 100,
      cursor: 'abc',
    });
  });

  it('one message per bad value, the same on every list', () => {
    expect(messages(pageQuerySchema, { mode: 'prod' })).toEqual(['mode: mode must be "test" or "live"']);
    expect(messages(pageRequestSchema, { limit: '0' })).toEqual(['limit: limit must be 1..100']);
    expect(messages(pageRequestSchema, { limit: '101' })).toEqual(['limit: limit must be 1..100']);
    expect(messages(pageRequestSchema, { limit: '2.5' })).toEqual(['limit: limit must be an integer']);
    expect(messages(pageRequestSchema, { limit: 'ten' })).toEqual(['limit: limit must be a number']);
    expect(messages(pageRequestSchema, { cursor: '' })).toEqual(['cursor: Invalid cursor']);
    expect(messages(pageRequestSchema, { cursor: 'x'.repeat(1001) })).toEqual(['cursor: Invalid cursor']);
  });

  it('answers `data` beside `nextCursor`', () => {
    expect(pageResult({ items: [1, 2], nextCursor: 'n' }, (n) => n * 10)).toEqual({
      data: [10, 20],
      nextCursor: 'n',
    });
    expect(pageResult({ items: ['a'], nextCursor: null })).toEqual({ data: ['a'], nextCursor: null });
  });
});
