import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { auditPut } from '../audit/dynamo-audit-log.ts';
import { keys } from '../db/keys.ts';
import { ENTITY_ATTRIBUTE } from '../db/table-definition.ts';
import { transact } from '../db/transact.ts';
import type { OrderNote, OrderNoteStore } from './order-notes.ts';

export const ORDER_NOTE_ENTITY = 'OrderNote';

/**
 * Notes live in their order's partition (sk `NOTE#<createdAt>#<noteId>`), so the order page
 * reads them with one Query; the note, a check that the order exists and the audit entry are
 * one transaction.
 */
export const dynamoOrderNotes = (db: DynamoDBDocumentClient, tableName: string): OrderNoteStore => ({
  async add({ storeId, mode }, note, audit) {
    const orderKey = keys.order(storeId, mode, note.orderId);
    const outcome = await transact(db, [
      {
        ConditionCheck: { TableName: tableName, Key: orderKey, ConditionExpression: 'attribute_exists(pk)' },
      },
      {
        Put: {
          TableName: tableName,
          Item: {
            pk: orderKey.pk,
            sk: `NOTE#${note.createdAt}#${note.noteId}`,
            [ENTITY_ATTRIBUTE]: ORDER_NOTE_ENTITY,
            ...note,
          },
        },
      },
      auditPut(tableName, audit),
    ]);
    if (outcome.committed) return 'added';
    return outcome.reasons[0] === 'ConditionalCheckFailed' ? 'no-order' : 'conflict';
  },

  async list({ storeId, mode }, orderId) {
    const notes: OrderNote[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await db.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :notes)',
          ExpressionAttributeValues: { ':pk': keys.order(storeId, mode, orderId).pk, ':notes': 'NOTE#' },
          ConsistentRead: true,
          ...(startKey ? { ExclusiveStartKey: startKey } : {}),
        }),
      );
      for (const item of page.Items ?? []) {
        notes.push({
          noteId: item.noteId as string,
          orderId: item.orderId as string,
          body: item.body as string,
          author: item.author as OrderNote['author'],
          createdAt: item.createdAt as string,
        });
      }
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return notes;
  },
});
