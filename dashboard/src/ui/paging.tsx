import { useState } from 'react';
import { currentCursor, firstPage, nextPage, previousPage, trailFor } from './cursor-pages.ts';

/**
 * Cursor pagination over `{ data, nextCursor }` lists (see cursor-pages.ts). `key` is everything
 * that selects the list (store, mode, filter, search): when it changes, paging starts over at
 * the first page.
 */
export const useCursorPages = (key: string) => {
  const [kept, setKept] = useState(() => firstPage(key));
  const trail = trailFor(kept, key);
  return {
    cursor: currentCursor(trail),
    pageNumber: trail.cursors.length,
    next: (nextCursor: string) => setKept(nextPage(trail, nextCursor)),
    previous: () => setKept(previousPage(trail)),
  };
};

export type CursorPages = ReturnType<typeof useCursorPages>;

export type PagerProps = {
  pages: CursorPages;
  nextCursor: string | null;
  /** The navigation's accessible name; a page with two pagers needs two names. */
  label?: string;
  /** Logs read newest first say "Newer" / "Older" rather than "Previous" / "Next". */
  previousLabel?: string;
  nextLabel?: string;
};

/** Previous / next buttons under a list; nothing when the list fits on one page. */
export const Pager = ({
  pages,
  nextCursor,
  label = 'Pagination',
  previousLabel = 'Previous',
  nextLabel = 'Next',
}: PagerProps) => {
  if (pages.pageNumber === 1 && !nextCursor) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" disabled={pages.pageNumber === 1} onClick={pages.previous}>
        {previousLabel}
      </button>
      <span className="muted">Page {pages.pageNumber}</span>
      <button type="button" disabled={!nextCursor} onClick={() => nextCursor && pages.next(nextCursor)}>
        {nextLabel}
      </button>
    </nav>
  );
};
