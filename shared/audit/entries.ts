import type { Mode } from '../db/keys.ts';
import { newId } from '../util/ids.ts';
import type { AuditActor, AuditEntry, AuditTarget } from './ports.ts';

/**
 * The admin CLI as the maker of a change (locally or with `--stack`): it acts with the
 * operator's AWS credentials or the local database, not as an owner.
 */
export const CLI = 'cli';

/** Who makes an admin change: a signed-in owner (on a store's path with their membership) or the CLI. */
export type Caller =
  { ownerId: string; email?: string | undefined; membership?: { email: string } | undefined } | typeof CLI;

export const CLI_ACTOR: AuditActor = { ownerId: CLI, email: null };
/** Changes the backend makes on its own (an endpoint disabled for failing). */
export const SYSTEM_ACTOR: AuditActor = { ownerId: 'system', email: null };

/**
 * The actor an entry records. A Cognito access token carries no email, so an owner's email
 * comes from their membership when the token has none.
 */
export const actorOf = (caller: Caller): AuditActor =>
  caller === CLI
    ? { ...CLI_ACTOR }
    : { ownerId: caller.ownerId, email: caller.email ?? caller.membership?.email ?? null };

/** A new entry; `mode` is the changed resource's, left out (null) for store-wide changes. */
export const auditEntry = (
  actor: AuditActor,
  action: string,
  target: AuditTarget,
  details: { storeId: string; at: string; mode?: Mode | null | undefined },
): AuditEntry => ({
  auditId: newId(),
  storeId: details.storeId,
  at: details.at,
  actor: { ...actor },
  action,
  target,
  mode: details.mode ?? null,
});
