import { Suspense, useEffect, useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { useDashboard, useStoreScope } from '../app-context.tsx';
import { PAGE_ROUTES } from '../routes.tsx';
import { Loading } from '../ui/states.tsx';
import { CreateStoreDialog } from './create-store.tsx';
import { SessionExpiredDialog } from './session-expired.tsx';
import { TestClock } from './test-clock.tsx';

const SECTIONS = ['Store', 'Developers', 'Settings'] as const;

/** Pages whose data is the same in both modes: no "Viewing test data" banner (docs/decisions.md §7.21). */
const MODE_INDEPENDENT_PAGES = ['/settings/store', '/settings/tax', '/settings/shipping', '/settings/team'];

/** The frame of every store page: store switcher, test/live switch, navigation, sign-out. */
export const StoreShell = () => {
  const { me, session, config } = useDashboard();
  const params = useParams();
  if (params.mode !== 'test' && params.mode !== 'live')
    return <Navigate to={`/stores/${encodeURIComponent(params.storeId!)}/test`} replace />;
  if (!me.stores.some((store) => store.storeId === params.storeId)) return <Navigate to="/" replace />;
  return <ShellFrame session={session} environment={config.environment} />;
};

const ShellFrame = ({
  session,
  environment,
}: {
  session: { signOut(): Promise<void> };
  environment: string;
}) => {
  const { me, api } = useDashboard();
  const scope = useStoreScope();
  // Opening a store tells the API it was used, so the dashboard reopens it next time (the API
  // records it at most once an hour; docs/decisions.md §7.28). Nothing waits on the answer.
  useEffect(() => {
    void api
      .GET('/api/v1/admin/stores/{storeId}', { params: { path: { storeId: scope.storeId } } })
      .catch(() => undefined);
  }, [api, scope.storeId]);
  const navigate = useNavigate();
  const location = useLocation();
  const [creating, setCreating] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const prefix = `/stores/${encodeURIComponent(scope.storeId)}/${scope.mode}`;
  // The page within the store (e.g. "orders"), kept when switching store or mode.
  const pagePath = location.pathname.startsWith(prefix) ? location.pathname.slice(prefix.length) : '';
  // A record of one mode does not exist in the other: switching keeps the list page, not the record.
  const section = PAGE_ROUTES.find(
    (route) =>
      route.nav && route.path && (pagePath === `/${route.path}` || pagePath.startsWith(`/${route.path}/`)),
  );
  const switchMode = (mode: 'test' | 'live') =>
    navigate(`/stores/${encodeURIComponent(scope.storeId)}/${mode}${section ? `/${section.path}` : ''}`);

  return (
    <div className={`app mode-${scope.mode}`}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {scope.mode === 'test' && !MODE_INDEPENDENT_PAGES.includes(pagePath.replace(/\/$/, '')) && (
        // A landmark of its own, so a screen reader's tour of the landmarks passes it too.
        <section className="test-banner" aria-label="Data mode">
          <span role="status">Viewing test data</span>
        </section>
      )}
      {scope.mode === 'test' && <TestClock key={scope.storeId} />}
      <header className="topbar">
        <button
          type="button"
          className="menu-button"
          aria-expanded={menuOpen}
          aria-controls="side-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menu
        </button>
        <label className="store-switcher">
          <span className="visually-hidden">Store</span>
          <select
            value={scope.storeId}
            onChange={(event) => navigate(`/stores/${encodeURIComponent(event.target.value)}/${scope.mode}`)}
          >
            {me.stores.map((store) => (
              <option key={store.storeId} value={store.storeId}>
                {store.name}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={() => setCreating(true)}>
          Create store
        </button>
        <div className="mode-switch" role="group" aria-label="Data mode">
          <button type="button" aria-pressed={scope.mode === 'test'} onClick={() => switchMode('test')}>
            Test
          </button>
          <button type="button" aria-pressed={scope.mode === 'live'} onClick={() => switchMode('live')}>
            Live
          </button>
        </div>
        <a
          className="button"
          href={`/storefront/${encodeURIComponent(scope.storeId)}/?mode=${scope.mode}`}
          target="_blank"
          rel="noreferrer noopener"
        >
          View shop
        </a>
        <span className="spacer" />
        <span className="muted who">
          {me.email} · {scope.role}
          {environment !== 'local' ? ` · ${environment}` : ''}
        </span>
        <button type="button" onClick={() => void session.signOut()}>
          Sign out
        </button>
      </header>
      <div className="body">
        <nav id="side-nav" className={menuOpen ? 'side-nav open' : 'side-nav'} aria-label="Dashboard">
          {SECTIONS.map((section) => (
            <div key={section}>
              <h2 className="nav-section">{section}</h2>
              <ul>
                {PAGE_ROUTES.filter((route) => route.nav?.section === section).map((route) => (
                  <li key={route.path}>
                    <NavLink
                      end={route.path === ''}
                      to={scope.to(route.path)}
                      onClick={() => setMenuOpen(false)}
                    >
                      {route.nav!.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <main id="main" tabIndex={-1}>
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <CreateStoreDialog open={creating} onClose={() => setCreating(false)} />
      <SessionExpiredDialog />
    </div>
  );
};
