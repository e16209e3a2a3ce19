import type { BodyOf } from '../../../api/schemas.ts';
import type { EventType } from './event-catalog.ts';

export type EndpointInput = Pick<
  BodyOf<'adminCreateWebhook'>,
  'url' | 'description' | 'events' | 'rateLimit' | 'ordering'
>;

export type EndpointErrors = Partial<Record<'url' | 'description' | 'events' | 'rateLimit', string>>;

/** The API's rules, checked before sending so the owner sees a field error instead of a 400. */
export const validateEndpoint = (values: {
  url: string;
  description: string;
  events: EventType[];
  rateLimit: string;
  ordering?: 'none' | 'resource';
}): { input?: EndpointInput; errors: EndpointErrors } => {
  const errors: EndpointErrors = {};
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
    input: {
      url: values.url.trim(),
      description: values.description,
      events: values.events,
      rateLimit,
      ordering: values.ordering ?? 'none',
    },
  };
};
