import { config } from '../../config.ts';
import { documentClient } from '../../db/dynamo-client.ts';
import { systemClock } from '../../util/time.ts';
import { dynamoDeliveryRecords } from '../delivery/dynamo-deliveries.ts';
import { sendWebhookAttempt } from '../delivery/sender.ts';
import { webhookQueue } from '../delivery/wiring.ts';
import { dynamoWebhookEndpointRepository } from '../endpoints/dynamo-endpoints.ts';
import { dynamoDeliveryLog, dynamoDeliveryReplays } from './dynamo-delivery-log.ts';
import { dynamoEventLog } from './dynamo-event-log.ts';
import { dynamoRecoveryJobs } from './dynamo-recovery-jobs.ts';
import type { RecoveryRunDeps } from './recovery.ts';
import { createDeliveryLogService, type DeliveryLogService } from './service.ts';

/** The composition of the delivery log on the process's document client, table and webhook queue. */
const STALE_CLAIM_MARGIN_MS = 60_000;

let shared: DeliveryLogService | undefined;

export const defaultDeliveryLogService = (): DeliveryLogService => {
  if (shared) return shared;
  const db = documentClient();
  const { tableName, webhookTimeoutMs } = config();
  shared = createDeliveryLogService({
    endpoints: dynamoWebhookEndpointRepository(db, tableName),
    log: dynamoDeliveryLog(db, tableName),
    replays: dynamoDeliveryReplays(db, tableName),
    jobs: dynamoRecoveryJobs(db, tableName),
    events: dynamoEventLog(db, tableName),
    records: dynamoDeliveryRecords(db, tableName),
    send: sendWebhookAttempt,
    queue: { send: (messages) => webhookQueue().send(messages) },
    staleClaimMs: webhookTimeoutMs + STALE_CLAIM_MARGIN_MS,
  });
  return shared;
};

/** What a run of a recovery job needs (the webhook delivery function runs them). */
export const recoveryRunDeps = (): RecoveryRunDeps => {
  const db = documentClient();
  const { tableName, webhookRecoveryPageSize, webhookRecoveryRatePerSecond } = config();
  return {
    jobs: dynamoRecoveryJobs(db, tableName),
    log: dynamoDeliveryLog(db, tableName),
    replays: dynamoDeliveryReplays(db, tableName),
    events: dynamoEventLog(db, tableName),
    endpoints: dynamoWebhookEndpointRepository(db, tableName),
    queue: { send: (messages) => webhookQueue().send(messages) },
    clock: systemClock,
    pace: { pageSize: webhookRecoveryPageSize, ratePerSecond: webhookRecoveryRatePerSecond },
  };
};
