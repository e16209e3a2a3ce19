import {
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { auditPut } from '../../audit/dynamo-audit-log.ts';
import { keys } from '../../db/keys.ts';
import { ENTITY_ATTRIBUTE, TTL_ATTRIBUTE } from '../../db/table-definition.ts';
import { isConditionalCheckFailed } from '../../db/transactions.ts';
import { epochSeconds } from '../../util/time.ts';
import { DELIVERY_RETENTION_SECONDS } from '../delivery/types.ts';
import type { RecoveryJob, RecoveryJobs } from './ports.ts';

/** One item per recovery (keys.webhookRecovery), kept as long as the deliveries it names. */
export const RECOVERY_ENTITY = 'WebhookRecovery';

const itemOf = (job: RecoveryJob) => ({
  ...keys.webhookRecovery(job.recoveryId),
  [ENTITY_ATTRIBUTE]: RECOVERY_ENTITY,
  ...job,
  [TTL_ATTRIBUTE]: epochSeconds(new Date(job.createdAt)) + DELIVERY_RETENTION_SECONDS,
});

export const dynamoRecoveryJobs = (db: DynamoDBDocumentClient, tableName: string): RecoveryJobs => ({
  async create(job, audit) {
    const put = { TableName: tableName, Item: itemOf(job), ConditionExpression: 'attribute_not_exists(pk)' };
    if (audit) {
      await db.send(new TransactWriteCommand({ TransactItems: [{ Put: put }, auditPut(tableName, audit)] }));
    } else {
      await db.send(new PutCommand(put));
    }
  },

  async get(recoveryId) {
    const { Item } = await db.send(
      new GetCommand({ TableName: tableName, Key: keys.webhookRecovery(recoveryId), ConsistentRead: true }),
    );
    if (!Item) return undefined;
    return {
      recoveryId: Item.recoveryId,
      storeId: Item.storeId,
      mode: Item.mode,
      webhookId: Item.webhookId,
      since: Item.since,
      cursor: Item.cursor ?? null,
      inFlight: Item.inFlight ?? [],
      done: Item.done === true,
      version: Number(Item.version),
      createdAt: Item.createdAt,
    };
  },

  async save(previous, next) {
    try {
      await db.send(
        new PutCommand({
          TableName: tableName,
          Item: itemOf(next),
          ConditionExpression: 'version = :version',
          ExpressionAttributeValues: { ':version': previous.version },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionalCheckFailed(error)) return false;
      throw error;
    }
  },
});
