import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { logger } from '../logger.ts';
import { parseOutboxRecord, type OutboxInsert } from './outbox-record.ts';
import { matchesOutboxInsert } from './stream-filter.ts';

/**
 * The stream consumers' edge (the webhook router, notifications, the search indexer): a DynamoDB
 * stream record (Lambda's event shape, which the local stream poller builds too) becomes an outbox
 * insert before their domain code sees it.
 */

/** The outbox insert of a stream record, or undefined for anything that is not a routable outbox insert. */
export const outboxInsertOf = (record: DynamoDBRecord): OutboxInsert | undefined => {
  if (!matchesOutboxInsert(record)) return undefined;
  try {
    const image = unmarshall(record.dynamodb!.NewImage as Record<string, AttributeValue>);
    return { sequenceNumber: record.dynamodb?.SequenceNumber ?? '', event: parseOutboxRecord(image) };
  } catch (error) {
    // A malformed outbox item can never be routed; failing it would block the shard forever.
    logger.error('Unroutable outbox record skipped', {
      sequenceNumber: record.dynamodb?.SequenceNumber,
      error,
    });
    return undefined;
  }
};
