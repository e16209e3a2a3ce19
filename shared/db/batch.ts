import { BatchGetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { sleep } from './transactions.ts';

export type ItemKey = { pk: string; sk: string };
type Item = Record<string, unknown>;

const BATCH_GET_LIMIT = 100;

/**
 * BatchGet any number of keys (chunks of 100 sent in parallel, unprocessed keys retried);
 * returns the found items by `pk|sk`. One round trip for up to 100 keys.
 */
export const batchGetItems = async (
  db: DynamoDBDocumentClient,
  tableName: string,
  itemKeys: readonly ItemKey[],
  consistentRead = false,
): Promise<Map<string, Item>> => {
  const found = new Map<string, Item>();
  const unique = [...new Map(itemKeys.map((k) => [keyId(k), k])).values()];
  const chunks: ItemKey[][] = [];
  for (let i = 0; i < unique.length; i += BATCH_GET_LIMIT) chunks.push(unique.slice(i, i + BATCH_GET_LIMIT));
  await Promise.all(
    chunks.map(async (chunk) => {
      let pending: Item[] = chunk;
      for (let attempt = 0; pending.length > 0; attempt++) {
        if (attempt >= 8) throw new Error('BatchGet left keys unprocessed');
        if (attempt > 0) await sleep(Math.min(500, 20 * 2 ** attempt));
        const response = await db.send(
          new BatchGetCommand({
            RequestItems: { [tableName]: { Keys: pending, ConsistentRead: consistentRead } },
          }),
        );
        for (const item of response.Responses?.[tableName] ?? []) found.set(keyId(item as ItemKey), item);
        pending = (response.UnprocessedKeys?.[tableName]?.Keys as Item[] | undefined) ?? [];
      }
    }),
  );
  return found;
};

/**
 * Items a route asked to have read ahead, in the API key's BatchGet (docs/decisions.md §1.3):
 * the keys asked for (strongly consistent) and those found. A key asked for but not found is absent.
 */
export interface PrefetchedItems {
  readonly keys: readonly ItemKey[];
  readonly found: ReadonlyMap<string, Item>;
}

/** The prefetched items of `wanted` when every one of them was asked for, else undefined (read them). */
export const prefetchedOf = (
  prefetched: PrefetchedItems | undefined,
  wanted: readonly ItemKey[],
): Map<string, Item> | undefined => {
  if (!prefetched) return undefined;
  const asked = new Set(prefetched.keys.map(keyId));
  if (!wanted.every((key) => asked.has(keyId(key)))) return undefined;
  return new Map(
    wanted.flatMap((key) => {
      const item = prefetched.found.get(keyId(key));
      return item ? [[keyId(key), item] as const] : [];
    }),
  );
};

export const keyId = (key: { pk: unknown; sk: unknown }): string => `${String(key.pk)}|${String(key.sk)}`;
