import { handler as catalogHandler } from '../../functions/catalog/handler.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import type { Mode } from '../../shared/db/keys.ts';
import { newApiKey } from '../../shared/auth/api-keys.ts';
import { dynamoApiKeyRepository } from '../../shared/auth/dynamo-api-keys.ts';
import { dynamoStoreRepository } from '../../shared/stores/dynamo-stores.ts';
import { checkoutSettingsSchema, newStoreRecord } from '../../shared/stores/types.ts';
import { newId } from '../../shared/util/ids.ts';
import type { TestTable } from './dynamo.ts';
import { httpEvent, invoke, type ParsedResult } from './http-event.ts';

// Locally generated secrets (JWT, OTP) go to a throw-away DATA_DIR, never the repo's .local/,
// removed when the importing test file is done.
const dataDir = mkdtempSync(join(tmpdir(), 'commerce-test-'));
process.env.DATA_DIR = dataDir;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const { handler: accountHandler } = await import('../../functions/account/handler.ts');
const { handler: authHandler } = await import('../../functions/auth/handler.ts');
const { handler: cartsHandler } = await import('../../functions/carts/handler.ts');
const { handler: customersHandler } = await import('../../functions/customers/handler.ts');
const { handler: productsHandler } = await import('../../functions/products/handler.ts');

export const handlers = {
  account: accountHandler,
  auth: authHandler,
  carts: cartsHandler,
  catalog: catalogHandler,
  customers: customersHandler,
  products: productsHandler,
};

export interface TestStore {
  storeId: string;
  keys: Record<`${'pk' | 'sk'}_${Mode}`, string>;
}

/**
 * A store with one key of each type in each mode, optionally with checkout settings. Written as
 * fixture records, not through the admin services: it leaves no audit entry for tests to count.
 */
export const createTestStore = async (
  table: TestTable,
  checkoutSettings?: Record<string, unknown>,
): Promise<TestStore> => {
  const at = new Date().toISOString();
  const store = newStoreRecord(newId(), `Store ${Math.random().toString(36).slice(2, 8)}`, at);
  if (checkoutSettings)
    store.checkoutSettings = checkoutSettingsSchema.parse({ ...store.checkoutSettings, ...checkoutSettings });
  await dynamoStoreRepository(table.db, table.tableName).create(store);
  const key = async (type: 'publishable' | 'secret', mode: Mode) => {
    const created = newApiKey({ storeId: store.storeId, type, mode }, at);
    await dynamoApiKeyRepository(table.db, table.tableName).create(created.record);
    return created.key;
  };
  return {
    storeId: store.storeId,
    keys: {
      pk_test: await key('publishable', 'test'),
      sk_test: await key('secret', 'test'),
      pk_live: await key('publishable', 'live'),
      sk_live: await key('secret', 'live'),
    },
  };
};

type Handler = Parameters<typeof invoke>[0];
const handlerFor = (path: string): Handler => {
  if (path.startsWith('/api/v1/sdk/auth/')) return handlers.auth;
  if (path.startsWith('/api/v1/sdk/customers/')) return handlers.account;
  if (path.startsWith('/api/v1/sdk/cart/')) return handlers.carts;
  if (/^\/api\/v1\/sdk\/store\/[^/]+\/products/.test(path)) return handlers.catalog;
  if (path.startsWith('/api/v1/customers/')) return handlers.customers;
  return handlers.products;
};

/** Calls the owning function group in-process, as API Gateway would. */
export const call = (
  method: string,
  path: string,
  options: { key?: string; token?: string; body?: unknown; rawBody?: string; sourceIp?: string } = {},
): Promise<ParsedResult> => {
  // `?a=b` in the path becomes the query string, as API Gateway splits it.
  const [route = path, search] = path.split('?');
  const query = search ? Object.fromEntries(new URLSearchParams(search)) : undefined;
  return invoke(
    handlerFor(route),
    httpEvent(method, route, {
      ...(query ? { query } : {}),
      headers: {
        ...(options.key ? { 'X-API-Key': options.key } : {}),
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      },
      ...(options.body !== undefined ? { body: options.body } : {}),
      ...(options.rawBody !== undefined ? { rawBody: options.rawBody } : {}),
      ...(options.sourceIp ? { sourceIp: options.sourceIp } : {}),
    }),
  );
};

let phoneCounter = 0;
/** A fresh E.164 number per call, so the per-phone send caps never interfere between tests. */
export const uniquePhone = (): string =>
  `+1555${String(process.pid % 1000).padStart(3, '0')}${String(++phoneCounter).padStart(4, '0')}`;

/** Test-mode login: request a code, verify 000000. */
export const login = async (
  store: TestStore,
  options: { mode?: Mode; phone?: string; profile?: Record<string, unknown>; sourceIp?: string } = {},
) => {
  const mode = options.mode ?? 'test';
  const key = store.keys[`pk_${mode}`];
  const phone = options.phone ?? uniquePhone();
  const sourceIp =
    options.sourceIp ?? `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  // As a client would on a loaded machine: a 503 (a DynamoDB call past its bound) is asked again.
  // A code whose first verify was applied before its 503 is gone, so each round asks for a code
  // first (202, or 429 while one sent a moment ago still stands).
  const requestCode = () =>
    call('POST', `/api/v1/sdk/auth/store/${store.storeId}/otp`, { key, body: { phone }, sourceIp });
  const verify = () =>
    call('POST', `/api/v1/sdk/auth/store/${store.storeId}/verify`, {
      key,
      body: { phone, code: '000000', ...options.profile },
    });
  let verified: Awaited<ReturnType<typeof verify>> | undefined;
  for (let round = 0; round < 5 && verified?.status !== 200; round++) {
    const otp = await requestCode();
    if (otp.status === 503) continue;
    if (otp.status !== 202 && !(round > 0 && otp.status === 429)) {
      throw new Error(`otp failed: ${JSON.stringify(otp.body)}`);
    }
    verified = await verify();
    if (verified.status !== 200 && verified.status !== 503 && round === 0) break;
  }
  if (verified?.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified?.body)}`);
  const data = verified.body.data as { token: string; expiresAt: string; customer: { customerId: string } };
  return { ...data, phone, customerId: data.customer.customerId };
};

export interface VariantSpec {
  externalVariantId?: string;
  title?: string;
  sku?: string;
  price: number;
  compareAtPrice?: number | null;
  inventoryQuantity?: number;
  inventoryTracking?: boolean;
  status?: string;
}

/** Syncs one product per call and returns its variant ids in order. */
export const syncProduct = async (
  store: TestStore,
  variants: VariantSpec[],
  product: Record<string, unknown> = {},
  mode: Mode = 'test',
): Promise<{ productId: string; variantIds: string[]; result: ParsedResult }> => {
  const externalId =
    (product.externalId as string | undefined) ?? `ext-${Math.random().toString(36).slice(2)}`;
  const result = await call('POST', '/api/v1/products/sync', {
    key: store.keys[`sk_${mode}`],
    body: {
      products: [
        {
          externalId,
          title: 'Test Product',
          ...product,
          variants: variants.map((v, i) => ({
            externalVariantId: v.externalVariantId ?? `${externalId}-v${i}`,
            title: v.title ?? `Variant ${i}`,
            inventoryQuantity: v.inventoryQuantity ?? 100,
            ...v,
          })),
        },
      ],
    },
  });
  if (result.status !== 200) return { productId: '', variantIds: [], result };
  const entry = (
    result.body.data as { products: Array<{ productId: string; variants: Array<{ variantId: string }> }> }
  ).products[0]!;
  return { productId: entry.productId, variantIds: entry.variants.map((v) => v.variantId), result };
};
