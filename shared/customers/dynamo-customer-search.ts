import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { batchGetItems, keyId } from '../db/batch.ts';
import { cursorShape, encodeCursor, startKeyAfter, startKeyOf } from '../db/cursor.ts';
import { keys, type Mode } from '../db/keys.ts';
import { ENTITY_ATTRIBUTE } from '../db/table-definition.ts';
import type { CustomerSearch } from './ports.ts';
import { matchesSearch, searchPrefix, searchSortKey, type SearchTerm } from './search-terms.ts';
import { toCustomerRecord, type CustomerRecord } from './types.ts';

export const CUSTOMER_SEARCH_ENTITY = 'CustomerSearchTerm';

interface Scope {
  storeId: string;
  mode: Mode;
}

/** The Put of one term item, for the customer's own transaction. */
export const searchTermPut = (tableName: string, scope: Scope, customerId: string, term: SearchTerm) => ({
  Put: {
    TableName: tableName,
    Item: {
      ...keys.customerSearchTerm(scope.storeId, scope.mode, searchSortKey(term, customerId)),
      [ENTITY_ATTRIBUTE]: CUSTOMER_SEARCH_ENTITY,
      customerId,
      field: term.field,
      term: term.term,
    },
  },
});

export const searchTermDelete = (tableName: string, scope: Scope, customerId: string, term: SearchTerm) => ({
  Delete: {
    TableName: tableName,
    Key: keys.customerSearchTerm(scope.storeId, scope.mode, searchSortKey(term, customerId)),
  },
});

/** Term items read per Query: a page of customers reads a few more terms than it shows (duplicates, long queries). */
const TERMS_PER_READ = 100;
const MAX_READS_PER_PAGE = 5;

/**
 * One `begins_with` Query on the (store, mode) search partition (rarely a few, when terms repeat
 * or a long query is checked against the profiles), then one BatchGet of the matched profiles.
 * A customer matched by two fields is shown once per page.
 */
export const dynamoCustomerSearch = (db: DynamoDBDocumentClient, tableName: string): CustomerSearch => ({
  async page({ storeId, mode }, query, { limit, cursor }) {
    const partition = keys.customerSearch(storeId, mode);
    const prefix = searchPrefix(query);
    const shape = cursorShape(undefined, partition, { sk: prefix });
    let startKey: Record<string, unknown> | undefined = startKeyOf(cursor, shape);
    const seen = new Set<string>();
    const shown: CustomerRecord[] = [];
    let last: Record<string, unknown> | undefined;
    let more = false;
    let pending: Record<string, unknown> | undefined;
    for (let read = 0; read < MAX_READS_PER_PAGE && !more; read++) {
      const { Items = [], LastEvaluatedKey } = await db.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: { ':pk': partition, ':prefix': prefix },
          Limit: TERMS_PER_READ,
          ...(startKey ? { ExclusiveStartKey: startKey } : {}),
        }),
      );
      const fresh = Items.filter((item) => !seen.has(item.customerId as string));
      const profiles = await batchGetItems(
        db,
        tableName,
        [...new Set(fresh.map((item) => item.customerId as string))].map((id) =>
          keys.customer(storeId, mode, id),
        ),
      );
      for (const item of Items) {
        const customerId = item.customerId as string;
        if (seen.has(customerId)) continue;
        const profile = profiles.get(keyId(keys.customer(storeId, mode, customerId)));
        if (!profile) continue; // erased after the term was read
        const customer = toCustomerRecord(profile);
        if (!matchesSearch(customer, query)) continue;
        if (shown.length === limit) {
          more = true;
          break;
        }
        seen.add(customerId);
        shown.push(customer);
        last = item;
      }
      pending = LastEvaluatedKey;
      if (!pending) break;
      startKey = pending;
    }
    // A full page continues after its last customer; a page cut short by the read cap, where the reads stopped.
    const resume = more && last ? startKeyAfter(last, shape) : more ? undefined : pending;
    return { items: shown, nextCursor: encodeCursor(resume) };
  },
});
