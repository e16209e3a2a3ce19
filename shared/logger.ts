import { Logger } from '@aws-lambda-powertools/logger';
import { config } from './config.ts';
import { CompactLogFormatter } from './log-format.ts';

/**
 * One structured JSON logger per process (Powertools). Nothing logs a full API key,
 * webhook secret, OTP or JWT: callers log ids and last4 only, and `redact` masks
 * anything that looks like a secret before it is logged as free text.
 */
export const logger = new Logger({
  serviceName: config().serviceName,
  logLevel: (process.env.LOG_LEVEL ?? process.env.POWERTOOLS_LOG_LEVEL ?? 'INFO') as 'INFO',
  logFormatter: new CompactLogFormatter(),
});

const SECRET_PATTERNS: RegExp[] = [
  /\b(pk|sk)_(test|live)_[A-Za-z0-9]{4,}/g,
  /\bwhsec_[A-Za-z0-9+/=]{4,}/g,
  /\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/g,
];

export const redact = (text: string): string =>
  SECRET_PATTERNS.reduce(
    (acc, pattern) =>
      acc.replace(pattern, (match) => {
        const prefix = match.startsWith('eyJ') ? 'jwt' : match.slice(0, match.indexOf('_', 3) + 1);
        return `${prefix}****${match.slice(-4)}`;
      }),
    text,
  );
