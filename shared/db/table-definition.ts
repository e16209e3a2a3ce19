/**
 * The single table's shape, in one place. The CDK stack (infra/cdk) and the local
 * runtime (infra/local, tests) both build the table from this object, so key names,
 * indexes, TTL and stream settings cannot drift apart. docs/data-model.md lists every
 * entity and access pattern these keys serve.
 */
export const TABLE_KEYS = {
  partitionKey: 'pk',
  sortKey: 'sk',
} as const;

export interface IndexDefinition {
  indexName: string;
  partitionKey: string;
  sortKey: string;
  /** Why the index exists: the access patterns it serves. */
  purpose: string;
  /**
   * What the index copies: ALL (a query answers whole items) or KEYS_ONLY (the table keys only, so a
   * write that keeps the index keys costs the index nothing; readers fetch the items).
   */
  projection: 'ALL' | 'KEYS_ONLY';
}

export const TABLE_INDEXES = {
  gsi1: {
    indexName: 'gsi1',
    projection: 'ALL',
    partitionKey: 'gsi1pk',
    sortKey: 'gsi1sk',
    purpose:
      'API keys by store; customers by email/phone lookups that need the full item; variants by product; orders of a store, newest first',
  },
  gsi2: {
    indexName: 'gsi2',
    projection: 'ALL',
    partitionKey: 'gsi2pk',
    sortKey: 'gsi2sk',
    purpose:
      'Sparse: the storefront catalog (Active products and their sellable variants by title); Active carts by abandonment due time (ACTIVE_CARTS#<shard>); checkout completions in flight by lease end (COMPLETIONS#<shard>); refunds by due time (REFUNDS_DUE#<shard>); orders of a store by status, newest first; deliveries of an endpoint by status',
  },
  gsi3: {
    indexName: 'gsi3',
    projection: 'ALL',
    partitionKey: 'gsi3pk',
    sortKey: 'gsi3sk',
    purpose:
      'Orders of a customer, newest first (admin lists); sparse: webhook deliveries waiting for a planned attempt by due time (DELIVERIES_DUE#<shard>); sparse: the storefront catalog of one category (products and sellable variants by title); sparse: stores whose test clock was advanced (TEST_CLOCKS)',
  },
  gsi4: {
    indexName: 'gsi4',
    projection: 'ALL',
    partitionKey: 'gsi4pk',
    sortKey: 'gsi4sk',
    purpose:
      "Sparse: catalog search for owners (products by lower-case title, variants by SKU); orders of a store by placement time (owners' date-range search); a test-mode store's own due work by due time (<scope>#CARTS_DUE, <scope>#REFUNDS_DUE), for its test clock",
  },
  gsi5: {
    indexName: 'gsi5',
    projection: 'KEYS_ONLY',
    partitionKey: 'gsi5pk',
    sortKey: 'gsi5sk',
    purpose:
      'Open carts of a store by status (admin cart list), newest Active or Abandoned first; KEYS_ONLY, keys that no cart change but a status change moves, so adding to a cart writes no index (docs/decisions.md §11.8); the events and webhook deliveries of a customer, for their erasure (docs/decisions.md §3.16); orders by ship-to name, last name first (docs/decisions.md §15.8)',
  },
  gsi6: {
    indexName: 'gsi6',
    projection: 'KEYS_ONLY',
    partitionKey: 'gsi6pk',
    sortKey: 'gsi6sk',
    purpose:
      'The events of a store (outbox items) in (occurredAt, id) order, their type and resource in the sort key: the admin event log and the event feed (docs/decisions.md §6.25); KEYS_ONLY, so an event costs its index a ~200 B copy, and readers fetch the items by key',
  },
} as const satisfies Record<string, IndexDefinition>;

/** Epoch-seconds attribute DynamoDB's TTL deletes on (expired items may linger: always filter). */
export const TTL_ATTRIBUTE = 'expiresAt';

/** Discriminator present on every item; the stream filter matches outbox inserts by it. */
export const ENTITY_ATTRIBUTE = 'entity';

/** The stream carries new images: the router only needs what was inserted. */
export const STREAM_VIEW_TYPE = 'NEW_IMAGE' as const;

/** CreateTable input for DynamoDB Local and tests (on-demand, stream, the GSIs). */
export const createTableInput = (tableName: string) => ({
  TableName: tableName,
  BillingMode: 'PAY_PER_REQUEST' as const,
  AttributeDefinitions: [
    TABLE_KEYS.partitionKey,
    TABLE_KEYS.sortKey,
    ...Object.values(TABLE_INDEXES).flatMap((index) => [index.partitionKey, index.sortKey]),
  ].map((name) => ({ AttributeName: name, AttributeType: 'S' as const })),
  KeySchema: [
    { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' as const },
    { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' as const },
  ],
  GlobalSecondaryIndexes: Object.values(TABLE_INDEXES).map((index) => ({
    IndexName: index.indexName,
    KeySchema: [
      { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
    ],
    Projection: { ProjectionType: index.projection },
  })),
  StreamSpecification: { StreamEnabled: true, StreamViewType: STREAM_VIEW_TYPE },
});
