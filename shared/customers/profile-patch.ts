import type { Mode } from '../db/keys.ts';
import type { DomainEvent, EventOrigin } from '../events/outbox.ts';
import { customerObject, type CustomerRecord } from './types.ts';

/**
 * Profile edits by the customer (PUT .../me) and by owners (PUT .../customers/{id}), and the
 * customer events they send (docs/decisions.md §3.14): `customer.updated` carries the customer
 * after the change, the changed fields' new values and their previous values; nothing is
 * written or sent when nothing changes.
 */
export const EDITABLE_FIELDS = ['firstName', 'lastName', 'email'] as const;
export type EditableField = (typeof EDITABLE_FIELDS)[number];

/** Absent: left as is; null: cleared. */
export type ProfilePatch = Partial<Record<EditableField, string | null>>;

export interface ProfileChange {
  next: CustomerRecord;
  changes: Partial<Record<EditableField, string | null>>;
  previousValues: Partial<Record<EditableField, string | null>>;
}

/** The profile after the patch and what changed; undefined when nothing did. */
export const applyProfilePatch = (
  customer: CustomerRecord,
  patch: ProfilePatch,
  now: Date,
): ProfileChange | undefined => {
  const changes: ProfileChange['changes'] = {};
  const previousValues: ProfileChange['previousValues'] = {};
  for (const field of EDITABLE_FIELDS) {
    const value = patch[field];
    if (value === undefined || value === customer[field]) continue;
    changes[field] = value;
    previousValues[field] = customer[field];
  }
  if (Object.keys(changes).length === 0) return undefined;
  const next: CustomerRecord = { ...customer, ...changes, updatedAt: now.toISOString() };
  // Another address is verified only by its code (the caller marks it); another spelling stays as it was.
  if (emailClaimMoves(customer, next)) next.emailVerified = false;
  return { next, changes, previousValues };
};

/** The profile of an unverified holder whose email a verified sign-in or change took (docs/decisions.md §3.19). */
export const withoutEmail = (customer: CustomerRecord, now: Date): CustomerRecord => ({
  ...customer,
  email: null,
  emailVerified: false,
  emailClaimed: false,
  updatedAt: now.toISOString(),
});

/** The holder's `customer.updated` when it loses its unverified email. */
export const emailDetachedEvent = (holder: CustomerRecord, now: Date, origin: EventOrigin): DomainEvent =>
  customerUpdatedEvent(
    { next: withoutEmail(holder, now), changes: { email: null }, previousValues: { email: holder.email } },
    origin,
  );

/** Whether the change moves the store's unique email (a new address, not another spelling of it). */
export const emailClaimMoves = (before: CustomerRecord, after: CustomerRecord): boolean =>
  (before.email?.toLowerCase() ?? null) !== (after.email?.toLowerCase() ?? null);

/** Sent when a customer's first login makes their profile. */
export const customerCreatedEvent = (customer: CustomerRecord): DomainEvent => ({
  type: 'customer.created',
  storeId: customer.storeId,
  mode: customer.mode,
  origin: 'customer',
  customerId: customer.customerId,
  data: { customer: customerObject(customer), createdAt: customer.createdAt },
});

export const customerUpdatedEvent = (change: ProfileChange, origin: EventOrigin): DomainEvent => ({
  type: 'customer.updated',
  storeId: change.next.storeId,
  mode: change.next.mode,
  origin,
  customerId: change.next.customerId,
  data: {
    customer: customerObject(change.next),
    changes: change.changes,
    previousValues: change.previousValues,
  },
});

/** Sent when an owner erases a customer: no personal data, only the id and when. */
export const customerDeletedEvent = (
  scope: { storeId: string; mode: Mode },
  customerId: string,
  deletedAt: string,
  origin: EventOrigin,
): DomainEvent => ({
  type: 'customer.deleted',
  storeId: scope.storeId,
  mode: scope.mode,
  origin,
  customerId,
  data: { customerId, deletedAt },
});
