/**
 * The admin CLI's commands (the entry point, infra/cli/admin.ts, applies the local defaults
 * first). JSON on stdout, errors on stderr with exit code 1; `--help` prints the usage.
 * Without `--stack` it works on the local table; with `--stack NAME` on a deployed stack's
 * table and user pool, found from the stack's outputs, with the caller's AWS credentials.
 */
import { parseArgs } from 'node:util';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isApiError } from '../../shared/errors.ts';
import { ownerIdentityFromEnv } from '../../shared/owners/access-token.ts';
import { dynamoOwnerRepository } from '../../shared/owners/dynamo-owner-repository.ts';
import { isRole } from '../../shared/owners/types.ts';
import { reindexProducts } from '../../shared/products/dynamo-product-search.ts';
import { localCliAdmin } from './admin-services.ts';
import { inviteOwner, StackLookupError, type OpenedStack } from './deployed-stack.ts';
import { loadOrCreateOidcKeys, mintLocalAccessToken } from '../local/oidc-keys.ts';
import { localOwnerService } from '../local/owners.ts';

export const USAGE = `usage: npm run -s admin -- <command> [--stack NAME [--region REGION]]
  store create --name NAME
  store settings --store ID --json '{ "checkoutSettings": {...}, "branding": {...}, "notifications": {...} }'
  key create --store ID --type secret|publishable --mode test|live
  key revoke --store ID --key-id ID
  key list --store ID
  owner create --email EMAIL [--password PASSWORD]
      local: no --password generates one, printed once
      --stack: invites the owner through the stack's Cognito user pool (emailed a temporary password)
  owner token --email EMAIL       (local issuer only: an access token for the admin API)
  member add --store ID --email EMAIL --role ROLE   (ROLE: owner, admin or viewer)
  search reindex --store ID --mode test|live   (indexes every product for search: catalogs
                  written before the search index, or a repair)

  --stack NAME    work on a deployed stack (its TableName and OwnerUserPoolId outputs), with
                  your AWS credentials; --region defaults to your AWS configuration
  --help          this text`;

class UsageError extends Error {}

export interface LocalTarget {
  db: DynamoDBDocumentClient;
  tableName: string;
  dataDir: string;
  close(): Promise<void>;
}

export interface AdminCliDeps {
  out(text: string): void;
  err(text: string): void;
  /** The local table: the running dev server's, or a DynamoDB Local started for this command. */
  openLocal(): Promise<LocalTarget>;
  openStack(name: string, region: string | undefined): Promise<OpenedStack>;
}

const OPTIONS = {
  name: { type: 'string' },
  store: { type: 'string' },
  json: { type: 'string' },
  type: { type: 'string' },
  mode: { type: 'string' },
  'key-id': { type: 'string' },
  email: { type: 'string' },
  password: { type: 'string' },
  role: { type: 'string' },
  stack: { type: 'string' },
  region: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Runs one command; returns the exit code. */
export const runAdminCli = async (argv: string[], deps: AdminCliDeps): Promise<number> => {
  let close: (() => Promise<void>) | undefined;
  try {
    let parsed;
    try {
      parsed = parseArgs({ args: argv, allowPositionals: true, options: OPTIONS });
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
    const { positionals, values } = parsed;
    if (values.help || positionals[0] === 'help') {
      deps.out(`${USAGE}\n`);
      return 0;
    }
    const required = (name: keyof typeof values): string => {
      const value = values[name];
      if (typeof value !== 'string' || !value) throw new UsageError(`--${name} is required`);
      return value;
    };
    const command = positionals.join(' ');
    if (!command) throw new UsageError('no command given');

    // Checked before any database is opened: a wrong value changes nothing.
    if (values.role !== undefined && !isRole(values.role))
      throw new UsageError(`--role must be owner, admin or viewer (got "${values.role}")`);
    if (values.stack && command === 'owner token')
      throw new UsageError('owner token works for the local issuer only: sign in through the login page');
    const stack = values.stack ? await deps.openStack(values.stack, values.region) : undefined;
    let db: DynamoDBDocumentClient;
    let tableName: string;
    let local: LocalTarget | undefined;
    if (stack) ({ db, tableName } = stack);
    else {
      local = await deps.openLocal();
      close = local.close;
      ({ db, tableName } = local);
    }
    // Every store, key and member change goes through the admin API's services with the CLI as
    // the caller: its audit entry is written in the change's own transaction.
    const admin = localCliAdmin(db, tableName);
    const owners = localOwnerService(db, tableName);

    let result: unknown;
    switch (command) {
      case 'store create': {
        result = await admin.createStore(required('name'));
        break;
      }
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
        if (stack) {
          if (values.password !== undefined)
            throw new UsageError(
              '--password is local only: Cognito emails the invited owner a temporary one',
            );
          const invited = await inviteOwner(
            {
              cognito: stack.cognito,
              userPoolId: stack.userPoolId,
              owners: dynamoOwnerRepository(db, tableName),
            },
            required('email'),
          );
          result = { ownerId: invited.ownerId, email: invited.email, invitation: invited.invitation };
          break;
        }
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
        if (!local) throw new UsageError('owner token works for the local issuer only');
        const owner = await owners.byEmail(required('email'));
        if (!owner) throw new Error('No owner has this email (npm run admin -- owner create --email ...)');
        const identity = ownerIdentityFromEnv();
        if (!identity) throw new Error('OWNER_ISSUER / OWNER_CLIENT_ID are not set');
        // Minted with the local provider's key from DATA_DIR: only the local issuer can be served.
        result = await mintLocalAccessToken(await loadOrCreateOidcKeys(local.dataDir), identity, owner);
        break;
      }
      case 'member add': {
        const role = required('role');
        if (!isRole(role)) throw new UsageError('--role must be owner, admin or viewer');
        result = await admin.addMember(required('store'), required('email'), role);
        break;
      }
      case 'search reindex': {
        const mode = required('mode');
        if (mode !== 'test' && mode !== 'live') throw new UsageError('--mode must be test or live');
        const storeId = required('store');
        result = { storeId, mode, ...(await reindexProducts(db, tableName, { storeId, mode })) };
        break;
      }
      default:
        throw new UsageError(`unknown command "${command}"`);
    }
    deps.out(`${JSON.stringify(result, null, 2)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) deps.err(`${error.message}\n${USAGE}\n`);
    else if (isApiError(error))
      deps.err(
        `${JSON.stringify({ errorCode: error.errorCode, message: error.message, details: error.details })}\n`,
      );
    else if (error instanceof StackLookupError) deps.err(`${error.message}\n`);
    else deps.err(`${(error as Error).name}: ${(error as Error).message}\n`);
    return 1;
  } finally {
    await close?.();
  }
};
