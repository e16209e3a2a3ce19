import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { auditPut } from '../../shared/admin/dynamo-admin-repository.ts';
import type { AuditEntry } from '../../shared/admin/ports.ts';
import { newId } from '../../shared/util/ids.ts';

/**
 * The admin CLI's changes in the store's audit log, beside the dashboard's: the actor is
 * `{ ownerId: "cli", email: null }` (the CLI acts with the operator's AWS credentials or the
 * local database, not as an owner). Written right after the change it records; if that write
 * fails, the command fails and says so, so the change is never silently missing from the log.
 */
export const CLI_ACTOR = { ownerId: 'cli', email: null } as const;

export const cliAudit =
  (db: DynamoDBDocumentClient, tableName: string) =>
  async (
    storeId: string,
    action: string,
    target: AuditEntry['target'],
    mode: AuditEntry['mode'] = null,
  ): Promise<void> => {
    const entry: AuditEntry = {
      auditId: newId(),
      storeId,
      at: new Date().toISOString(),
      actor: CLI_ACTOR,
      action,
      target,
      mode,
    };
    try {
      await db.send(new PutCommand(auditPut(tableName, entry).Put));
    } catch (error) {
      throw new Error(
        `the change was made, but its audit entry (${action}) could not be written: ${(error as Error).message}`,
        { cause: error },
      );
    }
  };
