import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { GENERATED_TYPES_PATH, renderSdkTypes } from './generate-types.ts';

/**
 * `npm run sdk:build [-- --keep-types]`: types from docs/openapi.json (--keep-types keeps the
 * committed ones: tests never write into the source tree), then one ESM bundle (openapi-fetch
 * inlined, so the package has no runtime dependency and installs without a registry) and the
 * .d.ts files from tsc. Output in sdk/dist (not committed).
 */
const SDK_DIR = resolve(import.meta.dirname, '..');
const started = Date.now();

if (!process.argv.includes('--keep-types')) writeFileSync(GENERATED_TYPES_PATH, await renderSdkTypes());
rmSync(resolve(SDK_DIR, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: [resolve(SDK_DIR, 'src/index.ts')],
  outfile: resolve(SDK_DIR, 'dist/index.js'),
  bundle: true,
  format: 'esm',
  // Browsers, Node 20+ and edge runtimes: no Node built-ins, only fetch and WebCrypto.
  platform: 'neutral',
  mainFields: ['module', 'main'],
  target: 'es2022',
  sourcemap: true,
  logLevel: 'warning',
});
execFileSync(process.execPath, [resolve(SDK_DIR, '../node_modules/typescript/bin/tsc'), '-p', SDK_DIR], {
  stdio: 'inherit',
});
// The openapi-fetch client's module: internal, imported by no public declaration.
rmSync(resolve(SDK_DIR, 'dist/http.d.ts'));
console.log(`sdk built in ${Date.now() - started} ms: ${resolve(SDK_DIR, 'dist')}`);
