import { Logger } from '@aws-lambda-powertools/logger';
import { config } from './config.ts';
import { CompactLogFormatter } from './log-format.ts';

/**
 * One structured JSON logger per process (Powertools). Nothing logs a full API key,
 * webhook secret, OTP or JWT: callers log ids and last4 only.
 */
export const logger = new Logger({
  serviceName: config().serviceName,
  logLevel: (process.env.LOG_LEVEL ?? process.env.POWERTOOLS_LOG_LEVEL ?? 'INFO') as 'INFO',
  logFormatter: new CompactLogFormatter(),
});
