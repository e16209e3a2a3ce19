/**
 * `npm run dev` prints one readable line per log record instead of Powertools' indented JSON
 * (POWERTOOLS_DEV logs through the global console): a request is
 * `12:00:01 GET /api/v1/orders/… 201 35ms req=…`, a webhook attempt
 * `12:00:02 webhook order.created -> https://… 200 attempt 1 12ms`, a customer notification
 * `12:00:03 notification order_shipped email a***@example.com order … -> notifications.jsonl`. Deployed functions keep
 * JSON lines. Metrics' "No application metrics to publish" notice (metrics are off locally)
 * is dropped.
 */
type LogRecord = Record<string, unknown> & { level?: string; message?: string; timestamp?: string };

const DROPPED = /^No application metrics to publish/;
/** Powertools' own fields, not worth a column locally. */
const NOISE = new Set([
  'level',
  'message',
  'timestamp',
  'service',
  'cold_start',
  'function_arn',
  'function_memory_size',
  'function_name',
  'function_request_id',
  'sampling_rate',
  'xray_trace_id',
]);

const time = (timestamp: unknown) =>
  typeof timestamp === 'string' ? timestamp.slice(11, 19) : new Date().toISOString().slice(11, 19);

const rest = (record: LogRecord) =>
  Object.entries(record)
    .filter(([key, value]) => !NOISE.has(key) && value !== undefined)
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' ');

/** The one line for a parsed log record; undefined drops it. */
export const logLine = (record: LogRecord): string | undefined => {
  const message = String(record.message ?? '');
  if (DROPPED.test(message)) return undefined;
  const at = time(record.timestamp);
  if (message === 'request') {
    // The route names the method; the path is logged only when it says more than the route.
    const [routeMethod, routePath] = String(record.routeKey ?? '').split(' ');
    const method = String(record.method ?? routeMethod ?? '-');
    return `${at} ${method} ${String(record.path ?? routePath ?? record.routeKey ?? '')} ${String(record.status)} ${String(record.durationMs)}ms req=${String(record.requestId)}`;
  }
  if (message === 'webhook delivery') {
    const code = record.responseCode ?? String(record.error ?? 'no response');
    return `${at} webhook ${String(record.eventType)} -> ${String(record.url ?? record.webhookId)} ${String(code)} ${String(record.outcome)} attempt ${String(record.attempt)} ${String(record.durationMs)}ms`;
  }
  if (message === 'customer notification') {
    return `${at} notification ${String(record.kind)} ${String(record.channel)} ${String(record.to)} order ${String(record.orderId)} -> ${String(record.via)}`;
  }
  const level = record.level && record.level !== 'INFO' ? `${record.level} ` : '';
  return `${at} ${level}${message}${rest(record) ? ` ${rest(record)}` : ''}`;
};

/** Reformats what the logger writes through console; anything that is not a log record passes as is. */
export const installLogLines = (
  target: Pick<Console, 'info' | 'warn' | 'error' | 'debug' | 'log'> = console,
) => {
  for (const method of ['info', 'warn', 'error', 'debug', 'log'] as const) {
    const original = target[method].bind(target);
    target[method] = (...args: unknown[]) => {
      if (args.length === 1 && typeof args[0] === 'string' && args[0].startsWith('{')) {
        let record: LogRecord | undefined;
        try {
          record = JSON.parse(args[0]) as LogRecord;
        } catch {
          record = undefined;
        }
        if (record && typeof record === 'object' && 'message' in record && 'level' in record) {
          const line = logLine(record);
          if (line !== undefined) original(line);
          return;
        }
      }
      original(...args);
    };
  }
};
