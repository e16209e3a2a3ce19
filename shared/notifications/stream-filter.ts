import { ENTITY_ATTRIBUTE } from '../db/table-definition.ts';
import { OUTBOX_ENTITY } from '../events/outbox.ts';
import { matchesOutboxInsert, type StreamRecordHead } from '../events/stream-filter.ts';
import { NOTIFYING_EVENT_TYPES } from './types.ts';

/**
 * Which stream records reach the notifications function: outbox inserts of the five notifying
 * order events. The deployed event source mapping carries the pattern as its filter criteria
 * (infra/cdk/workers.ts); the local stream poller applies `matchesNotifyingInsert`, the same
 * rule in code, and the function checks it again.
 */
export const NOTIFYING_INSERT_FILTER_PATTERN = {
  eventName: ['INSERT'],
  dynamodb: {
    NewImage: { [ENTITY_ATTRIBUTE]: { S: [OUTBOX_ENTITY] }, type: { S: [...NOTIFYING_EVENT_TYPES] } },
  },
} as const;

export const matchesNotifyingInsert = (record: StreamRecordHead): boolean =>
  matchesOutboxInsert(record) &&
  (NOTIFYING_EVENT_TYPES as readonly string[]).includes(record.dynamodb?.NewImage?.type?.S ?? '');
