import type { ReactNode } from 'react';
import { ApiError } from '../api/client.ts';
import type { Resource } from '../api/use-resource.ts';
import { formatAmountsIn } from './format.ts';

export const Loading = ({ label = 'Loading…' }: { label?: string }) => (
  <p className="state state-loading" role="status" aria-live="polite">
    {label}
  </p>
);

export const Empty = ({ title, children }: { title: string; children?: ReactNode }) => (
  <div className="state state-empty">
    <p className="state-title">{title}</p>
    {children}
  </div>
);

/**
 * An API error as support needs it: the message (its amounts formatted like every other amount,
 * docs/decisions.md §7.19), the error code and the request id.
 */
export const ErrorNotice = ({ error, onRetry }: { error: Error; onRetry?: () => void }) => {
  const api = error instanceof ApiError ? error : null;
  return (
    <div className="state state-error" role="alert">
      <p className="state-title">{formatAmountsIn(error.message)}</p>
      {api && (
        <p className="muted">
          {api.errorCode}
          {api.requestId && (
            <>
              {' · request id '}
              <code>{api.requestId}</code>
            </>
          )}
        </p>
      )}
      {api?.details?.length ? (
        <ul>
          {api.details.map((detail) => (
            <li key={`${detail.path}:${detail.message}`}>
              <code>{detail.path}</code>: {formatAmountsIn(detail.message)}
            </li>
          ))}
        </ul>
      ) : null}
      {onRetry && (
        <button type="button" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
};

/** Loading, error (with retry) or the page's content for a loaded resource. */
export const Loaded = <T,>({
  resource,
  children,
}: {
  resource: Resource<T>;
  children: (data: T) => ReactNode;
}) => {
  if (resource.status === 'error') return <ErrorNotice error={resource.error} onRetry={resource.reload} />;
  if (resource.data === undefined) return <Loading />;
  return <>{children(resource.data)}</>;
};

/** "Saved" after a successful save: a live region that is always there, so it is announced. */
export const SaveStatus = ({ saved, label = 'Saved' }: { saved: boolean; label?: string }) => (
  <p className="save-status" role="status" aria-live="polite" data-testid="save-status">
    {saved ? label : ''}
  </p>
);
