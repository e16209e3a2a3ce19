import { type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { auditEntry, SYSTEM_ACTOR } from '../../audit/entries.ts';
import { auditPut } from '../../audit/dynamo-audit-log.ts';
import { keys } from '../../db/keys.ts';
import { isTransactionCanceled } from '../../db/transactions.ts';
import { outboxPut } from '../../events/outbox.ts';
import { endpointAutoDisabledEvent } from '../endpoint-events.ts';
import type { WebhookEndpointRecord } from '../types.ts';
import type { EndpointAutoDisabler } from './auto-disable.ts';
import { transactWithEvents } from '../../events/dynamo-sequenced-transaction.ts';

/** The endpoint disabled as failing, only while it is still enabled. */
const disableUpdate = (tableName: string, endpoint: WebhookEndpointRecord, at: string) => ({
  Update: {
    TableName: tableName,
    Key: keys.webhookEndpoint(endpoint.storeId, endpoint.mode, endpoint.id),
    UpdateExpression:
      'SET isEnabled = :false, disabledReason = :failing, disabledAt = :at, updatedAt = :at ADD revision :one',
    ConditionExpression: 'attribute_exists(pk) AND isEnabled = :true',
    ExpressionAttributeValues: {
      ':false': false,
      ':true': true,
      ':failing': 'failing',
      ':at': at,
      ':one': 1,
    },
  },
});

/**
 * One transaction: the endpoint (isEnabled false, disabledReason `failing`, disabledAt; only
 * if still enabled), its `webhook.endpoint_updated` outbox event (routed to the store's other
 * endpoints: this one is disabled by then) and an audit entry whose actor is the system.
 */
export const dynamoAutoDisabler = (
  db: DynamoDBDocumentClient,
  tableName: string,
  afterSeconds: number,
): EndpointAutoDisabler => ({
  afterSeconds,
  async disable(endpoint: WebhookEndpointRecord, now: Date) {
    const at = now.toISOString();
    const scope = { storeId: endpoint.storeId, mode: endpoint.mode };
    try {
      await transactWithEvents(db, [
        disableUpdate(tableName, endpoint, at),
        outboxPut(tableName, endpointAutoDisabledEvent(scope, endpoint, at), now),
        auditPut(
          tableName,
          auditEntry(
            SYSTEM_ACTOR,
            'webhook.autoDisabled',
            { type: 'webhook', id: endpoint.id },
            { storeId: endpoint.storeId, at, mode: endpoint.mode },
          ),
        ),
      ]);
      return true;
    } catch (error) {
      if (isTransactionCanceled(error)) return false;
      throw error;
    }
  },
});
