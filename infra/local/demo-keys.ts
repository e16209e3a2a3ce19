import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyLocalDefaults, dataDir } from './environment.ts';
import type { DemoSeed } from './seed.ts';

/**
 * Where `npm run demo` and `npm run webhooks:listen` find the running `npm run dev`: the demo
 * keys it writes to DATA_DIR/demo.json and the API on PORT, each overridable by API_URL,
 * STORE_ID, PUBLISHABLE_KEY and SECRET_KEY (to point the tools at another store).
 */
export interface LocalApiTarget extends DemoSeed {
  baseUrl: string;
  dataDir: string;
}

export const localApiTarget = (): LocalApiTarget => {
  applyLocalDefaults();
  const directory = dataDir();
  const file = join(directory, 'demo.json');
  const seed: Partial<DemoSeed> = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as DemoSeed)
    : {};
  const target = {
    baseUrl: (process.env.API_URL || `http://127.0.0.1:${process.env.PORT}`).replace(/\/+$/, ''),
    storeId: process.env.STORE_ID || seed.storeId,
    publishableKey: process.env.PUBLISHABLE_KEY || seed.publishableKey,
    secretKey: process.env.SECRET_KEY || seed.secretKey,
    dataDir: directory,
  };
  if (!target.storeId || !target.publishableKey || !target.secretKey) {
    throw new Error(
      `No demo keys in ${file}: start \`npm run dev\` first (it writes them there), or set STORE_ID, PUBLISHABLE_KEY and SECRET_KEY.`,
    );
  }
  return target as LocalApiTarget;
};
