/**
 * The admin CLI (the dashboard's stand-in, DECISIONS 6). JSON on stdout, errors on stderr
 * with exit code 1. Uses the running `npm run dev` database when there is one, else
 * starts DynamoDB Local on the same data directory for the duration of the command.
 *
 *   npm run admin -- store create --name "My Store"
 *   npm run admin -- store settings --store ID --json '{"checkoutSettings":{"taxRate":0.08}}'
 *   npm run admin -- key create --store ID --type secret|publishable --mode test|live
 *   npm run admin -- key revoke --store ID --key-id ID
 *   npm run admin -- key list --store ID
 *   npm run admin -- owner create --email E [--password P]
 *   npm run admin -- owner token --email E
 *   npm run admin -- member add --store ID --email E --role owner|admin|viewer
 */
import { connect } from 'node:net';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { applyLocalDefaults, dataDir } from './environment.ts';

applyLocalDefaults();
process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';

const { dynamoApiKeyRepository } = await import('../../shared/auth/repository.ts');
const { config } = await import('../../shared/config.ts');
const { createDocumentClient } = await import('../../shared/db/client.ts');
const { ensureTable } = await import('../../shared/db/ensure-table.ts');
const { isApiError } = await import('../../shared/errors.ts');
const { createAdminService } = await import('../../shared/stores/admin.ts');
const { dynamoStoreRepository } = await import('../../shared/stores/repository.ts');
const { startDynamoDbLocal } = await import('./dynamodb-local.ts');
const { localOwnerService } = await import('./owners.ts');
const { loadOrCreateOidcKeys, mintLocalAccessToken } = await import('./oidc-keys.ts');
const { ownerIdentityFromEnv } = await import('../../shared/owners/access-token.ts');
const { isRole } = await import('../../shared/owners/types.ts');

const USAGE = `usage: npm run admin -- <command>
  store create --name NAME
  store settings --store ID --json '{ "checkoutSettings": {...}, "branding": {...} }'
  key create --store ID --type secret|publishable --mode test|live
  key revoke --store ID --key-id ID
  key list --store ID
  owner create --email EMAIL [--password PASSWORD]   (no --password: one is generated and printed once)
  owner token --email EMAIL                          (local issuer only: an access token for the admin API)
  member add --store ID --email EMAIL --role owner|admin|viewer`;

class UsageError extends Error {}

const portOpen = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    name: { type: 'string' },
    store: { type: 'string' },
    json: { type: 'string' },
    type: { type: 'string' },
    mode: { type: 'string' },
    'key-id': { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string' },
  },
});

const required = (name: keyof typeof values): string => {
  const value = values[name];
  if (!value) throw new UsageError(`--${name} is required`);
  return value;
};

let stopDynamo: (() => Promise<void>) | undefined;
try {
  let endpoint = process.env.DYNAMODB_ENDPOINT;
  if (!endpoint) {
    const port = Number(process.env.DYNAMODB_PORT);
    if (await portOpen(port)) endpoint = `http://127.0.0.1:${port}`;
    else {
      const dynamo = await startDynamoDbLocal({ dataDir: join(dataDir(), 'dynamodb') });
      endpoint = dynamo.endpoint;
      stopDynamo = dynamo.stop;
    }
  }
  const db = createDocumentClient(endpoint);
  const { tableName } = config();
  await ensureTable(db, tableName);
  const admin = createAdminService({
    stores: dynamoStoreRepository(db, tableName),
    keys: dynamoApiKeyRepository(db, tableName),
  });

  const owners = localOwnerService(db, tableName);

  const command = positionals.join(' ');
  let result: unknown;
  switch (command) {
    case 'store create':
      result = await admin.createStore(required('name'));
      break;
    case 'store settings': {
      let patch: unknown;
      try {
        patch = JSON.parse(required('json'));
      } catch (error) {
        if (error instanceof UsageError) throw error;
        throw new UsageError('--json is not valid JSON');
      }
      result = await admin.updateSettings(required('store'), patch);
      break;
    }
    case 'key create': {
      const type = required('type');
      const mode = required('mode');
      if (type !== 'secret' && type !== 'publishable')
        throw new UsageError('--type must be secret or publishable');
      if (mode !== 'test' && mode !== 'live') throw new UsageError('--mode must be test or live');
      result = await admin.createKey(required('store'), type, mode);
      break;
    }
    case 'key revoke':
      result = await admin.revokeKey(required('store'), required('key-id'));
      break;
    case 'key list':
      result = await admin.listKeys(required('store'));
      break;
    case 'owner create': {
      const owner = await owners.createOwner({
        email: required('email'),
        ...(values.password !== undefined ? { password: values.password } : {}),
      });
      result = {
        ownerId: owner.ownerId,
        email: owner.email,
        ...(owner.password ? { password: owner.password } : {}),
      };
      break;
    }
    case 'owner token': {
      const owner = await owners.byEmail(required('email'));
      if (!owner) throw new Error('No owner has this email (npm run admin -- owner create --email ...)');
      const identity = ownerIdentityFromEnv();
      if (!identity) throw new Error('OWNER_ISSUER / OWNER_CLIENT_ID are not set');
      // Minted with the local provider's key from DATA_DIR: only the local issuer can be served.
      result = await mintLocalAccessToken(await loadOrCreateOidcKeys(dataDir()), identity, owner);
      break;
    }
    case 'member add': {
      const role = required('role');
      if (!isRole(role)) throw new UsageError('--role must be owner, admin or viewer');
      const member = await owners.addMember({ storeId: required('store'), email: required('email'), role });
      result = { storeId: member.storeId, ownerId: member.ownerId, email: member.email, role: member.role };
      break;
    }
    default:
      throw new UsageError(command ? `unknown command "${command}"` : 'no command given');
  }
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  process.exitCode = 0;
} catch (error) {
  if (error instanceof UsageError) process.stderr.write(`${error.message}\n${USAGE}\n`);
  else if (isApiError(error)) {
    process.stderr.write(
      `${JSON.stringify({ errorCode: error.errorCode, message: error.message, details: error.details })}\n`,
    );
  } else process.stderr.write(`${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await stopDynamo?.();
}
