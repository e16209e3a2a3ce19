import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { WebhookQueue } from '../../shared/queue/ports.ts';
import type { Clock } from '../../shared/util/time.ts';
import { dynamoDeliveryRecords } from '../../shared/webhooks/delivery/dynamo-deliveries.ts';
import type { WebhookAttemptInput, WebhookAttemptResult } from '../../shared/webhooks/delivery/sender.ts';
import { dynamoWebhookEndpointRepository } from '../../shared/webhooks/endpoints/dynamo-endpoints.ts';
import { dynamoDeliveryLog, dynamoDeliveryReplays } from '../../shared/webhooks/log/dynamo-delivery-log.ts';
import { dynamoEventLog } from '../../shared/webhooks/log/dynamo-event-log.ts';
import { dynamoRecoveryJobs } from '../../shared/webhooks/log/dynamo-recovery-jobs.ts';
import type { RecoveryPace, RecoveryRunDeps } from '../../shared/webhooks/log/recovery.ts';
import { createDeliveryLogService, type DeliveryLogService } from '../../shared/webhooks/log/service.ts';

/**
 * The delivery log on the DynamoDB adapters, with the sender, queue and claim age its
 * composition root gives it (functions/admin-webhooks/wiring.ts, and the local runtime's).
 */
export const dynamoDeliveryLogService = (options: {
  db: DynamoDBDocumentClient;
  tableName: string;
  send(input: WebhookAttemptInput): Promise<WebhookAttemptResult>;
  queue: WebhookQueue;
  staleClaimMs: number;
}): DeliveryLogService => {
  const { db, tableName } = options;
  return createDeliveryLogService({
    endpoints: dynamoWebhookEndpointRepository(db, tableName),
    log: dynamoDeliveryLog(db, tableName),
    replays: dynamoDeliveryReplays(db, tableName),
    jobs: dynamoRecoveryJobs(db, tableName),
    events: dynamoEventLog(db, tableName),
    records: dynamoDeliveryRecords(db, tableName),
    send: options.send,
    queue: options.queue,
    staleClaimMs: options.staleClaimMs,
  });
};

/** What a run of a recovery job needs, on the DynamoDB adapters (delivery-pipeline.ts). */
export const dynamoRecoveryRunDeps = (options: {
  db: DynamoDBDocumentClient;
  tableName: string;
  queue: WebhookQueue;
  clock: Clock;
  pace: RecoveryPace;
}): RecoveryRunDeps => {
  const { db, tableName } = options;
  return {
    jobs: dynamoRecoveryJobs(db, tableName),
    log: dynamoDeliveryLog(db, tableName),
    replays: dynamoDeliveryReplays(db, tableName),
    events: dynamoEventLog(db, tableName),
    endpoints: dynamoWebhookEndpointRepository(db, tableName),
    queue: options.queue,
    clock: options.clock,
    pace: options.pace,
  };
};
