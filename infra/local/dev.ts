/**
 * `npm run dev`: DynamoDB Local, the table, the demo store, the API and every background
 * worker, in one process, one per DATA_DIR (a lock file holds its pid). Ctrl-C stops all of it,
 * DynamoDB Local last.
 */
import { DataDirInUse, lockDataDir, recordDevInstance } from './dev-instance.ts';
import { applyLocalDefaults, dataDir } from './environment.ts';
import { installLogLines } from './log-lines.ts';

applyLocalDefaults();
// Before anything starts: a second dev server on the same data is refused in one line.
let unlockDataDir: () => void;
try {
  unlockDataDir = lockDataDir(dataDir());
} catch (error) {
  if (!(error instanceof DataDirInUse)) throw error;
  console.error(`npm run dev refused: ${error.message}`);
  process.exit(1);
}
// One readable line per request and per webhook attempt (LOG_FORMAT=json keeps the JSON).
if (process.env.LOG_FORMAT !== 'json') installLogLines();
const { startLocalRuntime } = await import('./runtime.ts');
const { trustLocalCa } = await import('./local-ca.ts');
const { storefrontUrl } = await import('./storefront.ts');
// Before any webhook is sent: receivers of `npm run webhooks:listen` present certificates of this CA.
const localCa = trustLocalCa(dataDir());

try {
  const runtime = await startLocalRuntime();
  // The admin CLI finds this database here, whatever variables it is run with.
  const forgetInstance = recordDevInstance(dataDir(), {
    pid: process.pid,
    apiPort: runtime.api.port,
    dynamoEndpoint: runtime.dynamoEndpoint,
    ...(runtime.dynamoPid !== undefined ? { dynamoPid: runtime.dynamoPid } : {}),
    tableName: process.env.TABLE_NAME!,
    startedAt: new Date().toISOString(),
  });
  const base = `http://127.0.0.1:${runtime.api.port}`;
  console.log(
    [
      '',
      `Store commerce API listening on ${base}`,
      `DynamoDB Local: ${runtime.dynamoEndpoint} (data in ${process.env.DATA_DIR})`,
      `Demo store${runtime.demo.created ? ' (created now)' : ''}: ${runtime.demo.storeId}`,
      `  publishable key: ${runtime.demo.publishableKey}`,
      `  secret key:      ${runtime.demo.secretKey}`,
      `Dashboard: ${base}/dashboard/`,
      `Storefront (demo store): ${storefrontUrl(base, runtime.demo.storeId)}`,
      `Demo owner${runtime.demoOwner.created ? ' (created now)' : ''}: ${runtime.demoOwner.email} / ${runtime.demoOwner.password}`,
      `  sign in (OpenID Connect): ${base}/oidc/.well-known/openid-configuration`,
      ...(localCa.trusted
        ? []
        : [`Local CA unavailable (npm run webhooks:listen needs openssl): ${localCa.reason}`]),
      '',
      `Try: curl -H "X-API-Key: ${runtime.demo.publishableKey}" ${base}/api/v1/sdk/store/${runtime.demo.storeId}/checkout-settings`,
      '',
    ].join('\n'),
  );
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await runtime.stop();
    forgetInstance();
    unlockDataDir();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  console.error(`npm run dev failed: ${(error as Error).message}`);
  unlockDataDir();
  process.exit(1);
}
