/**
 * Where a reader is in a cursor-paged list. The API only walks forward, so the cursors of the
 * pages already seen are kept to step back; `key` names the list they belong to (store, mode,
 * filter, search), and cursors kept for another list are never sent.
 */
export type CursorTrail = { key: string; cursors: (string | undefined)[] };

export const firstPage = (key: string): CursorTrail => ({ key, cursors: [undefined] });

/** The trail for the list `key` selects now: one kept for another list starts over. */
export const trailFor = (trail: CursorTrail, key: string): CursorTrail =>
  trail.key === key ? trail : firstPage(key);

export const nextPage = (trail: CursorTrail, nextCursor: string): CursorTrail => ({
  key: trail.key,
  cursors: [...trail.cursors, nextCursor],
});

/** Back one page; the first page stays the first. */
export const previousPage = (trail: CursorTrail): CursorTrail =>
  trail.cursors.length > 1 ? { key: trail.key, cursors: trail.cursors.slice(0, -1) } : trail;

export const currentCursor = (trail: CursorTrail) => trail.cursors[trail.cursors.length - 1];
