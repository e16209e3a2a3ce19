import { LogFormatter, LogItem } from '@aws-lambda-powertools/logger';
import type { LogAttributes, UnformattedAttributes } from '@aws-lambda-powertools/logger/types';

/**
 * Log lines with what an operator reads and nothing the log group already says: no service,
 * function name, ARN or memory size (one log group per function), no sampling rate. Kept: the
 * level, message and time; Lambda's request id (a timeout or crash line names that one);
 * `cold_start` only on a cold start; the X-Ray trace id only when the trace was sampled, so it
 * points at a trace that exists. Log bytes are billed per request (docs/decisions.md §11.8).
 */
export class CompactLogFormatter extends LogFormatter {
  formatAttributes(attributes: UnformattedAttributes, additionalLogAttributes: LogAttributes): LogItem {
    const sampled = process.env._X_AMZN_TRACE_ID?.includes('Sampled=1') ?? false;
    return new LogItem({
      attributes: {
        level: attributes.logLevel,
        message: attributes.message,
        timestamp: this.formatTimestamp(attributes.timestamp),
        cold_start: attributes.lambdaContext?.coldStart || undefined,
        function_request_id: attributes.lambdaContext?.awsRequestId,
        xray_trace_id: sampled ? attributes.xRayTraceId : undefined,
      },
    }).addAttributes(additionalLogAttributes);
  }
}
