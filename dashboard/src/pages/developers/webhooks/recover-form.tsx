import { useCallback, useId, useState, type FormEvent } from 'react';
import { unwrap } from '../../../api/client.ts';
import { useAction } from '../../../api/use-resource.ts';
import { useDashboard, useStoreScope } from '../../../app-context.tsx';
import { Field } from '../../../ui/page.tsx';
import { ErrorNotice } from '../../../ui/states.tsx';

/**
 * A `datetime-local` value (the owner's local time) as the API's instant, or the reason it
 * cannot be sent: empty, unparsable, or in the future (nothing failed there yet).
 */
export const recoverSince = (value: string, now = Date.now()): { since?: string; error?: string } => {
  if (!value) return { error: 'Pick the date and time to recover from.' };
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return { error: 'Enter a valid date and time.' };
  if (at.getTime() > now) return { error: 'The time must be in the past.' };
  return { since: at.toISOString() };
};

/** "Resend every failed delivery since ...": the endpoint must be enabled (the API says 409 otherwise). */
export const RecoverForm = ({ webhookId, onDone }: { webhookId: string; onDone: () => void }) => {
  const { api } = useDashboard();
  const { storeId, mode } = useStoreScope();
  const id = useId();
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [queued, setQueued] = useState<number | null>(null);
  const recover = useAction(
    useCallback(
      (since: string) =>
        unwrap(
          api.POST('/api/v1/admin/stores/{storeId}/webhooks/{webhookId}/recover', {
            params: { path: { storeId, webhookId }, query: { mode } },
            body: { since },
          }),
        ),
      [api, storeId, webhookId, mode],
    ),
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setQueued(null);
    const checked = recoverSince(value);
    setFieldError(checked.error ?? null);
    if (!checked.since) return;
    const result = await recover.run(checked.since);
    if (result) {
      setQueued(result.data.queued);
      onDone();
    }
  };
  return (
    <form className="card recover-form" onSubmit={submit} noValidate>
      <h2>Recover failed deliveries</h2>
      <Field
        id={`${id}-since`}
        label="Resend failed deliveries since"
        hint="Your local time. Every failed delivery of this endpoint since then is sent again."
        error={fieldError}
      >
        <input
          id={`${id}-since`}
          type="datetime-local"
          value={value}
          aria-invalid={!!fieldError}
          onChange={(e) => setValue(e.target.value)}
        />
      </Field>
      <button type="submit" disabled={recover.pending}>
        Recover
      </button>
      {recover.error && <ErrorNotice error={recover.error} />}
      <p role="status" className="muted">
        {queued !== null && `${queued} ${queued === 1 ? 'delivery' : 'deliveries'} queued for resending.`}
      </p>
    </form>
  );
};
