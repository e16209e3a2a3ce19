/**
 * The admin CLI (the dashboard's stand-in, docs/decisions.md §8.4): commands in infra/local/admin-cli.ts.
 * Locally it uses the running `npm run dev` database when there is one, else starts DynamoDB
 * Local on the same data directory for the duration of the command. With `--stack NAME` it
 * works on a deployed stack instead (`npm run -s admin -- --help`).
 *
 *   npm run admin -- store create --name "My Store"
 *   npm run admin -- key create --store ID --type secret|publishable --mode test|live
 *   npm run admin -- owner create --email E [--password P]
 *   npm run admin -- owner create --email E --stack StoreCommerce-prod
 *   npm run admin -- member add --store ID --email E --role owner|admin|viewer
 */
import { connect } from 'node:net';
import { join } from 'node:path';
import { applyLocalDefaults, dataDir } from './environment.ts';

// The caller's own region, before the local defaults fill AWS_REGION in: --stack uses it.
const callerRegion = process.env.AWS_REGION || process.env.AWS_DEFAULT_REGION || undefined;
applyLocalDefaults();
process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';

const { config } = await import('../../shared/config.ts');
const { createDocumentClient } = await import('../../shared/db/client.ts');
const { ensureTable } = await import('../../shared/db/ensure-table.ts');
const { startDynamoDbLocal } = await import('./dynamodb-local.ts');
const { openDeployedStack } = await import('./deployed-stack.ts');
const { runAdminCli } = await import('./admin-cli.ts');

const portOpen = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

process.exitCode = await runAdminCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  async openLocal() {
    let endpoint = process.env.DYNAMODB_ENDPOINT;
    let stop: (() => Promise<void>) | undefined;
    if (!endpoint) {
      const port = Number(process.env.DYNAMODB_PORT);
      if (await portOpen(port)) endpoint = `http://127.0.0.1:${port}`;
      else {
        const dynamo = await startDynamoDbLocal({ dataDir: join(dataDir(), 'dynamodb') });
        endpoint = dynamo.endpoint;
        stop = dynamo.stop;
      }
    }
    const db = createDocumentClient(endpoint);
    const { tableName } = config();
    try {
      await ensureTable(db, tableName);
    } catch (error) {
      await stop?.();
      throw error;
    }
    return { db, tableName, dataDir: dataDir(), close: async () => stop?.() };
  },
  openStack: (name, region) => openDeployedStack(name, { region: region ?? callerRegion }),
});
