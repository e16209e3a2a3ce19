import { actorOf, auditEntry, type Caller } from '../audit/entries.ts';
import type { Mode } from '../db/keys.ts';
import { ApiError } from '../errors.ts';
import { pageResult, type PageRequest } from '../db/page.ts';
import { isUuid, newId } from '../util/ids.ts';
import { systemClock, type Clock } from '../util/time.ts';
import type { DiscountRecord, DiscountScopeKey, DiscountStore } from './ports.ts';
import { discountDefinitionIssues, type CreateDiscountInput, type UpdateDiscountInput } from './schemas.ts';
import type { DiscountDefinition, DiscountRefusalReason } from './types.ts';

/**
 * Discount codes for store owners (docs/decisions.md §12.5): list, read, create, change and
 * delete, each change audited in its own transaction. Codes are per store and mode; another
 * store's or mode's code is simply not found.
 */
export interface DiscountAdminDeps {
  discounts: DiscountStore;
  clock?: Clock;
}

const notFound = () => new ApiError('DISCOUNT_NOT_FOUND', 'Discount code not found');
const duplicate = (code: string) =>
  new ApiError('CONFLICT', `The store already has the code ${code} (codes are case-insensitive)`);

/** 400 INVALID_DISCOUNT_CODE with its `reason` beside errorCode. */
export const discountRefused = (reason: DiscountRefusalReason): ApiError =>
  new ApiError('INVALID_DISCOUNT_CODE', REFUSAL_MESSAGES[reason], undefined, undefined, undefined, {
    reason,
  });

const REFUSAL_MESSAGES: Record<DiscountRefusalReason, string> = {
  not_found: 'No such discount code',
  disabled: 'This discount code is disabled',
  not_started: 'This discount code is not valid yet',
  expired: 'This discount code has expired',
  usage_limit_reached: 'This discount code has been used as often as it may be',
  not_applicable: 'This discount code does not apply to any item in the cart',
  minimum_not_met: "The cart's subtotal is below this discount code's minimum",
};

/** The admin view: the definition, its uses and what is left of its overall limit. */
export const discountView = (record: DiscountRecord) => ({
  discountId: record.discountId,
  code: record.code,
  type: record.type,
  value: record.value,
  minimumSubtotal: record.minimumSubtotal ?? null,
  appliesTo: record.appliesTo
    ? { productIds: record.appliesTo.productIds ?? null, categories: record.appliesTo.categories ?? null }
    : null,
  startsAt: record.startsAt ?? null,
  endsAt: record.endsAt ?? null,
  usageLimit: record.usageLimit ?? null,
  usageLimitPerCustomer: record.usageLimitPerCustomer ?? null,
  isEnabled: record.isEnabled,
  timesUsed: record.timesUsed,
  remainingUses:
    record.usageLimit === null || record.usageLimit === undefined
      ? null
      : Math.max(0, record.usageLimit - record.timesUsed),
  createdAt: record.createdAt,
  updatedAt: record.updatedAt,
});

/** The stored definition: optional fields are null when absent, so a PUT can clear them. */
const definitionOf = (input: Partial<DiscountDefinition>, base?: DiscountDefinition): DiscountDefinition => {
  const pick = <K extends keyof DiscountDefinition>(key: K) =>
    (input[key] === undefined ? base?.[key] : input[key]) ?? null;
  return {
    code: (input.code ?? base?.code)!,
    type: (input.type ?? base?.type)!,
    value: input.value ?? base?.value ?? 0,
    minimumSubtotal: pick('minimumSubtotal'),
    appliesTo: pick('appliesTo'),
    startsAt: pick('startsAt'),
    endsAt: pick('endsAt'),
    usageLimit: pick('usageLimit'),
    usageLimitPerCustomer: pick('usageLimitPerCustomer'),
    isEnabled: input.isEnabled ?? base?.isEnabled ?? true,
  };
};

const MAX_ATTEMPTS = 10;

export const createDiscountAdmin = (deps: DiscountAdminDeps) => {
  const clock = deps.clock ?? systemClock;
  const { discounts } = deps;
  const audit = (owner: Caller, action: string, record: DiscountRecord, at: string) =>
    auditEntry(
      actorOf(owner),
      action,
      { type: 'discount', id: record.discountId },
      { storeId: record.storeId, at, mode: record.mode },
    );
  const read = async (scope: DiscountScopeKey, discountId: string) => {
    const record = isUuid(discountId) ? await discounts.get(scope, discountId) : undefined;
    if (!record) throw notFound();
    return record;
  };

  return {
    async list(storeId: string, query: PageRequest & { mode: Mode }) {
      return pageResult(await discounts.page({ storeId, mode: query.mode }, query), discountView);
    },

    get: async (storeId: string, mode: Mode, discountId: string) =>
      discountView(await read({ storeId, mode }, discountId)),

    async create(owner: Caller, storeId: string, mode: Mode, input: CreateDiscountInput) {
      const now = clock.now().toISOString();
      const record: DiscountRecord = {
        ...definitionOf(input),
        discountId: newId(),
        storeId,
        mode,
        timesUsed: 0,
        revision: 1,
        createdAt: now,
        updatedAt: now,
      };
      const outcome = await discounts.create(record, audit(owner, 'discount.created', record, now));
      if (!outcome.ok) throw duplicate(record.code);
      return discountView(record);
    },

    async update(owner: Caller, storeId: string, mode: Mode, discountId: string, patch: UpdateDiscountInput) {
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        const previous = await read({ storeId, mode }, discountId);
        const definition = definitionOf(patch, previous);
        const issues = discountDefinitionIssues(definition);
        if (issues.length > 0) {
          throw new ApiError(
            'INVALID_REQUEST',
            'Invalid discount code',
            issues.map((issue) => ({ path: `body.${issue.path.join('.')}`, message: issue.message })),
          );
        }
        const now = clock.now().toISOString();
        const next: DiscountRecord = {
          ...previous,
          ...definition,
          revision: previous.revision + 1,
          updatedAt: now,
        };
        const outcome = await discounts.update(previous, next, audit(owner, 'discount.updated', next, now));
        if (outcome.ok) return discountView(next);
        if (outcome.reason === 'duplicate-code') throw duplicate(next.code);
      }
      throw new ApiError('CONFLICT', 'The discount code is being changed by others; try again');
    },

    async remove(owner: Caller, storeId: string, mode: Mode, discountId: string) {
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        const previous = await read({ storeId, mode }, discountId);
        const now = clock.now().toISOString();
        const outcome = await discounts.remove(previous, audit(owner, 'discount.deleted', previous, now));
        if (outcome.ok) return discountView(previous);
      }
      throw new ApiError('CONFLICT', 'The discount code is being changed by others; try again');
    },
  };
};
export type DiscountAdmin = ReturnType<typeof createDiscountAdmin>;
