import { useEffect, useState } from 'react';
import { unwrap } from '../api/client.ts';
import { useResource } from '../api/use-resource.ts';
import { useDashboard, useStoreScope } from '../app-context.tsx';

const HOUR = 3600;
const ADVANCES = [
  { label: '1 hour', seconds: HOUR },
  { label: '1 day', seconds: 24 * HOUR },
  { label: '1 week', seconds: 7 * 24 * HOUR },
] as const;

/** How far ahead of real time, in the largest whole units ("2 days 3 hours ahead"). */
const aheadText = (offsetSeconds: number): string => {
  if (offsetSeconds < 60) return 'real time';
  const days = Math.floor(offsetSeconds / 86_400);
  const hours = Math.floor((offsetSeconds % 86_400) / HOUR);
  const minutes = Math.floor((offsetSeconds % HOUR) / 60);
  const parts = [
    days && `${days} day${days === 1 ? '' : 's'}`,
    hours && `${hours} hour${hours === 1 ? '' : 's'}`,
    !days && minutes && `${minutes} minute${minutes === 1 ? '' : 's'}`,
  ].filter(Boolean);
  return `${parts.join(' ')} ahead`;
};

/**
 * The store's test clock (docs/decisions.md §8.12), shown in test mode: its time and buttons that
 * move it forward, so abandoned carts, retries and refunds can be seen without waiting. Viewers
 * see the clock; admins and owners may advance it. While it advances, it is read again each second.
 */
export const TestClock = () => {
  const { api } = useDashboard();
  const scope = useStoreScope();
  const path = { params: { path: { storeId: scope.storeId } } };
  const clock = useResource(
    () => unwrap(api.GET('/api/v1/admin/stores/{storeId}/test-clock', path)).then((r) => r.data),
    [api, scope.storeId],
  );
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const advancing = asking || clock.data?.status === 'advancing';
  const { reload } = clock;

  useEffect(() => {
    if (clock.data?.status !== 'advancing') return;
    const timer = setTimeout(reload, 1000);
    return () => clearTimeout(timer);
  }, [clock.data, reload]);

  const advance = async (seconds: number) => {
    setAsking(true);
    setError(null);
    try {
      await unwrap(
        api.POST('/api/v1/admin/stores/{storeId}/test-clock/advance', { ...path, body: { seconds } }),
      );
    } catch (caught) {
      setError((caught as Error).message);
    } finally {
      setAsking(false);
      reload();
    }
  };

  const canAdvance = scope.role === 'owner' || scope.role === 'admin';
  return (
    <section className="test-clock" aria-label="Test clock">
      <span>
        Test clock:{' '}
        {clock.data ? (
          <>
            <time dateTime={clock.data.now}>{new Date(clock.data.now).toLocaleString()}</time> (
            {aheadText(clock.data.offsetSeconds)})
          </>
        ) : clock.status === 'error' ? (
          'unavailable'
        ) : (
          'loading…'
        )}
      </span>
      {canAdvance && (
        <span className="test-clock-actions" role="group" aria-label="Advance the test clock">
          {ADVANCES.map(({ label, seconds }) => (
            <button key={seconds} type="button" disabled={advancing} onClick={() => void advance(seconds)}>
              Advance {label}
            </button>
          ))}
        </span>
      )}
      <span role="status" className="muted">
        {advancing ? 'Advancing: running what falls due…' : ''}
        {error ? `Could not advance: ${error}` : ''}
      </span>
    </section>
  );
};
