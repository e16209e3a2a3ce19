import { useState } from 'react';

/**
 * Cursor pagination over `{ data, nextCursor }` lists. The API only walks forward, so the
 * cursors of the pages already seen are kept to step back. `key` is everything that selects the
 * list (mode, filter, search): when it changes, paging starts over at the first page.
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

/** Previous / next buttons under a list. */
export const Pager = ({ pages, nextCursor }: { pages: CursorPages; nextCursor: string | null }) => {
  if (pages.pageNumber === 1 && !nextCursor) return null;
  return (
    <nav className="pager" aria-label="Pagination">
      <button type="button" disabled={pages.pageNumber === 1} onClick={pages.previous}>
        Previous
      </button>
      <span className="muted">Page {pages.pageNumber}</span>
      <button type="button" disabled={!nextCursor} onClick={() => nextCursor && pages.next(nextCursor)}>
        Next
      </button>
    </nav>
  );
};
