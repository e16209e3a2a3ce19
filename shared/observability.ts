import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import { Tracer } from '@aws-lambda-powertools/tracer';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy, { type MiddlewareObj } from '@middy/core';
import type { Context } from 'aws-lambda';
import { config } from './config.ts';
import { logger } from './logger.ts';
import { localLambdaContext } from './util/lambda-context.ts';

/**
 * One place for logger, metrics (CloudWatch EMF) and tracer (X-Ray). Outside Lambda
 * (POWERTOOLS_DEV, set by the local runtime) metrics are not emitted and tracing is off.
 */
export const METRICS_NAMESPACE = 'StoreCommerce';

// Metrics' own notices ("No application metrics to publish" after every stream batch that
// recorded none) go through the logger, so they carry its level and format and obey LOG_LEVEL.
export const metrics = new Metrics({
  namespace: METRICS_NAMESPACE,
  serviceName: config().serviceName,
  logger,
});
export const tracer = new Tracer({ serviceName: config().serviceName });

/**
 * A non-HTTP handler (stream, queue, schedule) with the same logger/tracer/metrics middlewares.
 * The local runtime may call it without a Lambda context; one is made up then.
 */
export const observedWorker = <TEvent, TResult>(
  name: string,
  handler: (event: TEvent, context: Context) => Promise<TResult>,
): ((event: TEvent, context?: Context) => Promise<TResult>) => {
  const wrapped = middy(handler).use(observabilityMiddlewares());
  return async (event, context) =>
    (await wrapped(event, context ?? localLambdaContext(name), {
      signal: new AbortController().signal,
    })) as TResult;
};

/** The middlewares every function (HTTP or worker) wears, outermost first. */
export const observabilityMiddlewares = (): MiddlewareObj[] => [
  injectLambdaContext(logger) as MiddlewareObj,
  captureLambdaHandler(tracer, { captureResponse: false }) as MiddlewareObj,
  logMetrics(metrics) as MiddlewareObj,
];

/**
 * Requests by route and status class (the 5xx alarm reads `Requests` with `statusClass=5xx`).
 * One HTTP invocation is one request, so these go on the invocation's own metric set, which
 * `logMetrics` publishes (and clears, dimensions included) when the invocation ends.
 */
export const recordRequest = (route: string, status: number, durationMs: number): void => {
  metrics.addDimensions({ route, statusClass: `${Math.floor(status / 100)}xx` });
  metrics.addMetric('Requests', MetricUnit.Count, 1);
  metrics.addMetric('Latency', MetricUnit.Milliseconds, durationMs);
};

/**
 * One webhook delivery attempt: counted by outcome (the failed-deliveries alarm reads
 * outcome=failure) and by attempt number, with its duration. A single metric each, because a
 * consumer invocation handles a batch of attempts with different dimensions.
 */
export const recordDeliveryAttempt = (
  outcome: 'success' | 'failure',
  attempt: number,
  durationMs: number,
): void => {
  const byOutcome = metrics.singleMetric();
  byOutcome.addDimension('outcome', outcome);
  byOutcome.addMetric('DeliveryAttempts', MetricUnit.Count, 1);
  const byAttempt = metrics.singleMetric();
  byAttempt.addDimension('attempt', String(attempt));
  byAttempt.addMetric('DeliveryAttemptsByNumber', MetricUnit.Count, 1);
  metrics.addMetric('DeliveryLatency', MetricUnit.Milliseconds, durationMs);
};

/** A delivery whose last attempt failed (no retry left). */
export const recordDeliveryExhausted = (): void => {
  metrics.addMetric('DeliveriesExhausted', MetricUnit.Count, 1);
};

/** An endpoint the delivery consumer disabled after days of failures. */
export const recordEndpointAutoDisabled = (): void => {
  metrics.addMetric('WebhookEndpointsAutoDisabled', MetricUnit.Count, 1);
};

/** Carts the abandonment sweep flipped in one run. */
export const recordAbandonedCarts = (count: number): void => {
  metrics.addMetric('AbandonedCarts', MetricUnit.Count, count);
};

/**
 * One checkout recovery run: `StuckCompletions` (completions it had to settle or failed to:
 * each is a completion interrupted after its payment step; the alarm reads it) and
 * `RecoveredCompletions` by outcome (confirmed, released, failed).
 */
export const recordRecoveredCompletions = (result: {
  confirmed: number;
  released: number;
  failed: number;
}): void => {
  metrics.addMetric('StuckCompletions', MetricUnit.Count, result.confirmed + result.released + result.failed);
  for (const outcome of ['confirmed', 'released', 'failed'] as const) {
    if (result[outcome] === 0) continue;
    const byOutcome = metrics.singleMetric();
    byOutcome.addDimension('outcome', outcome);
    byOutcome.addMetric('RecoveredCompletions', MetricUnit.Count, result[outcome]);
  }
};

export { MetricUnit };

/** A refund the payment provider failed (the order shows it; the RefundsFailed alarm reads this). */
export const recordRefundFailed = (): void => {
  metrics.addMetric('RefundsFailed', MetricUnit.Count, 1);
};

/**
 * One customer notification attempt (docs/decisions.md §14.4), by outcome: `sent`, `failed` (will
 * be retried; the NotificationsFailing alarm reads it), `undeliverable` (refused for good) or
 * `skipped` (switched off, no contact). One metric each, as a stream batch mixes outcomes.
 */
export const recordNotification = (outcome: 'sent' | 'failed' | 'undeliverable' | 'skipped'): void => {
  const byOutcome = metrics.singleMetric();
  byOutcome.addDimension('outcome', outcome);
  byOutcome.addMetric('CustomerNotifications', MetricUnit.Count, 1);
};
