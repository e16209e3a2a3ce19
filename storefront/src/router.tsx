import { createContext, useContext, useEffect, useState, type MouseEvent, type ReactNode } from 'react';

/**
 * A router of a few lines (history API, paths relative to the store's root), instead of a
 * routing library: the first load must stay under 100 KB gzipped (docs/decisions.md §13.3).
 */
interface RouterState {
  /** Path inside the store, always starting with `/` (e.g. `/products/<id>`). */
  path: string;
  search: URLSearchParams;
  navigate(to: string, options?: { replace?: boolean }): void;
  href(to: string): string;
}

const RouterContext = createContext<RouterState | null>(null);

export const Router = ({ root, children }: { root: string; children: ReactNode }) => {
  const read = () => ({
    path: location.pathname.startsWith(root) ? location.pathname.slice(root.length) || '/' : '/',
    search: new URLSearchParams(location.search),
  });
  const [where, setWhere] = useState(read);
  useEffect(() => {
    const onPop = () => setWhere(read());
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `read` only reads `root`, fixed for the app's life
  }, [root]);
  const href = (to: string) => `${root}${to}`;
  const navigate = (to: string, options: { replace?: boolean } = {}) => {
    if (options.replace) history.replaceState(null, '', href(to));
    else history.pushState(null, '', href(to));
    setWhere(read());
    scrollTo(0, 0);
  };
  return <RouterContext.Provider value={{ ...where, navigate, href }}>{children}</RouterContext.Provider>;
};

export const useRouter = (): RouterState => {
  const router = useContext(RouterContext);
  if (!router) throw new Error('useRouter outside <Router>');
  return router;
};

/** Matches `/products/:id` style patterns; returns the named segments or null. */
export const match = (pattern: string, path: string): Record<string, string> | null => {
  const want = pattern.split('/');
  const have = path.replace(/\/$/, '').split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const value = have[index]!;
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(value);
    else if (part !== value) return null;
  }
  return params;
};

export const Link = ({
  to,
  children,
  className,
}: {
  to: string;
  children: ReactNode;
  className?: string;
}) => {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    router.navigate(to);
  };
  return (
    <a href={router.href(to)} onClick={onClick} className={className}>
      {children}
    </a>
  );
};
