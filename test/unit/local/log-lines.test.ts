import { expect, it } from 'vitest';
import { installLogLines } from '../../../infra/local/log-lines.ts';

/** What Powertools writes in dev mode: indented JSON, one console call per record. */
const powertools = (record: Record<string, unknown>) =>
  JSON.stringify(
    {
      level: 'INFO',
      timestamp: '2026-11-23T12:00:01.123Z',
      service: 'store-commerce',
      cold_start: true,
      ...record,
    },
    null,
    4,
  );

it('npm run dev prints one line per request and per webhook attempt, drops the empty-metrics notice', () => {
  const printed: string[] = [];
  const sink = (...args: unknown[]) => printed.push(args.map(String).join(' '));
  const target = { info: sink, warn: sink, error: sink, debug: sink, log: sink };
  installLogLines(target);

  target.info(
    powertools({
      message: 'request',
      requestId: 'req-1',
      routeKey: 'POST /api/v1/orders',
      path: '/api/v1/orders',
      status: 201,
      durationMs: 35,
    }),
  );
  // The path is left out when the route and store say it all: the route's path is printed.
  target.info(
    powertools({
      message: 'request',
      requestId: 'req-2',
      routeKey: 'GET /api/v1/sdk/store/{storeId}/branding',
      status: 200,
      durationMs: 4,
      storeId: 's-1',
    }),
  );
  target.info(
    powertools({
      message: 'webhook delivery',
      eventType: 'order.created',
      url: 'https://receiver.example/hooks',
      attempt: 2,
      responseCode: 500,
      outcome: 'retrying',
      durationMs: 12,
    }),
  );
  target.warn(powertools({ level: 'WARN', message: 'No application metrics to publish. The cold-start…' }));
  target.warn(powertools({ level: 'WARN', message: 'Queue refused delivery messages', count: 2 }));
  target.log('plain text passes unchanged');

  expect(printed).toEqual([
    '12:00:01 POST /api/v1/orders 201 35ms req=req-1',
    '12:00:01 GET /api/v1/sdk/store/{storeId}/branding 200 4ms req=req-2',
    '12:00:01 webhook order.created -> https://receiver.example/hooks 500 retrying attempt 2 12ms',
    '12:00:01 WARN Queue refused delivery messages count=2',
    'plain text passes unchanged',
  ]);
});

it('npm run dev prints one line per customer notification (docs/decisions.md §14.3)', () => {
  const printed: string[] = [];
  const sink = (...args: unknown[]) => printed.push(args.map(String).join(' '));
  const target = { info: sink, warn: sink, error: sink, debug: sink, log: sink };
  installLogLines(target);
  target.info(
    powertools({
      message: 'customer notification',
      kind: 'order_shipped',
      channel: 'email',
      to: 'a***@example.com',
      orderId: 'o-1',
      storeId: 's-1',
      mode: 'test',
      via: 'notifications.jsonl',
    }),
  );
  expect(printed).toEqual([
    '12:00:01 notification order_shipped email a***@example.com order o-1 -> notifications.jsonl',
  ]);
});
