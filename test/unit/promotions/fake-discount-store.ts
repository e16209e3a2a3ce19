import type { AuditEntry } from '../../../shared/audit/ports.ts';
import type { DiscountRecord, DiscountStore } from '../../../shared/promotions/ports.ts';
import { normalizeDiscountCode } from '../../../shared/promotions/types.ts';

/** DiscountStore in memory, with the adapter's rules: one spelling per (store, mode), revision-checked writes. */
export const fakeDiscountStore = () => {
  const byId = new Map<string, DiscountRecord>();
  const byCode = new Map<string, string>();
  const uses = new Map<string, number>();
  const audit: AuditEntry[] = [];
  const codeKey = (r: Pick<DiscountRecord, 'storeId' | 'mode' | 'code'>) =>
    `${r.storeId}#${r.mode}#${normalizeDiscountCode(r.code)}`;
  const idKey = (storeId: string, mode: string, id: string) => `${storeId}#${mode}#${id}`;
  const store: DiscountStore = {
    get: async ({ storeId, mode }, id) => structuredClone(byId.get(idKey(storeId, mode, id))),
    async findByCode(scope, code) {
      const id = byCode.get(codeKey({ ...scope, code }));
      return id ? store.get(scope, id) : undefined;
    },
    usesByCustomer: async ({ storeId, mode }, id, customerId) =>
      uses.get(`${idKey(storeId, mode, id)}#${customerId}`) ?? 0,
    async page({ storeId, mode }, { limit }) {
      const items = [...byId.values()]
        .filter((r) => r.storeId === storeId && r.mode === mode)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return { items: items.slice(0, limit), nextCursor: null };
    },
    async create(record, entry) {
      if (byCode.has(codeKey(record))) return { ok: false, reason: 'duplicate-code' };
      byCode.set(codeKey(record), record.discountId);
      byId.set(idKey(record.storeId, record.mode, record.discountId), structuredClone(record));
      audit.push(entry);
      return { ok: true };
    },
    async update(previous, next, entry) {
      const key = idKey(previous.storeId, previous.mode, previous.discountId);
      if (byId.get(key)?.revision !== previous.revision) return { ok: false, reason: 'conflict' };
      const moved = codeKey(previous) !== codeKey(next);
      if (moved && byCode.has(codeKey(next))) return { ok: false, reason: 'duplicate-code' };
      if (moved) {
        byCode.delete(codeKey(previous));
        byCode.set(codeKey(next), next.discountId);
      }
      byId.set(key, { ...structuredClone(next), timesUsed: byId.get(key)!.timesUsed });
      audit.push(entry);
      return { ok: true };
    },
    async remove(previous, entry) {
      const key = idKey(previous.storeId, previous.mode, previous.discountId);
      if (byId.get(key)?.revision !== previous.revision) return { ok: false, reason: 'conflict' };
      byId.delete(key);
      byCode.delete(codeKey(previous));
      audit.push(entry);
      return { ok: true };
    },
  };
  return { store, audit, byId, uses };
};
