import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * Metrics are EMF lines on stdout; in Lambda CloudWatch turns them into metrics. Load the
 * module with metrics enabled and check a request produces the documented metric.
 */
describe('request metrics', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('emits Requests and Latency by route and status class as EMF', async () => {
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
    vi.resetModules();
    const lines: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    const log = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
      lines.push(args.map(String).join(' '));
    });
    const { recordRequest, metrics } = await import('../../shared/observability.ts');
    recordRequest('GET /api/v1/x', 503, 12);
    metrics.publishStoredMetrics();
    spy.mockRestore();
    log.mockRestore();
    const emf = lines
      .map((l) => l.trim())
      .filter((l) => l.includes('"_aws"'))
      .map((l) => JSON.parse(l));
    const request = emf.find((e) => e.route === 'GET /api/v1/x');
    expect(request).toMatchObject({ statusClass: '5xx', Requests: 1, Latency: 12 });
    expect(request._aws.CloudWatchMetrics[0].Namespace).toBe('StoreCommerce');
  });
});
