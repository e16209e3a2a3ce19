import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/errors.ts';
import { createDiscountAdmin, discountRefused } from '../../../shared/promotions/service.ts';
import { createDiscountSchema, updateDiscountSchema } from '../../../shared/promotions/schemas.ts';
import { fakeDiscountStore } from './fake-discount-store.ts';

const owner = { ownerId: 'o1', email: 'owner@example.com' };
const STORE = 'store-1';
const clock = { now: () => new Date('2026-06-01T12:00:00.000Z') };
const setup = () => {
  const fake = fakeDiscountStore();
  return { ...fake, admin: createDiscountAdmin({ discounts: fake.store, clock }) };
};
const create = (body: Record<string, unknown>) => createDiscountSchema.parse(body);
const errorOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

describe('discount codes for owners', () => {
  it('creates a code with its uses and remaining uses, and audits it', async () => {
    const { admin, audit } = setup();
    const view = await admin.create(
      owner,
      STORE,
      'test',
      create({ code: 'Summer10', type: 'percentage', value: 10, usageLimit: 5 }),
    );
    expect(view).toMatchObject({
      code: 'Summer10',
      timesUsed: 0,
      remainingUses: 5,
      isEnabled: true,
      minimumSubtotal: null,
    });
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'discount.created',
        mode: 'test',
        target: { type: 'discount', id: view.discountId },
      }),
    ]);
    expect(audit[0]!.actor).toEqual({ ownerId: 'o1', email: 'owner@example.com' });
  });

  it('refuses a second code that differs only in case (409 CONFLICT), in the same store and mode only', async () => {
    const { admin } = setup();
    await admin.create(owner, STORE, 'test', create({ code: 'SAVE', type: 'free_shipping' }));
    const error = await errorOf(
      admin.create(owner, STORE, 'test', create({ code: ' save ', type: 'free_shipping' })),
    );
    expect(error.errorCode).toBe('CONFLICT');
    await expect(
      admin.create(owner, STORE, 'live', create({ code: 'save', type: 'free_shipping' })),
    ).resolves.toBeDefined();
    await expect(
      admin.create(owner, 'store-2', 'test', create({ code: 'save', type: 'free_shipping' })),
    ).resolves.toBeDefined();
  });

  it('updates given fields, clears with null, checks the merged code and keeps the code unique', async () => {
    const { admin, audit } = setup();
    const a = await admin.create(
      owner,
      STORE,
      'test',
      create({ code: 'A', type: 'percentage', value: 10, minimumSubtotal: 20 }),
    );
    await admin.create(owner, STORE, 'test', create({ code: 'B', type: 'fixed_amount', value: 5 }));
    const changed = await admin.update(
      owner,
      STORE,
      'test',
      a.discountId,
      updateDiscountSchema.parse({ minimumSubtotal: null, isEnabled: false }),
    );
    expect(changed).toMatchObject({ code: 'A', value: 10, minimumSubtotal: null, isEnabled: false });
    expect(audit.at(-1)!.action).toBe('discount.updated');
    const invalid = await errorOf(
      admin.update(owner, STORE, 'test', a.discountId, updateDiscountSchema.parse({ value: 150 })),
    );
    expect(invalid.errorCode).toBe('INVALID_REQUEST');
    expect(invalid.details?.[0]?.path).toBe('body.value');
    const clash = await errorOf(
      admin.update(owner, STORE, 'test', a.discountId, updateDiscountSchema.parse({ code: 'b' })),
    );
    expect(clash.errorCode).toBe('CONFLICT');
    const renamed = await admin.update(
      owner,
      STORE,
      'test',
      a.discountId,
      updateDiscountSchema.parse({ code: 'a2' }),
    );
    expect(renamed.code).toBe('a2');
  });

  it("another mode's or store's code, an unknown id and a deleted code are 404 DISCOUNT_NOT_FOUND", async () => {
    const { admin, audit } = setup();
    const a = await admin.create(owner, STORE, 'test', create({ code: 'A', type: 'free_shipping' }));
    expect((await errorOf(admin.get(STORE, 'live', a.discountId))).errorCode).toBe('DISCOUNT_NOT_FOUND');
    expect((await errorOf(admin.get('store-2', 'test', a.discountId))).errorCode).toBe('DISCOUNT_NOT_FOUND');
    expect((await errorOf(admin.get(STORE, 'test', 'nope'))).errorCode).toBe('DISCOUNT_NOT_FOUND');
    await admin.remove(owner, STORE, 'test', a.discountId);
    expect(audit.at(-1)!.action).toBe('discount.deleted');
    expect((await errorOf(admin.get(STORE, 'test', a.discountId))).errorCode).toBe('DISCOUNT_NOT_FOUND');
    // The code is free again.
    await expect(
      admin.create(owner, STORE, 'test', create({ code: 'a', type: 'free_shipping' })),
    ).resolves.toBeDefined();
  });

  it('lists the codes of one store and mode', async () => {
    const { admin } = setup();
    await admin.create(owner, STORE, 'test', create({ code: 'A', type: 'free_shipping' }));
    await admin.create(owner, STORE, 'live', create({ code: 'B', type: 'free_shipping' }));
    const page = await admin.list(STORE, { mode: 'test', limit: 25 });
    expect(page.data.map((d) => d.code)).toEqual(['A']);
    expect(page.nextCursor).toBeNull();
  });

  it('a refusal is 400 INVALID_DISCOUNT_CODE with its reason beside errorCode', () => {
    const error = discountRefused('usage_limit_reached');
    expect(error.status).toBe(400);
    expect(error.errorCode).toBe('INVALID_DISCOUNT_CODE');
    expect(error.fields).toEqual({ reason: 'usage_limit_reached' });
  });
});
