import type { BodyOf } from '../../../api/schemas.ts';
import type { EventType } from './event-catalog.ts';

/** The endpoint form's rules (endpoint-form.tsx), apart from React so they can be unit tested. */
export type EndpointInput = Pick<
  BodyOf<'adminCreateWebhook'>,
  'type' | 'url' | 'eventBusArn' | 'roleArn' | 'description' | 'events' | 'rateLimit' | 'ordering'
>;
export type EndpointType = NonNullable<EndpointInput['type']>;

export type Errors = Partial<
  Record<'url' | 'eventBusArn' | 'roleArn' | 'description' | 'events' | 'rateLimit', string>
>;

/** The API's ARN rules (shared/webhooks/endpoints/destination-arns.ts), for field errors before sending. */
const EVENT_BUS_ARN =
  /^arn:aws(-cn|-us-gov)?:events:[a-z]{2}(-[a-z]+)+-\d{1,2}:\d{12}:event-bus\/[A-Za-z0-9._\-/]{1,256}$/;
const ROLE_ARN = /^arn:aws(-cn|-us-gov)?:iam::\d{12}:role\/([\w+=,.@-]+\/)*[\w+=,.@-]{1,64}$/;

/**
 * The API's rules, checked before sending so the owner sees a field error instead of a 400. An
 * HTTPS endpoint takes a URL; an EventBridge one a bus and a role. `type` is sent on create only
 * (an endpoint keeps its type: the update does not take it).
 */
export const validateEndpoint = (values: {
  type: EndpointType;
  creating: boolean;
  url: string;
  eventBusArn: string;
  roleArn: string;
  description: string;
  events: EventType[];
  rateLimit: string;
  ordering?: 'none' | 'resource';
}): { input?: EndpointInput; errors: Errors } => {
  const errors: Errors = {};
  const eventBridge = values.type === 'eventbridge';
  if (eventBridge) {
    if (!EVENT_BUS_ARN.test(values.eventBusArn.trim()))
      errors.eventBusArn = 'Enter the event bus ARN: arn:aws:events:<region>:<account id>:event-bus/<name>.';
    if (!ROLE_ARN.test(values.roleArn.trim()))
      errors.roleArn = 'Enter the role ARN: arn:aws:iam::<account id>:role/<name>.';
  } else {
    const parsed = URL.canParse(values.url.trim()) ? new URL(values.url.trim()) : null;
    if (!parsed) errors.url = 'Enter the full URL, starting with https://.';
    else if (parsed.protocol !== 'https:') errors.url = 'Webhook endpoints must use HTTPS.';
  }
  if (values.description.length > 500) errors.description = 'At most 500 characters.';
  if (values.events.length === 0) errors.events = 'Pick at least one event.';
  const rate = values.rateLimit.trim();
  const rateLimit = rate === '' ? null : Number(rate);
  if (rateLimit !== null && !(Number.isInteger(rateLimit) && rateLimit >= 1 && rateLimit <= 1000))
    errors.rateLimit = 'A whole number from 1 to 1000, or empty for no limit.';
  if (Object.keys(errors).length) return { errors };
  const destination = eventBridge
    ? { eventBusArn: values.eventBusArn.trim(), roleArn: values.roleArn.trim() }
    : { url: values.url.trim() };
  return {
    errors,
    input: {
      ...(values.creating ? { type: values.type } : {}),
      ...destination,
      description: values.description,
      events: values.events,
      rateLimit,
      ordering: values.ordering ?? 'none',
    },
  };
};
