import { useId, useState, type FormEvent } from 'react';
import { Field } from '../../../ui/page.tsx';
import { EVENT_GROUPS, type EventType } from './event-catalog.ts';
import { validateEndpoint, type EndpointInput, type EndpointType, type Errors } from './endpoint-rules.ts';

export type { EndpointInput } from './endpoint-rules.ts';

/**
 * Create and edit share this form: the destination (an HTTPS URL, or an EventBridge bus and role;
 * chosen on create, fixed after), description, the grouped event picker, rate limit, ordering.
 * `storeId` is the ExternalId an EventBridge role's trust policy must name.
 */
export const EndpointForm = ({
  initial,
  storeId,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  /** The endpoint being edited; absent on create. */
  initial?: Partial<EndpointInput>;
  storeId: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (input: EndpointInput) => void;
  onCancel: () => void;
}) => {
  const id = useId();
  const creating = initial === undefined;
  const [type, setType] = useState<EndpointType>(initial?.type ?? 'https');
  const [url, setUrl] = useState(initial?.url ?? '');
  const [eventBusArn, setEventBusArn] = useState(initial?.eventBusArn ?? '');
  const [roleArn, setRoleArn] = useState(initial?.roleArn ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [events, setEvents] = useState<EventType[]>(initial?.events ?? []);
  const [rateLimit, setRateLimit] = useState(initial?.rateLimit ? String(initial.rateLimit) : '');
  const [ordered, setOrdered] = useState(initial?.ordering === 'resource');
  const [errors, setErrors] = useState<Errors>({});

  const toggle = (types: readonly EventType[], on: boolean) =>
    setEvents((current) =>
      on ? [...new Set([...current, ...types])] : current.filter((type) => !types.includes(type)),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateEndpoint({
      type,
      creating,
      url,
      eventBusArn,
      roleArn,
      description,
      events,
      rateLimit,
      ordering: ordered ? 'resource' : 'none',
    });
    setErrors(result.errors);
    if (result.input) onSubmit(result.input);
  };

  return (
    <form onSubmit={submit} noValidate className="endpoint-form">
      {creating && (
        <fieldset className="endpoint-type">
          <legend>Destination</legend>
          <label>
            <input
              type="radio"
              name={`${id}-type`}
              checked={type === 'https'}
              onChange={() => setType('https')}
            />{' '}
            HTTPS endpoint (signed POST requests)
          </label>
          <label>
            <input
              type="radio"
              name={`${id}-type`}
              checked={type === 'eventbridge'}
              onChange={() => setType('eventbridge')}
            />{' '}
            Amazon EventBridge bus in your AWS account
          </label>
        </fieldset>
      )}
      {type === 'eventbridge' ? (
        <>
          <Field id={`${id}-bus`} label="Event bus ARN" error={errors.eventBusArn}>
            <input
              id={`${id}-bus`}
              required
              placeholder="arn:aws:events:us-east-1:123456789012:event-bus/store-events"
              value={eventBusArn}
              aria-invalid={!!errors.eventBusArn}
              onChange={(e) => setEventBusArn(e.target.value)}
            />
          </Field>
          <Field id={`${id}-role`} label="Role ARN" error={errors.roleArn}>
            <input
              id={`${id}-role`}
              required
              placeholder="arn:aws:iam::123456789012:role/store-commerce-events"
              value={roleArn}
              aria-invalid={!!errors.roleArn}
              onChange={(e) => setRoleArn(e.target.value)}
            />
          </Field>
          <p className="muted">
            The role must trust our AWS account with <code>{storeId}</code> (this store's id) as its
            ExternalId, and may put events on the bus (the webhooks guide has the policies to copy).
          </p>
        </>
      ) : (
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
      )}
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
      <label className="event-option">
        <input type="checkbox" checked={ordered} onChange={(e) => setOrdered(e.target.checked)} /> Deliver
        each order, cart, product or customer&apos;s events in order (the next one waits until the previous
        one succeeded or was given up)
      </label>
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
