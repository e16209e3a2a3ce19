import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding } from '../../../infra/local/compression.ts';
import { createViteAppMount } from '../../../infra/local/vite-app.ts';

/**
 * `npm run dev` serves the dashboard's and the storefront's builds compressed, as CloudFront does
 * deployed (docs/decisions.md §13.9): brotli or gzip by Accept-Encoding, with `Vary`.
 */
const root = mkdtempSync(join(tmpdir(), 'vite-app-'));
const dist = join(root, 'dist');
// A bundle-like script: repetitive text, as minified JavaScript is.
const script = Buffer.from(
  Array.from({ length: 2000 }, (_, i) => `export const value${i} = () => ({ id: ${i}, name: "item" });`).join(
    '\n',
  ),
);
let server: Server;
let port = 0;

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(dist, 'assets', 'logo-abc123.png'), Buffer.alloc(4096, 7));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>shop</title>');
  const mount = createViteAppMount(
    { name: 'shop', root, dist, extraSources: [] },
    { headers: { 'x-content-type-options': 'nosniff' } },
  );
  server = createServer((req, res) => void mount.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

/** The raw answer (fetch would decode it). */
const raw = (path: string, acceptEncoding?: string) =>
  new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    get(
      { host: '127.0.0.1', port, path, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      },
    ).on('error', reject);
  });

describe('the dev server compresses static assets', () => {
  it('answers a script in brotli to a browser that takes it, smaller, with Vary', async () => {
    const answer = await raw('/shop/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.body.length).toBeLessThan(script.length / 4);
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(brotliDecompressSync(answer.body).equals(script)).toBe(true);
    // Made once, served again from memory.
    expect((await raw('/shop/assets/index-abc123.js', 'br')).body.equals(answer.body)).toBe(true);
  });

  it('answers gzip where brotli is not taken, and the file as it is where neither is', async () => {
    const gzipped = await raw('/shop/assets/index-abc123.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.body.length).toBeLessThan(script.length / 4);
    expect(gunzipSync(gzipped.body).equals(script)).toBe(true);

    const plain = await raw('/shop/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.equals(script)).toBe(true);
    expect((await raw('/shop/assets/index-abc123.js', 'br;q=0, gzip;q=0')).headers['content-encoding']).toBe(
      undefined,
    );
  });

  it('leaves images and tiny files alone', async () => {
    const image = await raw('/shop/assets/logo-abc123.png', 'br, gzip');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.length).toBe(4096);
    const page = await raw('/shop/cart', 'br, gzip');
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.body.toString()).toContain('<title>shop</title>');
  });

  it('reads Accept-Encoding weights', () => {
    expect(chooseEncoding('gzip, br')).toBe('br');
    expect(chooseEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*, br;q=0')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});
