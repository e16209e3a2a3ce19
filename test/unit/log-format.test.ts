import { Logger } from '@aws-lambda-powertools/logger';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompactLogFormatter } from '../../shared/log-format.ts';
import { localLambdaContext } from '../../shared/util/lambda-context.ts';

/** Lines as the deployed function writes them (one JSON object each). */
const linesOf = (logger: Logger, write: (logger: Logger) => void): Record<string, unknown>[] => {
  const lines: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  const log = vi.spyOn(console, 'info').mockImplementation((...args: unknown[]) => {
    lines.push(args.map(String).join(' '));
  });
  try {
    write(logger);
  } finally {
    spy.mockRestore();
    log.mockRestore();
  }
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
};

describe('compact log lines (docs/decisions.md §11.8)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('keeps level, message, time and Lambda request id; drops what the log group says', () => {
    vi.stubEnv('POWERTOOLS_LOG_LEVEL', 'INFO');
    vi.stubEnv('_X_AMZN_TRACE_ID', 'Root=1-abc-def;Parent=1;Sampled=0');
    const logger = new Logger({
      serviceName: 'svc',
      logLevel: 'INFO',
      logFormatter: new CompactLogFormatter(),
    });
    const context = localLambdaContext('store');
    logger.addContext(context);
    const [line] = linesOf(logger, (l) => l.info('request', { routeKey: 'GET /x', status: 200 }));
    // cold_start appears on a cold start only (true): Powertools knows it once per process.
    const { cold_start: coldStart, ...rest } = line!;
    expect([undefined, true]).toContain(coldStart);
    expect(Object.keys(rest).sort()).toEqual(
      ['function_request_id', 'level', 'message', 'routeKey', 'status', 'timestamp'].sort(),
    );
    expect(line).toMatchObject({ function_request_id: context.awsRequestId });
    // Never cold_start: false; a sampled trace's id is kept.
    vi.stubEnv('_X_AMZN_TRACE_ID', 'Root=1-abc-def;Parent=1;Sampled=1');
    logger.addContext(context);
    const [warm] = linesOf(logger, (l) => l.info('request'));
    expect(warm).not.toHaveProperty('cold_start');
    expect(warm).not.toHaveProperty('service');
    expect(warm).not.toHaveProperty('function_arn');
    expect(warm!.xray_trace_id).toBe('1-abc-def');
  });
});
