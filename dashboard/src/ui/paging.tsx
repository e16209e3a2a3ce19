import { useState } from 'react';

/**
 * Cursor pagination over `{ data, nextCursor }` lists. The API only walks forward, so the
 * cursors of the pages already seen are kept to step back. `key` is everything that selects the
 * list (store, mode, filter, search): when it changes, paging starts over at the first page.
 */
export const useCursorPages = (key: string) => {
  const [state, setState] = useState<{ key: string; cursors: (string | undefined)[] }>({
    key,
    cursors: [undefined],
  });
  const cursors = state.key === key ? state.cursors : [undefined];
  return {
    cursor: cursors[cursors.length - 1],
    pageNumber: cursors.length,
    next: (nextCursor: string) => setState({ key, cursors: [...cursors, nextCursor] }),
    previous: () => setState({ key, cursors: cursors.slice(0, -1) }),
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
