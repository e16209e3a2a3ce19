import {
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  type DynamoDBDocumentClient,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { auditPut } from '../audit/dynamo-audit-log.ts';
import { cursorShape, encodeCursor, startKeyAfter, startKeyOf } from '../db/cursor.ts';
import { keys } from '../db/keys.ts';
import { ENTITY_ATTRIBUTE, TABLE_INDEXES } from '../db/table-definition.ts';
import { cancellationReasons, withConflictRetry } from '../db/transactions.ts';
import type { DiscountRecord, DiscountStore, DiscountUse } from './ports.ts';
import { normalizeDiscountCode } from './types.ts';

/**
 * Discount codes in the table (docs/decisions.md §12.5). Each code is one item in its own
 * partition (with gsi1 keys for the store's list, newest first) beside a lookup item keyed by the
 * normalised code, written and deleted in the same transaction, so two codes never share a
 * spelling. The code's `timesUsed` and one `USES#<customerId>` item per customer count the uses;
 * `discountUseItems` gives the conditional updates an order's transaction adds to take a use.
 */
export const DISCOUNT_ENTITY = 'Discount';
export const DISCOUNT_CODE_ENTITY = 'DiscountCode';
export const DISCOUNT_USES_ENTITY = 'DiscountCustomerUses';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
const { gsi1 } = TABLE_INDEXES;
const BOOKKEEPING = new Set(['pk', 'sk', ENTITY_ATTRIBUTE, 'gsi1pk', 'gsi1sk']);

export const toDiscountRecord = (item: Record<string, unknown>): DiscountRecord => {
  const record = Object.fromEntries(Object.entries(item).filter(([name]) => !BOOKKEEPING.has(name)));
  return {
    ...(record as unknown as DiscountRecord),
    timesUsed: Number(item.timesUsed ?? 0),
    revision: Number(item.revision ?? 0),
  };
};

const discountItem = (record: DiscountRecord) => ({
  ...keys.discount(record.storeId, record.mode, record.discountId),
  [ENTITY_ATTRIBUTE]: DISCOUNT_ENTITY,
  gsi1pk: keys.discountsOfStore(record.storeId, record.mode),
  gsi1sk: `${record.createdAt}#${record.discountId}`,
  ...record,
});

/** The fields an owner's change writes: never `timesUsed`, which only orders move. */
const DEFINITION_FIELDS = [
  'code',
  'type',
  'value',
  'minimumSubtotal',
  'appliesTo',
  'startsAt',
  'endsAt',
  'usageLimit',
  'usageLimitPerCustomer',
  'isEnabled',
  'revision',
  'updatedAt',
] as const satisfies readonly (keyof DiscountRecord)[];

/**
 * The updates that take one use of a code in an order's transaction: the code's counter, only
 * while the code is still the revision the order was priced at and its count is below its own
 * `usageLimit` (as stored now), and the customer's counter, only while it is below
 * `usageLimitPerCustomer`. A failed condition cancels the whole order's transaction: nothing is
 * written and nothing charged, and the order is priced again (docs/decisions.md §12.6). The
 * revision is what keeps a code the owner disabled (or edited) after the order read it from
 * being charged as it was: an owner's change always moves it, a use never does.
 */
export const discountUseItems = (tableName: string, use: DiscountUse): TransactItem[] => {
  const { storeId, mode } = use.scope;
  return [
    {
      Update: {
        TableName: tableName,
        Key: keys.discount(storeId, mode, use.discountId),
        UpdateExpression: 'ADD #used :one',
        ConditionExpression:
          'attribute_exists(pk) AND #revision = :revision AND (attribute_not_exists(#limit) OR attribute_type(#limit, :null) OR #used < #limit)',
        ExpressionAttributeNames: { '#used': 'timesUsed', '#limit': 'usageLimit', '#revision': 'revision' },
        ExpressionAttributeValues: { ':one': 1, ':null': 'NULL', ':revision': use.revision },
      },
    },
    {
      Update: {
        TableName: tableName,
        Key: keys.discountCustomerUses(storeId, mode, use.discountId, use.customerId),
        UpdateExpression: 'SET #entity = :entity ADD #count :one',
        ...(use.usageLimitPerCustomer === null
          ? {}
          : { ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit' }),
        ExpressionAttributeNames: { '#count': 'count', '#entity': ENTITY_ATTRIBUTE },
        ExpressionAttributeValues: {
          ':one': 1,
          ':entity': DISCOUNT_USES_ENTITY,
          ...(use.usageLimitPerCustomer === null ? {} : { ':limit': use.usageLimitPerCustomer }),
        },
      },
    },
  ];
};

/**
 * The updates that give a use back (a cancelled unpaid order). The counters are read first and
 * only a counter above 0 is decremented, conditioned on staying above 0: a deleted code (or a
 * counter already at 0) adds nothing to the release, so it never blocks it; a counter that moves
 * meanwhile fails the release's transaction, which its caller reads again and retries.
 */
export const discountReleaseItems = async (
  db: DynamoDBDocumentClient,
  tableName: string,
  use: Pick<DiscountUse, 'scope' | 'discountId' | 'customerId'>,
): Promise<TransactItem[]> => {
  const { storeId, mode } = use.scope;
  const counters = [
    { key: keys.discount(storeId, mode, use.discountId), attribute: 'timesUsed' },
    { key: keys.discountCustomerUses(storeId, mode, use.discountId, use.customerId), attribute: 'count' },
  ];
  const items = await Promise.all(
    counters.map(({ key }) =>
      db.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true })),
    ),
  );
  return counters.flatMap(({ key, attribute }, index) =>
    Number(items[index]!.Item?.[attribute] ?? 0) > 0
      ? [
          {
            Update: {
              TableName: tableName,
              Key: key,
              UpdateExpression: 'ADD #counter :minus',
              ConditionExpression: '#counter > :zero',
              ExpressionAttributeNames: { '#counter': attribute },
              ExpressionAttributeValues: { ':minus': -1, ':zero': 0 },
            },
          },
        ]
      : [],
  );
};

export const dynamoDiscountStore = (db: DynamoDBDocumentClient, tableName: string): DiscountStore => {
  const transact = (items: TransactItem[]) =>
    withConflictRetry(() => db.send(new TransactWriteCommand({ TransactItems: items })));

  const codeItem = (record: DiscountRecord): TransactItem => ({
    Put: {
      TableName: tableName,
      Item: {
        ...keys.discountCode(record.storeId, record.mode, normalizeDiscountCode(record.code)),
        [ENTITY_ATTRIBUTE]: DISCOUNT_CODE_ENTITY,
        discountId: record.discountId,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  });
  const deleteCode = (record: DiscountRecord): TransactItem => ({
    Delete: {
      TableName: tableName,
      Key: keys.discountCode(record.storeId, record.mode, normalizeDiscountCode(record.code)),
      ConditionExpression: 'discountId = :id',
      ExpressionAttributeValues: { ':id': record.discountId },
    },
  });
  const atRevision = (record: DiscountRecord) => ({
    ConditionExpression: 'attribute_exists(pk) AND revision = :revision',
    ExpressionAttributeValues: { ':revision': record.revision },
  });
  const get = async (storeId: string, mode: DiscountRecord['mode'], discountId: string) => {
    const { Item } = await db.send(
      new GetCommand({
        TableName: tableName,
        Key: keys.discount(storeId, mode, discountId),
        ConsistentRead: true,
      }),
    );
    return Item ? toDiscountRecord(Item) : undefined;
  };

  return {
    get: ({ storeId, mode }, discountId) => get(storeId, mode, discountId),

    async findByCode({ storeId, mode }, code) {
      const { Item } = await db.send(
        new GetCommand({
          TableName: tableName,
          Key: keys.discountCode(storeId, mode, normalizeDiscountCode(code)),
          ConsistentRead: true,
        }),
      );
      return Item ? get(storeId, mode, Item.discountId as string) : undefined;
    },

    async usesByCustomer({ storeId, mode }, discountId, customerId) {
      const { Item } = await db.send(
        new GetCommand({
          TableName: tableName,
          Key: keys.discountCustomerUses(storeId, mode, discountId, customerId),
          ConsistentRead: true,
        }),
      );
      return Number(Item?.count ?? 0);
    },

    async page({ storeId, mode }, { limit, cursor }) {
      const partition = keys.discountsOfStore(storeId, mode);
      const shape = cursorShape(gsi1, partition);
      const start = startKeyOf(cursor, shape);
      const { Items = [] } = await db.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: gsi1.indexName,
          KeyConditionExpression: '#pk = :pk',
          ExpressionAttributeNames: { '#pk': gsi1.partitionKey },
          ExpressionAttributeValues: { ':pk': partition },
          ScanIndexForward: false,
          Limit: limit + 1,
          ...(start ? { ExclusiveStartKey: start } : {}),
        }),
      );
      const items = Items.slice(0, limit);
      const last = Items.length > limit ? items[limit - 1]! : undefined;
      return {
        items: items.map(toDiscountRecord),
        nextCursor: encodeCursor(last && startKeyAfter(last, shape)),
      };
    },

    async create(record, audit) {
      try {
        await transact([
          codeItem(record),
          {
            Put: {
              TableName: tableName,
              Item: discountItem(record),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          auditPut(tableName, audit),
        ]);
        return { ok: true };
      } catch (error) {
        const codes = cancellationReasons(error);
        if (codes?.[0] === 'ConditionalCheckFailed') return { ok: false, reason: 'duplicate-code' };
        throw error;
      }
    },

    async update(previous, next, audit) {
      const names: Record<string, string> = {};
      const values: Record<string, unknown> = {};
      const sets = DEFINITION_FIELDS.map((field, i) => {
        names[`#f${i}`] = field;
        values[`:f${i}`] = next[field] ?? null;
        return `#f${i} = :f${i}`;
      });
      const condition = atRevision(previous);
      const codeChanged = normalizeDiscountCode(previous.code) !== normalizeDiscountCode(next.code);
      const items: TransactItem[] = [
        {
          Update: {
            TableName: tableName,
            Key: keys.discount(previous.storeId, previous.mode, previous.discountId),
            UpdateExpression: `SET ${sets.join(', ')}`,
            ConditionExpression: condition.ConditionExpression,
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: { ...values, ...condition.ExpressionAttributeValues },
          },
        },
        ...(codeChanged ? [codeItem(next), deleteCode(previous)] : []),
        auditPut(tableName, audit),
      ];
      try {
        await transact(items);
        return { ok: true };
      } catch (error) {
        const codes = cancellationReasons(error);
        if (!codes) throw error;
        if (codes[0] === 'ConditionalCheckFailed') return { ok: false, reason: 'conflict' };
        if (codeChanged && codes[1] === 'ConditionalCheckFailed')
          return { ok: false, reason: 'duplicate-code' };
        throw error;
      }
    },

    async remove(previous, audit) {
      const condition = atRevision(previous);
      try {
        await transact([
          {
            Delete: {
              TableName: tableName,
              Key: keys.discount(previous.storeId, previous.mode, previous.discountId),
              ...condition,
            },
          },
          deleteCode(previous),
          auditPut(tableName, audit),
        ]);
        return { ok: true };
      } catch (error) {
        const codes = cancellationReasons(error);
        if (codes?.[0] === 'ConditionalCheckFailed') return { ok: false, reason: 'conflict' };
        throw error;
      }
    },
  };
};
