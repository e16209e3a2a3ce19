import * as z from 'zod';
import { actorOf, auditEntry } from '../audit/entries.ts';
import type { AuditActor, AuditEntry } from '../audit/ports.ts';
import type { Mode } from '../db/keys.ts';
import { ApiError } from '../errors.ts';
import { named } from '../schema/named.ts';
import type { OwnerContext } from '../owners/owner-access.ts';
import { textField } from '../util/fields.ts';
import { newId } from '../util/ids.ts';
import { systemClock, type Clock } from '../util/time.ts';
import { lazySchema } from '../schema/lazy.ts';

/**
 * Internal notes on an order (docs/decisions.md §7.35): what the store's team writes about it
 * ("customer called, ship Monday"). Never in the order's responses, events, emails or the
 * customer's own API; each note is audited in its own transaction.
 */
export interface OrderNote {
  noteId: string;
  orderId: string;
  body: string;
  author: AuditActor;
  createdAt: string;
}

export const NOTE_MAX_CHARS = 2000;

export const addNoteSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'OrderNoteInput',
    z.strictObject({
      body: textField({ min: 1, max: NOTE_MAX_CHARS, multiline: true, label: 'body' }),
    }),
  ),
);

export const orderNoteSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'OrderNote',
    z.object({
      noteId: z.string(),
      orderId: z.string(),
      body: z.string(),
      author: z.object({ ownerId: z.string(), email: z.string().nullable() }),
      createdAt: z.string(),
    }),
    { description: "An internal note on an order: the store's team sees it, the customer never does" },
  ),
);

export interface OrderNoteStore {
  /** The note and its audit entry, if the order exists. */
  add(
    scope: { storeId: string; mode: Mode },
    note: OrderNote,
    audit: AuditEntry,
  ): Promise<'added' | 'no-order' | 'conflict'>;
  /** The order's notes, oldest first. */
  list(scope: { storeId: string; mode: Mode }, orderId: string): Promise<OrderNote[]>;
}

export interface OrderNotesDeps {
  notes: OrderNoteStore;
  /** Throws ORDER_NOT_FOUND unless the order is the store's, in this mode. */
  ensureOrder: (storeId: string, mode: Mode, orderId: string) => Promise<unknown>;
  clock?: Clock;
}

export const createOrderNotes = ({ notes, ensureOrder, clock = systemClock }: OrderNotesDeps) => ({
  async add(owner: OwnerContext, storeId: string, mode: Mode, orderId: string, body: string) {
    await ensureOrder(storeId, mode, orderId);
    const at = clock.now().toISOString();
    const author = actorOf(owner);
    const note: OrderNote = { noteId: newId(), orderId, body, author, createdAt: at };
    const audit = auditEntry(
      author,
      'order.note_added',
      { type: 'order', id: orderId },
      { storeId, at, mode },
    );
    const outcome = await notes.add({ storeId, mode }, note, audit);
    if (outcome === 'no-order') throw new ApiError('ORDER_NOT_FOUND', 'Order not found');
    if (outcome === 'conflict')
      throw new ApiError('CONFLICT', 'The order changed at the same time; try again');
    return note;
  },

  async list(storeId: string, mode: Mode, orderId: string) {
    await ensureOrder(storeId, mode, orderId);
    return notes.list({ storeId, mode }, orderId);
  },
});
