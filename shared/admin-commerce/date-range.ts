import * as z from 'zod';

/**
 * `from`/`to` of the order search and export (docs/decisions.md §15.2): a date (`YYYY-MM-DD`, a
 * UTC day) or a date-time with its offset. `from` is inclusive; `to` as a date includes its whole
 * day, as a date-time that instant. Both come out as ISO times: `from` inclusive, `before`
 * exclusive, so `placedAt` (ISO, UTC, milliseconds) compares as text.
 */
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const DAY_MS = 86_400_000;

/** A `YYYY-MM-DD` that is a day of the calendar (2026-02-30 rolls over in Date: refused). */
export const isCalendarDay = (value: string): boolean => {
  if (!DATE.test(value)) return false;
  const at = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
};

const instantOf = (value: string): Date | undefined => {
  if (DATE.test(value)) return isCalendarDay(value) ? new Date(`${value}T00:00:00.000Z`) : undefined;
  if (!DATE_TIME.test(value)) return undefined;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? undefined : at;
};

export const dateOrDateTime = (name: string) =>
  z.string().refine((value) => instantOf(value) !== undefined, {
    message: `${name} must be a date (YYYY-MM-DD) or a date-time with an offset`,
  });

export interface PlacedRange {
  from?: string | undefined;
  before?: string | undefined;
}

/** The bounds of a from/to pair (both already checked by `dateOrDateTime`). */
export const placedRange = (from: string | undefined, to: string | undefined): PlacedRange => {
  const start = from === undefined ? undefined : instantOf(from);
  const end = to === undefined ? undefined : instantOf(to);
  const before = end && new Date(end.getTime() + (DATE.test(to!) ? DAY_MS : 1));
  return { from: start?.toISOString(), before: before?.toISOString() };
};

/** Refines a query object whose from/to must not be reversed. */
export const fromNotAfterTo = (query: { from?: string | undefined; to?: string | undefined }): boolean => {
  const { from, before } = placedRange(query.from, query.to);
  return !from || !before || from < before;
};

export const inPlacedRange = (placedAt: string, range: PlacedRange): boolean =>
  (!range.from || placedAt >= range.from) && (!range.before || placedAt < range.before);
