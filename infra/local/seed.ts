import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OwnerService } from '../../shared/owners/service.ts';
import type { CliAdmin } from '../cli/admin-services.ts';

export interface DemoSeed {
  storeId: string;
  publishableKey: string;
  secretKey: string;
}

/** The demo store's default country: national phone numbers and the checkout's first country. */
export const DEMO_COUNTRY = 'US';

/**
 * A demo store with a test-mode key of each type, created on the first start only. The
 * keys are kept in DATA_DIR/demo.json (local data, never deployed) so every start can print them.
 */
export const ensureDemoSeed = async (
  admin: CliAdmin,
  directory: string,
): Promise<DemoSeed & { created: boolean }> => {
  const file = join(directory, 'demo.json');
  if (existsSync(file)) return { ...(JSON.parse(readFileSync(file, 'utf8')) as DemoSeed), created: false };
  const store = await admin.createStore('Demo Store');
  // A store in US dollars ships from the US: shoppers type phone numbers as Americans do,
  // "(415) 555-0123", which are read in the store's default country (docs/decisions.md §3.20).
  await admin.updateSettings(store.storeId, { checkoutSettings: { defaultCountry: DEMO_COUNTRY } });
  const publishable = await admin.createKey(store.storeId, 'publishable', 'test');
  const secret = await admin.createKey(store.storeId, 'secret', 'test');
  const seed: DemoSeed = { storeId: store.storeId, publishableKey: publishable.key, secretKey: secret.key };
  mkdirSync(directory, { recursive: true });
  writeFileSync(file, `${JSON.stringify(seed, null, 2)}\n`, { mode: 0o600 });
  return { ...seed, created: true };
};

export interface DemoOwner {
  ownerId: string;
  email: string;
  password: string;
}

export const DEMO_OWNER_EMAIL = 'owner@demo.local';

/**
 * The demo owner: an owner of the demo store who can sign in through the local OpenID
 * provider. Created on the first start with a generated password, kept in
 * DATA_DIR/demo-owner.json (local data only) so every start can print it.
 */
export const ensureDemoOwner = async (
  owners: OwnerService,
  storeId: string,
  directory: string,
): Promise<DemoOwner & { created: boolean }> => {
  const file = join(directory, 'demo-owner.json');
  if (existsSync(file)) return { ...(JSON.parse(readFileSync(file, 'utf8')) as DemoOwner), created: false };
  const created = await owners.createOwner({ email: DEMO_OWNER_EMAIL });
  await owners.addMember({ storeId, email: created.email, role: 'owner' });
  const owner: DemoOwner = { ownerId: created.ownerId, email: created.email, password: created.password! };
  mkdirSync(directory, { recursive: true });
  writeFileSync(file, `${JSON.stringify(owner, null, 2)}\n`, { mode: 0o600 });
  return { ...owner, created: true };
};
