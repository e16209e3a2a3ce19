import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router';
import { createAdminClient, unwrap } from './api/client.ts';
import type { Owner } from './api/schemas.ts';
import { AppContext, useDashboard, type DashboardContext } from './app-context.tsx';
import type { OwnerSession } from './auth/session.ts';
import { CreateStoreDialog } from './layout/create-store.tsx';
import { StoreShell } from './layout/shell.tsx';
import { PAGE_ROUTES } from './routes.tsx';
import type { DashboardRuntimeConfig } from './runtime-config.ts';
import { PageHeader } from './ui/page.tsx';
import { ErrorNotice, Loading } from './ui/states.tsx';

const AcceptInvitationPage = lazy(() => import('./pages/invitations/accept.tsx'));

export const App = ({ config, session }: { config: DashboardRuntimeConfig; session: OwnerSession }) => (
  <BrowserRouter basename="/dashboard">
    <Routes>
      <Route path="callback" element={<SignInCallback session={session} />} />
      <Route path="*" element={<SignedIn config={config} session={session} />} />
    </Routes>
  </BrowserRouter>
);

/** Where the provider sends the owner back: finish the code exchange, then go where they were. */
const SignInCallback = ({ session }: { session: OwnerSession }) => {
  const navigate = useNavigate();
  const [error, setError] = useState<Error | null>(null);
  // A code can be exchanged once: the effect may run again (navigate changes with the location).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    session.completeCallback().then(
      (next) => {
        if (next === null) return; // a popup: its opener takes over and closes it
        const base = import.meta.env.BASE_URL.replace(/\/$/, '');
        navigate(next.startsWith(base) ? next.slice(base.length) || '/' : '/', { replace: true });
      },
      (caught: Error) => setError(caught),
    );
  }, [session, navigate]);
  if (error)
    return (
      <main className="centered">
        <ErrorNotice error={error} onRetry={() => void session.signIn('/dashboard/')} />
      </main>
    );
  return (
    <main className="centered">
      <Loading label="Signing in…" />
    </main>
  );
};

/** Everything behind sign-in: an owner without a session goes to the provider's login page. */
const SignedIn = ({ config, session }: { config: DashboardRuntimeConfig; session: OwnerSession }) => {
  const api = useMemo(() => createAdminClient(config.apiBaseUrl, session), [config, session]);
  const [me, setMe] = useState<Owner | null>(null);
  const [error, setError] = useState<Error | null>(null);

  const reloadMe = useCallback(async () => {
    const owner = (await unwrap(api.GET('/api/v1/admin/me'))).data;
    setMe(owner);
    return owner;
  }, [api]);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const user = await session.current();
      if (!user || user.expired) return session.signIn();
      await reloadMe().catch((caught: Error) => !cancelled && setError(caught));
    })();
    return () => {
      cancelled = true;
    };
  }, [session, reloadMe]);

  const context = useMemo<DashboardContext | null>(
    () => (me ? { config, session, api, me, reloadMe } : null),
    [config, session, api, me, reloadMe],
  );
  if (error)
    return (
      <main className="centered">
        <ErrorNotice error={error} onRetry={() => location.reload()} />
      </main>
    );
  if (!context)
    return (
      <main className="centered">
        <Loading />
      </main>
    );
  return (
    <AppContext.Provider value={context}>
      <Routes>
        <Route index element={<FirstStore />} />
        <Route
          path="invitations/:token"
          element={
            <Suspense fallback={<Loading />}>
              <AcceptInvitationPage />
            </Suspense>
          }
        />
        <Route path="stores/:storeId/:mode" element={<StoreShell />}>
          {PAGE_ROUTES.map(({ path, page: Page }) =>
            path ? (
              <Route key={path} path={path} element={<Page />} />
            ) : (
              <Route key="index" index element={<Page />} />
            ),
          )}
          <Route path="*" element={<NotFound />} />
        </Route>
        <Route path="*" element={<NotFound />} />
      </Routes>
    </AppContext.Provider>
  );
};

/** `/dashboard/`: the store used last (the first of `/me`) in test mode, or a first-run page to create one. */
const FirstStore = () => {
  const { me, session } = useDashboard();
  const [creating, setCreating] = useState(false);
  const first = me.stores[0];
  if (first) return <Navigate to={`/stores/${encodeURIComponent(first.storeId)}/test`} replace />;
  return (
    <main id="main" className="centered">
      <PageHeader title="Welcome" description={`Signed in as ${me.email ?? me.ownerId}.`} />
      <p>You are not a member of any store yet. Create one, or ask a store owner to invite you.</p>
      <p>
        <button type="button" className="primary" onClick={() => setCreating(true)}>
          Create store
        </button>{' '}
        <button type="button" onClick={() => void session.signOut()}>
          Sign out
        </button>
      </p>
      <CreateStoreDialog open={creating} onClose={() => setCreating(false)} />
    </main>
  );
};

const NotFound = () => (
  <div>
    <PageHeader title="Page not found" />
    <p>
      <a href="/dashboard/">Go to the dashboard home</a>
    </p>
  </div>
);
