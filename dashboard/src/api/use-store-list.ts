import { useDashboard, useStoreScope, type StoreScope } from '../app-context.tsx';
import { useCursorPages } from '../ui/paging.tsx';
import type { AdminClient } from './client.ts';
import { useResource } from './use-resource.ts';

export interface StoreListRequest {
  api: AdminClient;
  scope: StoreScope;
  /** The page to load: undefined for the first. */
  cursor: string | undefined;
}

/**
 * A cursor-paged list of the store and mode in the URL: its pages and the page shown. `filter`
 * is what else selects the list (a status, a customer, a search): when it, the store or the
 * mode changes, paging starts over and the list reloads, so `load` may use nothing else.
 */
export const useStoreList = <T>(filter: string, load: (request: StoreListRequest) => Promise<T>) => {
  const { api } = useDashboard();
  const scope = useStoreScope();
  const pages = useCursorPages(`${scope.storeId}:${scope.mode}:${filter}`);
  const list = useResource(
    () => load({ api, scope, cursor: pages.cursor }),
    [api, scope.storeId, scope.mode, filter, pages.cursor],
  );
  return { pages, list };
};
