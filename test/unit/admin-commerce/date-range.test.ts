import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  dateOrDateTime,
  fromNotAfterTo,
  inPlacedRange,
  placedRange,
} from '../../../shared/admin-commerce/date-range.ts';
import { daysBetween, salesReportQuerySchema } from '../../../shared/admin-commerce/sales-report.ts';

describe('order search date ranges', () => {
  const field = dateOrDateTime('from');
  const ok = (value: string) => field.safeParse(value).success;

  it('takes a date or a date-time with an offset, nothing else', () => {
    expect(ok('2026-03-01')).toBe(true);
    expect(ok('2026-03-01T10:00:00Z')).toBe(true);
    expect(ok('2026-03-01T10:00:00.123+02:00')).toBe(true);
    expect(ok('2026-02-30')).toBe(false);
    expect(ok('2026-03-01T10:00:00')).toBe(false);
    expect(ok('yesterday')).toBe(false);
    expect(ok('1700000000')).toBe(false);
    expect(ok('2026-13-45')).toBe(false);
  });

  it("the sales report's days are calendar days too (a month 13 is refused, not thrown on)", () => {
    const day = salesReportQuerySchema.unwrap().shape.from;
    expect(day.safeParse('2026-02-28').success).toBe(true);
    expect(day.safeParse('2026-02-30').success).toBe(false);
    expect(day.safeParse('2026-13-45').success).toBe(false);
  });

  it('a date `to` includes its whole UTC day; a date-time `to` includes that instant', () => {
    expect(placedRange('2026-03-01', '2026-03-02')).toEqual({
      from: '2026-03-01T00:00:00.000Z',
      before: '2026-03-03T00:00:00.000Z',
    });
    expect(placedRange(undefined, '2026-03-02T10:00:00+02:00')).toEqual({
      from: undefined,
      before: '2026-03-02T08:00:00.001Z',
    });
    const range = placedRange('2026-03-01', '2026-03-01');
    expect(inPlacedRange('2026-03-01T23:59:59.999Z', range)).toBe(true);
    expect(inPlacedRange('2026-03-02T00:00:00.000Z', range)).toBe(false);
    expect(inPlacedRange('2026-02-28T23:59:59.999Z', range)).toBe(false);
  });

  it('refuses a reversed range', () => {
    expect(fromNotAfterTo({ from: '2026-03-02', to: '2026-03-01' })).toBe(false);
    expect(fromNotAfterTo({ from: '2026-03-01', to: '2026-03-01' })).toBe(true);
    expect(fromNotAfterTo({ from: '2026-03-01' })).toBe(true);
    expect(z.object({ from: field }).safeParse({ from: 'x' }).error?.issues[0]?.message).toMatch(/date/);
  });

  it('report days are inclusive, across a month end', () => {
    expect(daysBetween('2026-02-27', '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(daysBetween('2026-03-01', '2026-03-01')).toEqual(['2026-03-01']);
  });
});
