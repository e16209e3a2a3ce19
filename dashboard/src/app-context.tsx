import { createContext, useContext } from 'react';
import { useParams } from 'react-router';
import type { AdminClient } from './api/client.ts';
import type { Mode, Owner, OwnerStore, Role } from './api/schemas.ts';
import type { OwnerSession } from './auth/session.ts';
import type { DashboardRuntimeConfig } from './runtime-config.ts';

/** What every page can reach: the signed-in owner, the API client and the session. */
export interface DashboardContext {
  config: DashboardRuntimeConfig;
  session: OwnerSession;
  api: AdminClient;
  me: Owner;
  /** Re-reads /me (after creating a store, or a membership change). */
  reloadMe(): Promise<Owner>;
}

export const AppContext = createContext<DashboardContext | null>(null);

export const useDashboard = (): DashboardContext => {
  const context = useContext(AppContext);
  if (!context) throw new Error('useDashboard outside the signed-in app');
  return context;
};

const RANK: Record<Role, number> = { viewer: 0, admin: 1, owner: 2 };

/** The store and mode in the URL (`/dashboard/stores/:storeId/:mode/...`) and what the owner may do there. */
export interface StoreScope {
  storeId: string;
  mode: Mode;
  store: OwnerStore;
  role: Role;
  /** admin or owner: may change things (viewers get read-only pages, no mutating buttons). */
  canWrite: boolean;
  /** owner: may manage members. */
  isOwner: boolean;
  /** A path inside this store and mode: `to('orders')`. */
  to(path?: string): string;
}

export const useStoreScope = (): StoreScope => {
  const { me } = useDashboard();
  const params = useParams();
  const storeId = params.storeId!;
  const mode: Mode = params.mode === 'live' ? 'live' : 'test';
  const store = me.stores.find((candidate) => candidate.storeId === storeId);
  if (!store) throw new Error(`not a member of store ${storeId}`);
  return {
    storeId,
    mode,
    store,
    role: store.role,
    canWrite: RANK[store.role] >= RANK.admin,
    isOwner: store.role === 'owner',
    to: (path = '') => `/stores/${encodeURIComponent(storeId)}/${mode}${path ? `/${path}` : ''}`,
  };
};
