import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { config } from '../../shared/config.ts';
import { logger } from '../../shared/logger.ts';
import { observedWorker } from '../../shared/observability.ts';
import {
  DeliveryInFlightError,
  processDeliveryMessage,
  processEventMessage,
} from '../../shared/webhooks/delivery/consumer.ts';
import { parseWebhookMessage } from '../../shared/webhooks/delivery/messages.ts';
import { recoveryIdOf, runRecoveryPage } from '../../shared/webhooks/log/recovery.ts';
import { deliveryPipeline, type DeliveryPipeline } from './wiring.ts';

/**
 * Webhook queue -> the first attempts of an event to each of its endpoints (the router's
 * messages), or one HTTPS attempt of one delivery (retries; records processed in parallel). An HTTP
 * failure is handled inside (retry planned, message done); only unexpected errors fail a
 * record, which SQS then redelivers and finally dead-letters. The local runtime runs the same
 * handler on its in-process pipeline (infra/local/webhook-pipeline.ts).
 */
export const createDeliveryHandler = (
  pipeline: () => Pick<DeliveryPipeline, 'consumerDeps' | 'recoveryRunDeps'>,
) =>
  observedWorker('webhook-delivery', async (event: SQSEvent, context: Context): Promise<SQSBatchResponse> => {
    const deps = pipeline().consumerDeps();
    // A processor per invocation: the local queue runs several invocations at once.
    const processor = new BatchProcessor(EventType.SQS);
    return processPartialResponse(
      event,
      async (record: SQSRecord) => {
        try {
          // Recovery job runs share the queue (shared/webhooks/log/recovery.ts).
          const recoveryId = recoveryIdOf(record.body);
          if (recoveryId) {
            const result = await runRecoveryPage(recoveryId, pipeline().recoveryRunDeps());
            logger.debug('Webhook recovery page processed', { recoveryId, result });
            return;
          }
          const message = parseWebhookMessage(record.body);
          if ('kind' in message) {
            const outcomes = await processEventMessage(message, deps);
            logger.debug('Webhook event deliveries processed', { eventId: message.eventId, outcomes });
            return;
          }
          const outcome = await processDeliveryMessage(message, deps);
          logger.debug('Webhook delivery processed', {
            deliveryId: message.deliveryId,
            webhookId: message.webhookId,
            attempt: message.attempt,
            outcome,
          });
        } catch (error) {
          const log = error instanceof DeliveryInFlightError ? logger.warn : logger.error;
          log.call(logger, 'Webhook delivery message failed; the queue will redeliver it', {
            messageId: record.messageId,
            receiveCount: record.attributes?.ApproximateReceiveCount,
            error,
          });
          throw error;
        }
      },
      processor,
      { context, throwOnFullBatchFailure: false },
    );
  });

export const handler = createDeliveryHandler(() => deliveryPipeline(config()));
