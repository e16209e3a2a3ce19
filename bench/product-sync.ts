/**
 * `node --import tsx bench/product-sync.ts`: how long `POST /api/v1/products/sync` takes at the
 * documented limits (100 products x 100 variants, ~790 KB), through the local runtime's HTTP
 * server against an in-memory DynamoDB Local, with the runtime's background workers running as
 * in `npm run dev`. Three requests in a row on one store:
 *  - create: every product and variant is new;
 *  - update: the same request again (every product and variant exists);
 *  - rename: new product titles and stock, with half of each product's variants left out of the
 *    request (their copies of the product's title are refreshed too).
 * Deployed HTTP functions stop at 10 s; the figure to watch is each request's wall time.
 *
 * Markdown on stdout; `BENCH_PRODUCT_SYNC_JSON=<file>` also writes the figures as JSON.
 * `BENCH_PRODUCT_SYNC_RUNS=n` repeats the three requests on n fresh stores (default 1).
 * `npm run bench` can call `benchProductSync(runtime)` with its own runtime instead.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LocalRuntime } from '../infra/local/runtime.ts';
import { markdownTable } from './stats.ts';

export const PRODUCTS = 100;
export const VARIANTS = 100;

export interface ProductSyncFigure {
  request: string;
  bodyKB: number;
  status: number;
  /** Requests sent: a 503 (out of time) is retried with the same body, as a client would. */
  attempts: number;
  attemptMs: string;
  wallMs: number;
  created: number | null;
  updated: number | null;
}

/** A catalogue at the limits, about the size of the request the limits were measured with (~790 KB). */
export const catalogue = (prefix: string, round: 'create' | 'update' | 'rename') => ({
  products: Array.from({ length: PRODUCTS }, (_, p) => ({
    externalId: `${prefix}-p${p}`,
    title: round === 'rename' ? `Renamed product ${p}` : `Product ${p} of the bench catalogue`,
    imageUrl: `https://images.example.com/${prefix}/p${p}.jpg`,
    variants: Array.from({ length: round === 'rename' ? VARIANTS / 2 : VARIANTS }, (_, v) => ({
      externalVariantId: `${prefix}-${p}-${v}`,
      title: `V${v}`,
      price: 19 + v,
      inventoryQuantity: round === 'rename' ? 7 : 100 + v,
    })),
  })),
});

export const benchProductSync = async (runtime: LocalRuntime, runs = 1): Promise<ProductSyncFigure[]> => {
  const url = `http://127.0.0.1:${runtime.api.port}/api/v1/products/sync`;
  const figures: ProductSyncFigure[] = [];
  for (let run = 0; run < runs; run++) {
    const prefix = `${Date.now().toString(36).slice(-3)}${run}`;
    for (const round of ['create', 'update', 'rename'] as const) {
      const body = JSON.stringify(catalogue(prefix, round));
      // A client retries a 503 (Retry-After) with the same request: the figure is the total.
      const started = performance.now();
      let attempts = 0;
      let status = 0;
      let json: { data?: { created: number; updated: number }; message?: string } = {};
      const firstTry: number[] = [];
      while (attempts < 10) {
        attempts++;
        const t0 = performance.now();
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'x-api-key': runtime.demo.secretKey, 'content-type': 'application/json' },
          body,
          signal: AbortSignal.timeout(120_000),
        });
        json = (await response.json()) as typeof json;
        status = response.status;
        firstTry.push(Math.round(performance.now() - t0));
        if (status !== 503) break;
      }
      const wallMs = Math.round(performance.now() - started);
      if (status !== 200) console.error(`${round}: ${status} ${json.message ?? ''}`);
      figures.push({
        request: `${round} (${round === 'rename' ? VARIANTS / 2 : VARIANTS} variants listed)`,
        status,
        attempts,
        attemptMs: firstTry.join(' + '),
        bodyKB: Math.round(Buffer.byteLength(body) / 1024),
        wallMs,
        created: json.data?.created ?? null,
        updated: json.data?.updated ?? null,
      });
    }
  }
  return figures;
};

export const productSyncSection = (figures: ProductSyncFigure[]): string =>
  [
    `## Product sync at the limits (${PRODUCTS} products x ${VARIANTS} variants; deployed deadline 10 s)`,
    markdownTable(
      ['request', 'body KB', 'final status', 'attempts', 'ms per attempt', 'total ms', 'created', 'updated'],
      figures.map((f) => [
        f.request,
        f.bodyKB,
        f.status,
        f.attempts,
        f.attemptMs,
        f.wallMs,
        f.created ?? '-',
        f.updated ?? '-',
      ]),
    ),
  ].join('\n\n');

if (import.meta.filename === process.argv[1]) {
  const dataDir = mkdtempSync(join(tmpdir(), 'commerce-bench-sync-'));
  process.env.DATA_DIR = dataDir;
  process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
  const { freePort, startDynamoDbLocal } = await import('../infra/local/dynamodb-local.ts');
  const { applyLocalDefaults } = await import('../infra/local/environment.ts');
  process.env.PORT = String(await freePort());
  applyLocalDefaults();
  const { startLocalRuntime } = await import('../infra/local/runtime.ts');
  const dynamo = await startDynamoDbLocal();
  process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;
  const runtime = await startLocalRuntime();
  try {
    const figures = await benchProductSync(runtime, Number(process.env.BENCH_PRODUCT_SYNC_RUNS ?? 1));
    console.log(productSyncSection(figures));
    if (process.env.BENCH_PRODUCT_SYNC_JSON) {
      writeFileSync(process.env.BENCH_PRODUCT_SYNC_JSON, JSON.stringify(figures, null, 2));
    }
  } finally {
    await runtime.stop();
    await dynamo.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
