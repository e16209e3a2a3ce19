import * as z from 'zod';
import { isEventType, type EventType } from '../../events/catalog.ts';
import { modeQuerySchema, pageQuerySchema } from '../../db/page.ts';
import { idParam } from '../../util/fields.ts';
import { deliveryStatusSchema } from './views.ts';
import { lazySchema } from '../../schema/lazy.ts';

/** Request schemas of the admin webhook routes: mode-scoped, lists paged (shared/db/page.ts). */

export const deliveriesQuerySchema = /* @__PURE__ */ lazySchema(() =>
  pageQuerySchema.unwrap().extend({ status: deliveryStatusSchema.optional() }),
);

export const eventsQuerySchema = /* @__PURE__ */ lazySchema(() =>
  pageQuerySchema.unwrap().extend({
    type: z
      .string()
      .refine(isEventType, { error: (issue) => `Unknown event type "${String(issue.input)}"` })
      .transform((type) => type as EventType)
      .optional(),
  }),
);

export const adminListWebhooksQuerySchema = /* @__PURE__ */ lazySchema(() =>
  modeQuerySchema.unwrap().extend({
    isEnabled: z
      .enum(['true', 'false'], { error: 'isEnabled must be "true" or "false"' })
      .optional()
      .transform((value) => (value === undefined ? undefined : value === 'true')),
  }),
);

/** `since`: an ISO 8601 time; the delivery log keeps 30 days, so earlier times find nothing more. */
export const recoverBodySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject(
    {
      // Normalised to UTC `Z` form: the log's sort keys compare as strings.
      since: z.iso
        .datetime({ offset: true, error: 'since must be an ISO 8601 date-time' })
        .transform((value) => new Date(value).toISOString()),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? undefined : 'The body must be a JSON object') },
  ),
);

export const adminStorePath = /* @__PURE__ */ lazySchema(() => z.object({ storeId: idParam() }));
export const adminWebhookPath = /* @__PURE__ */ lazySchema(() =>
  adminStorePath.unwrap().extend({ webhookId: idParam() }),
);
export const adminDeliveryPath = /* @__PURE__ */ lazySchema(() =>
  adminWebhookPath.unwrap().extend({ deliveryId: idParam() }),
);
export const adminEventPath = /* @__PURE__ */ lazySchema(() =>
  adminStorePath.unwrap().extend({ eventId: z.string().min(1).max(200) }),
);
