import { useCallback, useEffect, useRef, useState } from 'react';

export type Resource<T> =
  | { status: 'loading'; data?: T; error?: undefined; reload(): void }
  | { status: 'ready'; data: T; error?: undefined; reload(): void }
  | { status: 'error'; data?: T; error: Error; reload(): void };

/**
 * Loads what a page shows and reloads it on demand or when `deps` change. An answer that
 * arrives after a newer request started is dropped, so fast filter changes never show stale rows.
 */
export const useResource = <T>(load: () => Promise<T>, deps: readonly unknown[]): Resource<T> => {
  const [state, setState] = useState<{ status: 'loading' | 'ready' | 'error'; data?: T; error?: Error }>({
    status: 'loading',
  });
  const generation = useRef(0);
  const loader = useRef(load);
  loader.current = load;

  const run = useCallback(() => {
    const mine = ++generation.current;
    setState((previous) => ({ status: 'loading', data: previous.data }));
    loader.current().then(
      (data) => mine === generation.current && setState({ status: 'ready', data }),
      (error: Error) =>
        mine === generation.current && setState((p) => ({ status: 'error', data: p.data, error })),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deps are the caller's
  }, deps);

  useEffect(() => {
    run();
  }, [run]);

  return { ...state, reload: run } as Resource<T>;
};

/** Runs one mutation at a time and keeps its error for the form to show. */
export const useAction = <Args extends unknown[], R>(action: (...args: Args) => Promise<R>) => {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const run = useCallback(
    async (...args: Args): Promise<R | undefined> => {
      setPending(true);
      setError(null);
      try {
        return await action(...args);
      } catch (caught) {
        setError(caught as Error);
        return undefined;
      } finally {
        setPending(false);
      }
    },
    [action],
  );
  return { run, pending, error, clearError: () => setError(null) };
};
