import { unwrap, type AdminClient } from '../../api/client.ts';
import type { Mode } from '../../api/schemas.ts';

export interface OrderFilters {
  q: string;
  status: string;
  from: string;
  to: string;
}

/** The filters as the API's query: empty ones left out. */
export const filterQuery = (filters: OrderFilters) => ({
  ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
  ...(filters.status ? { status: filters.status as never } : {}),
  ...(filters.from ? { from: filters.from } : {}),
  ...(filters.to ? { to: filters.to } : {}),
});

/**
 * Every matching order as one CSV file: the export answers parts of at most 5 MB, each naming the
 * next in `x-next-cursor` (docs/decisions.md §15.2); the parts are fetched one after another with
 * the owner's token and joined into one download.
 */
export const downloadOrdersCsv = async (
  api: AdminClient,
  storeId: string,
  mode: Mode,
  filters: OrderFilters,
): Promise<string> => {
  const parts: string[] = [];
  let cursor: string | undefined;
  do {
    const call = api.GET('/api/v1/admin/stores/{storeId}/orders/export', {
      params: {
        path: { storeId },
        query: { mode, format: 'csv', ...filterQuery(filters), ...(cursor ? { cursor } : {}) },
      },
      parseAs: 'text',
    });
    parts.push(await unwrap(call));
    cursor = (await call).response.headers.get('x-next-cursor') ?? undefined;
  } while (cursor);
  const csv = parts.join('');
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `orders-${mode}.csv`;
  link.click();
  URL.revokeObjectURL(url);
  return csv;
};
