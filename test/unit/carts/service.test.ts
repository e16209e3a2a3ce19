import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAbandonmentSweep } from '../../../shared/carts/abandonment.ts';
import { createCartService, type CartCall } from '../../../shared/carts/service.ts';
import { defaultCheckoutSettings, type StoreRecord } from '../../../shared/stores/types.ts';
import { fakeAbandonmentStore, fakeCartRepository, newCartsWorld, type CartsWorld } from './fakes.ts';
import { variantRecord } from '../../support/variant-record.ts';

/** The cart service and the abandonment sweep on in-memory ports. */
const STORE = 'store-1';
let now = new Date('2026-01-01T10:00:00.000Z');
const clock = { now: () => now };

const store: StoreRecord = {
  storeId: STORE,
  name: 'Store',
  checkoutSettings: { ...defaultCheckoutSettings(), cartAbandonmentMinutes: 30 },
  branding: { name: 'Store', logoUrl: null, colors: { primary: '#000', secondary: '#111', accent: '#222' } },
  createdAt: now.toISOString(),
  updatedAt: now.toISOString(),
};

const variant = (variantId: string) => variantRecord({ variantId, storeId: STORE, priceMinor: 1250 });

let world: CartsWorld;
const carts = () => createCartService({ carts: fakeCartRepository(world), clock });
const call = (customerId = randomUUID()): CartCall => ({ store, mode: 'test', customerId });
const TEE = 'tee';

beforeEach(() => {
  now = new Date('2026-01-01T10:00:00.000Z');
  world = newCartsWorld();
  world.variants.set(TEE, variant(TEE));
});

describe('cart service on the port', () => {
  it('a lost race reads again and decides again: no update is lost', async () => {
    const shopper = call();
    await carts().addItem(shopper, { productVariantId: TEE, quantity: 1 });
    let raced = false;
    world.beforeSave = () => {
      if (raced) return;
      raced = true;
      // Another request added a unit meanwhile.
      const cart = world.carts.get(shopper.customerId)!;
      world.carts.set(shopper.customerId, {
        ...cart,
        version: cart.version + 1,
        items: cart.items.map((line) => ({ ...line, quantity: line.quantity + 1 })),
      });
    };
    await carts().addItem(shopper, { productVariantId: TEE, quantity: 1 });
    expect(world.carts.get(shopper.customerId)!.items[0]!.quantity).toBe(3);
  });

  it('a line takes its product’s current title, not the variant’s older copy (a rename writes the product only)', async () => {
    const shopper = call();
    const { productId } = world.variants.get(TEE)!;
    world.variants.set(TEE, { ...world.variants.get(TEE)!, productTitle: 'Tee' });
    world.productTitles = new Map([[productId, 'Organic tee']]);
    const cart = await carts().addItem(shopper, { productVariantId: TEE, quantity: 1 });
    expect(cart.items.map((line) => line.productTitle)).toEqual(['Organic tee']);
    expect(world.carts.get(shopper.customerId)!.items[0]!.productTitle).toBe('Organic tee');
    expect(world.events.at(-1)).toMatchObject({
      type: 'cart.item_added',
      data: { item: { productTitle: 'Organic tee' } },
    });
    // A product deleted meanwhile: its variant is not for sale.
    world.productTitles = new Map();
    await expect(carts().addItem(shopper, { productVariantId: TEE, quantity: 1 })).rejects.toMatchObject({
      errorCode: 'PRODUCT_NOT_FOUND',
    });
  });

  it('starting checkout writes the checkout snapshot with the cart and cart.checkout_started', async () => {
    const shopper = call();
    world.customers.set(shopper.customerId, {
      customerId: shopper.customerId,
      storeId: STORE,
      mode: 'test',
      phone: '+15550100',
      email: null,
      firstName: null,
      lastName: null,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    });
    await carts().addItem(shopper, { productVariantId: TEE, quantity: 2 });
    await carts().startCheckout(shopper);
    const cart = world.carts.get(shopper.customerId)!;
    expect(world.checkouts).toEqual([
      expect.objectContaining({
        checkoutId: cart.checkoutId,
        cartVersion: cart.version,
        totals: expect.objectContaining({ subtotalMinor: 2500 }),
      }),
    ]);
    expect(world.events.map((e) => e.type)).toContain('cart.checkout_started');
  });
});

describe('abandonment sweep on the port', () => {
  it('abandons idle carts once, skipping one touched since the index was read', async () => {
    const idle = [call(), call(), call()];
    for (const shopper of idle) await carts().addItem(shopper, { productVariantId: TEE, quantity: 1 });
    now = new Date(now.getTime() + 31 * 60_000);
    const store = fakeAbandonmentStore(world);
    const touched = idle[2]!.customerId;
    const sweep = createAbandonmentSweep({
      carts: {
        ...store,
        markAbandoned: async (due, abandoned, event) => {
          if (due.scope.customerId === touched) {
            const cart = world.carts.get(touched)!;
            world.carts.set(touched, { ...cart, version: cart.version + 1 });
          }
          return store.markAbandoned(due, abandoned, event);
        },
      },
      clock,
      pageSize: 2,
    });
    expect(await sweep.run()).toEqual({ due: 3, abandoned: 2, skipped: 1, rescheduled: 0, forgotten: 0 });
    expect(await createAbandonmentSweep({ carts: store, clock }).run()).toEqual({
      due: 1,
      abandoned: 1,
      skipped: 0,
      rescheduled: 0,
      forgotten: 0,
    });
    expect(world.events.filter((e) => e.type === 'cart.abandoned')).toHaveLength(3);
    expect([...world.carts.values()].every((cart) => cart.status === 'Abandoned')).toBe(true);
  });

  const minutes = (n: number) => {
    now = new Date(now.getTime() + n * 60_000);
  };
  const sweep = () => createAbandonmentSweep({ carts: fakeAbandonmentStore(world), clock });

  it('lazy rescheduling: adds write no schedule; the sweep moves it to the due time, then flips on time', async () => {
    const shopper = call();
    await carts().addItem(shopper, { productVariantId: TEE, quantity: 1 }); // 10:00, due 10:30
    const schedule = () => world.schedules.get(shopper.customerId)?.at;
    expect(schedule()).toBe('2026-01-01T10:30:00.000Z');
    minutes(20);
    await carts().addItem(shopper, { productVariantId: TEE, quantity: 1 }); // due 10:50
    expect(schedule()).toBe('2026-01-01T10:30:00.000Z');
    expect(world.carts.get(shopper.customerId)!.abandonDueAt).toBe('2026-01-01T10:50:00.000Z');

    minutes(11); // 10:31: looked at, not due
    expect(await sweep().run()).toMatchObject({ due: 0, abandoned: 0, rescheduled: 1 });
    expect(schedule()).toBe('2026-01-01T10:50:00.000Z');
    expect(world.carts.get(shopper.customerId)!.status).toBe('Active');
    minutes(18); // 10:49: not yet
    expect(await sweep().run()).toMatchObject({ due: 0, rescheduled: 0 });
    minutes(1); // 10:50: due at the same instant as with a schedule moved on every add
    expect(await sweep().run()).toMatchObject({ due: 1, abandoned: 1 });
    expect(world.carts.get(shopper.customerId)!.abandonedAt).toBe('2026-01-01T10:50:00.000Z');
    expect(world.schedules.has(shopper.customerId)).toBe(false);
  });

  it('a shorter window moves the schedule earlier at once; a gone cart loses its schedule', async () => {
    const shopper = call();
    await carts().addItem(shopper, { productVariantId: TEE, quantity: 1 }); // due 10:30
    minutes(5);
    const shorter = createCartService({ carts: fakeCartRepository(world), clock, abandonAfterSeconds: 60 });
    await shorter.addItem(shopper, { productVariantId: TEE, quantity: 1 }); // due 10:06
    expect(world.schedules.get(shopper.customerId)?.at).toBe('2026-01-01T10:06:00.000Z');
    minutes(1);
    expect(await sweep().run()).toMatchObject({ due: 1, abandoned: 1 });

    const gone = call();
    await carts().addItem(gone, { productVariantId: TEE, quantity: 1 });
    world.carts.delete(gone.customerId); // closed by an order
    minutes(31);
    expect(await sweep().run()).toMatchObject({ due: 0, forgotten: 1 });
    expect(world.schedules.has(gone.customerId)).toBe(false);
  });

  it('a recovered cart is scheduled again from its recovery', async () => {
    const shopper = call();
    await carts().addItem(shopper, { productVariantId: TEE, quantity: 1 });
    minutes(31);
    expect(await sweep().run()).toMatchObject({ abandoned: 1 });
    minutes(5);
    await carts().getCart(shopper); // recovery
    expect(world.schedules.get(shopper.customerId)?.at).toBe('2026-01-01T11:06:00.000Z');
  });
});
