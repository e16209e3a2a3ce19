import { ENTITY_ATTRIBUTE } from '../db/table-definition.ts';
import { OUTBOX_ENTITY } from './outbox.ts';

/**
 * Which stream records reach the router: inserts of outbox items. The deployed event
 * source mapping carries this as its filter criteria (infra/cdk); the local stream
 * poller applies `matchesOutboxInsert`, the same rule in code. The router checks it
 * again, so a record that slips through either way is ignored, not routed.
 */
export const OUTBOX_INSERT_FILTER_PATTERN = {
  eventName: ['INSERT'],
  dynamodb: { NewImage: { [ENTITY_ATTRIBUTE]: { S: [OUTBOX_ENTITY] } } },
} as const;

/** What the filter reads of a stream record: Lambda's DynamoDBRecord fits, without this file naming it. */
export interface StreamRecordHead {
  eventName?: string;
  dynamodb?: { NewImage?: Record<string, { S?: string }> };
}

export const matchesOutboxInsert = (record: StreamRecordHead): boolean =>
  record.eventName === 'INSERT' && record.dynamodb?.NewImage?.[ENTITY_ATTRIBUTE]?.S === OUTBOX_ENTITY;
