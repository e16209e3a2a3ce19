/**
 * The admin CLI (the dashboard's stand-in, docs/decisions.md §8.4): commands in
 * infra/cli/commands.ts. Locally it uses the running `npm run dev` database when there is
 * one (found from the record that dev server keeps in DATA_DIR, dev-instance.ts, else on
 * DYNAMODB_PORT), else starts DynamoDB Local on the same data directory for the duration of
 * the command. With `--stack NAME` it
 * works on a deployed stack instead (`npm run -s admin -- --help`).
 *
 *   npm run admin -- store create --name "My Store"
 *   npm run admin -- key create --store ID --type secret|publishable --mode test|live
 *   npm run admin -- owner create --email E [--password P]
 *   npm run admin -- owner create --email E --stack StoreCommerce-prod
 *   npm run admin -- member add --store ID --email E --role viewer   (or admin, owner)
 */
import { connect } from 'node:net';
import { join } from 'node:path';
import { findRunningDev } from '../local/dev-instance.ts';
import { applyLocalDefaults, dataDir } from '../local/environment.ts';
import { localOwnerIdentity } from '../local/oidc-identity.ts';

// Output piped into a command that exits early (`| head`, or a pipe into a word that is no
// command): the rest of the output is dropped quietly and the command finishes with its own
// exit code, as other command-line tools do, instead of a stack trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE' && error.code !== 'ERR_STREAM_DESTROYED') throw error;
  });
}

// The caller's own region, before the local defaults fill AWS_REGION in: --stack uses it.
const callerRegion = process.env.AWS_REGION || process.env.AWS_DEFAULT_REGION || undefined;
// What the caller set, before the defaults: a running dev server's settings fill in the rest.
const given = (name: string) => Boolean(process.env[name]);
const callerSet = { endpoint: given('DYNAMODB_ENDPOINT'), port: given('PORT'), table: given('TABLE_NAME') };
const callerSetIdentity = given('OWNER_ISSUER') || given('OWNER_AUDIENCE');
applyLocalDefaults();
process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';

const { config, resetConfig } = await import('../../shared/config.ts');
const { createDocumentClient } = await import('../../shared/db/dynamo-client.ts');
const { ensureTable } = await import('../../shared/db/ensure-table.ts');
const { startDynamoDbLocal } = await import('../local/dynamodb-local.ts');
const { openDeployedStack } = await import('./deployed-stack.ts');
const { runAdminCli } = await import('./commands.ts');

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
    let endpoint = callerSet.endpoint ? process.env.DYNAMODB_ENDPOINT : undefined;
    let stop: (() => Promise<void>) | undefined;
    const running = endpoint ? undefined : await findRunningDev(dataDir());
    if (running) {
      // The dev server's database, table and issuer (unless the caller chose them).
      endpoint = running.dynamoEndpoint;
      if (!callerSet.table) process.env.TABLE_NAME = running.tableName;
      if (!callerSet.port) {
        process.env.PORT = String(running.apiPort);
        if (!callerSetIdentity) {
          const identity = localOwnerIdentity(running.apiPort);
          process.env.OWNER_ISSUER = identity.issuer;
          process.env.OWNER_AUDIENCE = identity.audience;
        }
      }
      resetConfig();
      process.stderr.write(
        `admin: using npm run dev's database (pid ${running.pid}, ${endpoint}, table ${process.env.TABLE_NAME})\n`,
      );
    } else if (!endpoint) {
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
