import { formatDateTime, formatShortDate } from './format.ts';

/**
 * A date and time that fits its column: in full on wide screens, "Nov 26" on narrow ones
 * (docs/decisions.md §7.23); the full value stays in `title` and `dateTime`.
 */
export const DateCell = ({ iso }: { iso: string | null | undefined }) =>
  iso ? (
    <time dateTime={iso} title={formatDateTime(iso)} className="date-cell">
      <span className="narrow-hidden">{formatDateTime(iso)}</span>
      <span className="narrow-only">{formatShortDate(iso)}</span>
    </time>
  ) : (
    '—'
  );
