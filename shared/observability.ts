import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import { Tracer } from '@aws-lambda-powertools/tracer';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { MiddlewareObj } from '@middy/core';
import { config } from './config.ts';
import { logger } from './logger.ts';

/**
 * One place for logger, metrics (CloudWatch EMF) and tracer (X-Ray). Outside Lambda
 * (POWERTOOLS_DEV, set by the local runtime) metrics are not emitted and tracing is off.
 */
export const METRICS_NAMESPACE = 'StoreCommerce';

export const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: config().serviceName });
export const tracer = new Tracer({ serviceName: config().serviceName });

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

export { MetricUnit };
