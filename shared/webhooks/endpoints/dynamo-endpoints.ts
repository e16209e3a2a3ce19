import {
  GetCommand,
  type DynamoDBDocumentClient,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { keys } from '../../db/keys.ts';
import { queryAll } from '../../db/query.ts';
import { ENTITY_ATTRIBUTE } from '../../db/table-definition.ts';
import { outboxPut } from '../../events/outbox.ts';
import type { WebhookEndpointRecord } from '../types.ts';
import type { StoredWebhookEndpoint, WebhookEndpointRepository } from './ports.ts';
import { auditPut } from '../../audit/dynamo-audit-log.ts';
import type { AuditEntry } from '../../audit/ports.ts';
import { cancellationReasons, withConflictRetry } from '../../db/transactions.ts';
import { transactWithEvents } from '../../events/dynamo-sequenced-transaction.ts';

/**
 * Storage of webhook endpoints. One partition per (store, mode) holds the endpoints, the
 * COUNT item (the 10-endpoint limit) and one URL guard item per registered URL (an EventBridge
 * endpoint's bus ARN takes the URL's place); every change writes the affected items and its
 * outbox event in one transaction, so the limit and URL uniqueness hold under concurrent
 * requests without read-then-write races.
 */
export const WEBHOOK_ENDPOINT_ENTITY = 'WebhookEndpoint';
export const WEBHOOK_COUNT_ENTITY = 'WebhookEndpointCount';
export const WEBHOOK_URL_ENTITY = 'WebhookEndpointUrl';

/** Endpoints per (store, mode) (spec Limits). */
export const MAX_WEBHOOK_ENDPOINTS = 10;

/** The change's audit entry (admin API calls), appended to its transaction. */
const withAudit = (
  tableName: string,
  items: TransactItem[],
  audit: AuditEntry | undefined,
): TransactItem[] => (audit ? [...items, auditPut(tableName, audit)] : items);

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

const BOOKKEEPING = new Set(['pk', 'sk', ENTITY_ATTRIBUTE]);

export const toStoredEndpoint = (item: Record<string, unknown>): StoredWebhookEndpoint => {
  const record = Object.fromEntries(Object.entries(item).filter(([name]) => !BOOKKEEPING.has(name)));
  const stats = (item.deliveryStats ?? {}) as Partial<WebhookEndpointRecord['deliveryStats']>;
  return {
    ...(record as unknown as StoredWebhookEndpoint),
    deliveryStats: { total: stats.total ?? 0, successful: stats.successful ?? 0, failed: stats.failed ?? 0 },
    revision: Number(item.revision ?? 0),
  };
};

/** The fields a management update may change (never the delivery counters, never the id or scope). */
const MUTABLE_FIELDS = [
  'url',
  'eventBusArn',
  'roleArn',
  'urlHash',
  'events',
  'description',
  'isEnabled',
  'includeApiOriginated',
  'rateLimit',
  'ordering',
  'orderedSince',
  'enabledAt',
  'disabledReason',
  'disabledAt',
  'secret',
  'secretRotatedAt',
  'updatedAt',
] as const satisfies readonly (keyof StoredWebhookEndpoint)[];

export const dynamoWebhookEndpointRepository = (
  db: DynamoDBDocumentClient,
  tableName: string,
): WebhookEndpointRepository => {
  const transact = (items: TransactItem[]) => withConflictRetry(() => transactWithEvents(db, items));

  return {
    async get(storeId, mode, webhookId) {
      const { Item } = await db.send(
        new GetCommand({
          TableName: tableName,
          Key: keys.webhookEndpoint(storeId, mode, webhookId),
          ConsistentRead: true,
        }),
      );
      return Item ? toStoredEndpoint(Item) : undefined;
    },

    async list(storeId, mode) {
      const items = await queryAll(db, {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.webhooks(storeId, mode), ':prefix': 'ENDPOINT#' },
        ConsistentRead: true,
      });
      return items.map(toStoredEndpoint);
    },

    async create(endpoint, event, now, audit) {
      const { storeId, mode, id } = endpoint;
      const items: TransactItem[] = [
        {
          Update: {
            TableName: tableName,
            Key: keys.webhookCount(storeId, mode),
            UpdateExpression: 'SET #entity = :entity ADD #count :one',
            ConditionExpression: 'attribute_not_exists(#count) OR #count < :max',
            ExpressionAttributeNames: { '#count': 'count', '#entity': ENTITY_ATTRIBUTE },
            ExpressionAttributeValues: {
              ':one': 1,
              ':max': MAX_WEBHOOK_ENDPOINTS,
              ':entity': WEBHOOK_COUNT_ENTITY,
            },
          },
        },
        {
          Put: {
            TableName: tableName,
            Item: {
              ...keys.webhookUrl(storeId, mode, endpoint.urlHash),
              [ENTITY_ATTRIBUTE]: WEBHOOK_URL_ENTITY,
              webhookId: id,
              url: endpoint.url,
              eventBusArn: endpoint.eventBusArn,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Put: {
            TableName: tableName,
            Item: {
              ...keys.webhookEndpoint(storeId, mode, id),
              [ENTITY_ATTRIBUTE]: WEBHOOK_ENDPOINT_ENTITY,
              ...endpoint,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        outboxPut(tableName, event, now),
      ];
      try {
        await transact(withAudit(tableName, items, audit));
        return { ok: true };
      } catch (error) {
        const codes = cancellationReasons(error);
        if (!codes) throw error;
        // Both can fail at once; the URL clash is the more specific answer (a retried create
        // of the same endpoint says "already registered", not "store is full").
        if (codes[1] === 'ConditionalCheckFailed') return { ok: false, reason: 'duplicate-url' };
        if (codes[0] === 'ConditionalCheckFailed') return { ok: false, reason: 'limit-reached' };
        throw error;
      }
    },

    async update(previous, next, event, now, audit) {
      const { storeId, mode, id } = previous;
      const names: Record<string, string> = { '#revision': 'revision' };
      const values: Record<string, unknown> = { ':revision': previous.revision, ':one': 1 };
      const sets = MUTABLE_FIELDS.filter((field) => next[field] !== undefined).map((field) => {
        names[`#${field}`] = field;
        values[`:${field}`] = next[field];
        return `#${field} = :${field}`;
      });
      const items: TransactItem[] = [
        {
          Update: {
            TableName: tableName,
            Key: keys.webhookEndpoint(storeId, mode, id),
            UpdateExpression: `SET ${sets.join(', ')} ADD #revision :one`,
            // Fails if the endpoint is gone or another management write got there first.
            ConditionExpression: '#revision = :revision',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
          },
        },
      ];
      const movesUrl = next.urlHash !== previous.urlHash;
      if (movesUrl) {
        items.push(
          {
            Put: {
              TableName: tableName,
              Item: {
                ...keys.webhookUrl(storeId, mode, next.urlHash),
                [ENTITY_ATTRIBUTE]: WEBHOOK_URL_ENTITY,
                webhookId: id,
                url: next.url,
                eventBusArn: next.eventBusArn,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          { Delete: { TableName: tableName, Key: keys.webhookUrl(storeId, mode, previous.urlHash) } },
        );
      }
      items.push(outboxPut(tableName, event, now));
      try {
        await transact(withAudit(tableName, items, audit));
        return { ok: true };
      } catch (error) {
        const codes = cancellationReasons(error);
        if (!codes) throw error;
        if (codes[0] === 'ConditionalCheckFailed') return { ok: false, reason: 'changed' };
        if (movesUrl && codes[1] === 'ConditionalCheckFailed') return { ok: false, reason: 'duplicate-url' };
        throw error;
      }
    },

    async delete(endpoint, event, now, audit) {
      const { storeId, mode, id } = endpoint;
      const items: TransactItem[] = [
        {
          Delete: {
            TableName: tableName,
            Key: keys.webhookEndpoint(storeId, mode, id),
            ConditionExpression: '#revision = :revision',
            ExpressionAttributeNames: { '#revision': 'revision' },
            ExpressionAttributeValues: { ':revision': endpoint.revision },
          },
        },
        { Delete: { TableName: tableName, Key: keys.webhookUrl(storeId, mode, endpoint.urlHash) } },
        {
          Update: {
            TableName: tableName,
            Key: keys.webhookCount(storeId, mode),
            UpdateExpression: 'ADD #count :minusOne',
            ExpressionAttributeNames: { '#count': 'count' },
            ExpressionAttributeValues: { ':minusOne': -1 },
          },
        },
        outboxPut(tableName, event, now),
      ];
      try {
        await transact(withAudit(tableName, items, audit));
        return { ok: true };
      } catch (error) {
        if (cancellationReasons(error)?.[0] === 'ConditionalCheckFailed')
          return { ok: false, reason: 'changed' };
        throw error;
      }
    },
  };
};
