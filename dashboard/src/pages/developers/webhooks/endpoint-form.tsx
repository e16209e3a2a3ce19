import { useId, useState, type FormEvent } from 'react';
import type { BodyOf } from '../../../api/schemas.ts';
import { Field } from '../../../ui/page.tsx';
import { EVENT_GROUPS, type EventType } from './event-catalog.ts';

export type EndpointInput = Pick<
  BodyOf<'adminCreateWebhook'>,
  'url' | 'description' | 'events' | 'rateLimit'
>;

type Errors = Partial<Record<'url' | 'description' | 'events' | 'rateLimit', string>>;

/** The API's rules, checked before sending so the owner sees a field error instead of a 400. */
export const validateEndpoint = (values: {
  url: string;
  description: string;
  events: EventType[];
  rateLimit: string;
}): { input?: EndpointInput; errors: Errors } => {
  const errors: Errors = {};
  const parsed = URL.canParse(values.url.trim()) ? new URL(values.url.trim()) : null;
  if (!parsed) errors.url = 'Enter the full URL, starting with https://.';
  else if (parsed.protocol !== 'https:') errors.url = 'Webhook endpoints must use HTTPS.';
  if (values.description.length > 500) errors.description = 'At most 500 characters.';
  if (values.events.length === 0) errors.events = 'Pick at least one event.';
  const rate = values.rateLimit.trim();
  const rateLimit = rate === '' ? null : Number(rate);
  if (rateLimit !== null && !(Number.isInteger(rateLimit) && rateLimit >= 1 && rateLimit <= 1000))
    errors.rateLimit = 'A whole number from 1 to 1000, or empty for no limit.';
  if (Object.keys(errors).length) return { errors };
  return {
    errors,
    input: { url: values.url.trim(), description: values.description, events: values.events, rateLimit },
  };
};

/** Create and edit share this form: URL, description, the grouped event picker, rate limit. */
export const EndpointForm = ({
  initial,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  initial?: Partial<EndpointInput>;
  submitLabel: string;
  pending: boolean;
  onSubmit: (input: EndpointInput) => void;
  onCancel: () => void;
}) => {
  const id = useId();
  const [url, setUrl] = useState(initial?.url ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [events, setEvents] = useState<EventType[]>(initial?.events ?? []);
  const [rateLimit, setRateLimit] = useState(initial?.rateLimit ? String(initial.rateLimit) : '');
  const [errors, setErrors] = useState<Errors>({});

  const toggle = (types: readonly EventType[], on: boolean) =>
    setEvents((current) =>
      on ? [...new Set([...current, ...types])] : current.filter((type) => !types.includes(type)),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateEndpoint({ url, description, events, rateLimit });
    setErrors(result.errors);
    if (result.input) onSubmit(result.input);
  };

  return (
    <form onSubmit={submit} noValidate className="endpoint-form">
      <Field id={`${id}-url`} label="Endpoint URL" error={errors.url}>
        <input
          id={`${id}-url`}
          type="url"
          required
          placeholder="https://example.com/webhooks"
          value={url}
          aria-invalid={!!errors.url}
          onChange={(e) => setUrl(e.target.value)}
        />
      </Field>
      <Field id={`${id}-description`} label="Description" error={errors.description}>
        <input
          id={`${id}-description`}
          value={description}
          maxLength={500}
          aria-invalid={!!errors.description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </Field>
      <fieldset className="event-picker" aria-describedby={errors.events ? `${id}-events-error` : undefined}>
        <legend>Events to send</legend>
        {EVENT_GROUPS.map((group) => {
          const all = group.types.every((type) => events.includes(type));
          return (
            <fieldset key={group.area} className="event-group">
              <legend>
                <label>
                  <input
                    type="checkbox"
                    checked={all}
                    onChange={(e) => toggle(group.types, e.target.checked)}
                  />{' '}
                  All {group.label.toLowerCase()} events ({group.area}.*)
                </label>
              </legend>
              {group.types.map((type) => (
                <label key={type} className="event-option">
                  <input
                    type="checkbox"
                    checked={events.includes(type)}
                    onChange={(e) => toggle([type], e.target.checked)}
                  />{' '}
                  <code>{type}</code>
                </label>
              ))}
            </fieldset>
          );
        })}
        {errors.events && (
          <p className="field-error" id={`${id}-events-error`} role="alert">
            {errors.events}
          </p>
        )}
      </fieldset>
      <Field id={`${id}-rate`} label="Rate limit (deliveries per second, optional)" error={errors.rateLimit}>
        <input
          id={`${id}-rate`}
          inputMode="numeric"
          value={rateLimit}
          aria-invalid={!!errors.rateLimit}
          onChange={(e) => setRateLimit(e.target.value)}
        />
      </Field>
      <div className="dialog-actions">
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="primary" disabled={pending}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
};
