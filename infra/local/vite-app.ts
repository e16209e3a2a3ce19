import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, resolve, sep } from 'node:path';
import type { LocalMount } from './api-server.ts';
import { chooseEncoding, createCompressionCache, isCompressible } from './compression.ts';

/**
 * A Vite app of this repository (the dashboard, the storefront) on `npm run dev`: built on start
 * when its sources changed (a hash of them is kept next to the build), then served under its
 * prefix on the API's port with the security headers it has deployed, compressed as CloudFront
 * compresses it, client-side routing included (any path that is not a file is the app's index.html).
 */
export const REPO_ROOT = resolve(import.meta.dirname, '../..');
const HASH_FILE = '.source-hash';

export interface ViteApp {
  /** `dashboard`, `storefront`: the folder under the repository root. */
  name: string;
  root: string;
  dist: string;
  /** Files outside the app's folder whose change changes its build (shared types, this recipe). */
  extraSources: string[];
}

export const viteApp = (name: string, extraSources: string[]): ViteApp => {
  const root = join(REPO_ROOT, name);
  return {
    name,
    root,
    dist: join(root, 'dist'),
    extraSources: [
      ...extraSources,
      'package-lock.json',
      // The build recipe too: a change to how it builds must rebuild.
      'infra/local/vite-app.ts',
    ].map((file) => join(REPO_ROOT, file)),
  };
};

const sourceFiles = (app: ViteApp): string[] => {
  const files: string[] = [];
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'dist' && entry.name !== 'node_modules' && !entry.name.startsWith('.')) walk(path);
      } else files.push(path);
    }
  };
  walk(app.root);
  for (const extra of app.extraSources) {
    if (existsSync(extra) && statSync(extra).isDirectory()) walk(extra);
    else files.push(extra);
  }
  return [...new Set(files)].sort();
};

export const viteAppSourceHash = (app: ViteApp): string => {
  const hash = createHash('sha256');
  for (const file of sourceFiles(app))
    hash.update(relative(REPO_ROOT, file)).update('\0').update(readFileSync(file));
  return hash.digest('hex');
};

const builtHash = (app: ViteApp): string | null => {
  try {
    return readFileSync(join(app.dist, HASH_FILE), 'utf8').trim();
  } catch {
    return null;
  }
};

/**
 * Builds `<app>/dist` unless it matches the sources. The build goes to a directory of its own
 * and is swapped in whole, so a server reading the old build (or a second process building at
 * the same time) never sees half a build.
 */
export const ensureViteAppBuilt = async (app: ViteApp): Promise<{ built: boolean; ms: number }> => {
  const started = Date.now();
  const hash = viteAppSourceHash(app);
  if (builtHash(app) === hash) return { built: false, ms: Date.now() - started };
  const { build } = await import('vite');
  const staging = join(app.root, `.dist-${process.pid}-${Date.now()}`);
  // A production build whatever the caller's NODE_ENV (vitest sets `test`, which would ship React's
  // development build: ~60 KB more gzipped, and not what is deployed).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: join(app.root, 'vite.config.ts'),
      build: { outDir: staging, emptyOutDir: true },
      logLevel: 'error',
    });
    writeFileSync(join(staging, HASH_FILE), hash);
    const previous = `${app.dist}.old-${process.pid}`;
    if (existsSync(app.dist)) renameSync(app.dist, previous);
    renameSync(staging, app.dist);
    rmSync(previous, { recursive: true, force: true });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
    rmSync(staging, { recursive: true, force: true });
  }
  return { built: true, ms: Date.now() - started };
};

/** The gzipped size of what a first visit downloads: the files index.html names, by extension. */
export const firstLoadFiles = (app: ViteApp): string[] => {
  const html = readFileSync(join(app.dist, 'index.html'), 'utf8');
  return [...html.matchAll(new RegExp(`(?:src|href)="/${app.name}/([^"]+)"`, 'g'))].map((m) => m[1]!);
};

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

export interface ViteAppMountOptions {
  /** Headers on every answer (CSP and friends). */
  headers: Record<string, string>;
  /**
   * Answers computed at run time (the runtime config): a path inside the prefix (`config.json`)
   * to a JSON body, or null for 404.
   */
  runtimeJson?: (inner: string, url: URL) => unknown | null | undefined | Promise<unknown | null | undefined>;
}

export const createViteAppMount = (app: ViteApp, options: ViteAppMountOptions): LocalMount => {
  const prefix = `/${app.name}`;
  const compressed = createCompressionCache();
  const send = (res: ServerResponse, status: number, type: string, body: string | Buffer, cache: string) => {
    res.writeHead(status, { ...options.headers, 'content-type': type, 'cache-control': cache });
    res.end(body);
  };
  /** A file of the build: compressed when the browser accepts it and it is worth it. */
  const sendFile = async (
    req: IncomingMessage,
    res: ServerResponse,
    file: string,
    type: string,
    cache: string,
  ) => {
    const { mtimeMs } = statSync(file);
    const body = await readFile(file);
    const headers: Record<string, string> = {
      ...options.headers,
      'content-type': type,
      'cache-control': cache,
    };
    if (!isCompressible(type, body.length)) {
      res.writeHead(200, headers);
      return res.end(body);
    }
    // Caches (the browser's, a proxy's) must keep one copy per encoding.
    headers.vary = 'Accept-Encoding';
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    if (!encoding) {
      res.writeHead(200, headers);
      return res.end(body);
    }
    const encoded = await compressed(`${file} ${mtimeMs}`, body, encoding);
    res.writeHead(200, {
      ...headers,
      'content-encoding': encoding,
      'content-length': String(encoded.length),
    });
    return res.end(encoded);
  };
  const serve = async (req: IncomingMessage, res: ServerResponse): Promise<unknown> => {
    const url = new URL(req.url ?? '/', 'http://local');
    const { pathname } = url;
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return send(res, 405, 'text/plain; charset=utf-8', 'Method not allowed', 'no-store');
    if (pathname === prefix) {
      res.writeHead(308, { location: `${prefix}/` });
      return res.end();
    }
    const inner = decodeURIComponent(pathname.slice(prefix.length + 1));
    const runtime = await options.runtimeJson?.(inner, url);
    if (runtime === null)
      return send(res, 404, CONTENT_TYPES['.json']!, '{"message":"Not found"}', 'no-store');
    if (runtime !== undefined)
      return send(res, 200, CONTENT_TYPES['.json']!, JSON.stringify(runtime), 'no-store');
    const file = resolve(app.dist, inner);
    const inside = file.startsWith(app.dist + sep) && !inner.startsWith('.');
    if (inside && existsSync(file) && statSync(file).isFile()) {
      const hashed = inner.startsWith('assets/');
      return sendFile(
        req,
        res,
        file,
        CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
        hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    }
    // A missing asset is a 404; any other path is a page of the app (client-side routing).
    if (inner.startsWith('assets/') || extname(inner))
      return send(res, 404, 'text/plain; charset=utf-8', 'Not found', 'no-store');
    const index = join(app.dist, 'index.html');
    if (!existsSync(index))
      return send(res, 503, 'text/plain; charset=utf-8', `The ${app.name} is not built yet.`, 'no-store');
    return sendFile(req, res, index, CONTENT_TYPES['.html']!, 'no-cache');
  };
  return {
    owns: (pathname) => pathname === prefix || pathname.startsWith(`${prefix}/`),
    async handle(req: IncomingMessage, res: ServerResponse) {
      await serve(req, res);
    },
  };
};
