import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, resolve, sep } from 'node:path';
import type { DashboardRuntimeConfig } from '../../dashboard/src/runtime-config.ts';
import { dashboardContentSecurityPolicy } from '../dashboard-csp.ts';
import { ADMIN_SCOPE, localOwnerIdentity } from './oidc-identity.ts';
import type { LocalMount } from './api-server.ts';

/**
 * The store-owner dashboard on `npm run dev`, at /dashboard/ on the API's port (same origin as
 * the API and the OpenID provider, as behind CloudFront). The production build is served, with
 * the same security headers as deployed; it is rebuilt on start when its sources changed (a
 * hash of them is kept next to the build), so a fresh clone needs nothing but `npm run dev`.
 */
const REPO_ROOT = resolve(import.meta.dirname, '../..');
export const DASHBOARD_ROOT = join(REPO_ROOT, 'dashboard');
export const DASHBOARD_DIST = join(DASHBOARD_ROOT, 'dist');
const HASH_FILE = '.source-hash';
const PREFIX = '/dashboard';

/** Files whose change changes the build: the app, its config, and the API types and errors it imports. */
const sourceFiles = (): string[] => {
  const files: string[] = [];
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'dist' && entry.name !== 'node_modules' && !entry.name.startsWith('.')) walk(path);
      } else files.push(path);
    }
  };
  walk(DASHBOARD_ROOT);
  // The build recipe (this file) too: a change to how it builds must rebuild.
  files.push(
    join(REPO_ROOT, 'sdk/src/errors.ts'),
    join(REPO_ROOT, 'shared/orders/status-table.ts'),
    join(REPO_ROOT, 'package-lock.json'),
    join(REPO_ROOT, 'infra/local/dashboard.ts'),
  );
  return files.sort();
};

export const dashboardSourceHash = (): string => {
  const hash = createHash('sha256');
  for (const file of sourceFiles())
    hash.update(relative(REPO_ROOT, file)).update('\0').update(readFileSync(file));
  return hash.digest('hex');
};

const builtHash = (): string | null => {
  try {
    return readFileSync(join(DASHBOARD_DIST, HASH_FILE), 'utf8').trim();
  } catch {
    return null;
  }
};

/**
 * Builds dashboard/dist unless it matches the sources. The build goes to a directory of its own
 * and is swapped in whole, so a server reading the old build (or a second process building at
 * the same time) never sees half a build.
 */
export const ensureDashboardBuilt = async (): Promise<{ built: boolean; ms: number }> => {
  const started = Date.now();
  const hash = dashboardSourceHash();
  if (builtHash() === hash) return { built: false, ms: Date.now() - started };
  const { build } = await import('vite');
  const staging = join(DASHBOARD_ROOT, `.dist-${process.pid}-${Date.now()}`);
  // A production build whatever the caller's NODE_ENV (vitest sets `test`, which would ship React's
  // development build: ~60 KB more gzipped, and not what is deployed).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: join(DASHBOARD_ROOT, 'vite.config.ts'),
      build: { outDir: staging, emptyOutDir: true },
      logLevel: 'error',
    });
    writeFileSync(join(staging, HASH_FILE), hash);
    const previous = `${DASHBOARD_DIST}.old-${process.pid}`;
    if (existsSync(DASHBOARD_DIST)) renameSync(DASHBOARD_DIST, previous);
    renameSync(staging, DASHBOARD_DIST);
    rmSync(previous, { recursive: true, force: true });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
    rmSync(staging, { recursive: true, force: true });
  }
  return { built: true, ms: Date.now() - started };
};

/** The runtime config the local build reads: same origin API, the local OpenID provider. */
export const localDashboardConfig = (port: number): DashboardRuntimeConfig => {
  const identity = localOwnerIdentity(port);
  return {
    apiBaseUrl: '',
    oidc: {
      authority: identity.issuer,
      clientId: identity.clientId,
      scope: `openid email ${ADMIN_SCOPE}`,
      resource: identity.audience,
    },
    environment: 'local',
  };
};

/** The headers CloudFront adds in front of the deployed dashboard (same CSP), for the same origin here. */
const LOCAL_DASHBOARD_HEADERS: Record<string, string> = {
  'content-security-policy': dashboardContentSecurityPolicy(),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
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

export const createDashboardMount = (deps: { port: number }): LocalMount => {
  const config = JSON.stringify(localDashboardConfig(deps.port));
  const send = (res: ServerResponse, status: number, type: string, body: string | Buffer, cache: string) => {
    res.writeHead(status, { ...LOCAL_DASHBOARD_HEADERS, 'content-type': type, 'cache-control': cache });
    res.end(body);
  };
  return {
    owns: (pathname) => pathname === PREFIX || pathname.startsWith(`${PREFIX}/`),
    async handle(req: IncomingMessage, res: ServerResponse) {
      await serve(req, res);
    },
  };
  async function serve(req: IncomingMessage, res: ServerResponse): Promise<unknown> {
    const { pathname } = new URL(req.url ?? '/', 'http://local');
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return send(res, 405, 'text/plain; charset=utf-8', 'Method not allowed', 'no-store');
    if (pathname === PREFIX) {
      res.writeHead(308, { location: `${PREFIX}/` });
      return res.end();
    }
    const inner = decodeURIComponent(pathname.slice(PREFIX.length + 1));
    if (inner === 'config.json') return send(res, 200, CONTENT_TYPES['.json']!, config, 'no-store');
    const file = resolve(DASHBOARD_DIST, inner);
    const inside = file.startsWith(DASHBOARD_DIST + sep) && !inner.startsWith('.');
    if (inside && existsSync(file) && statSync(file).isFile()) {
      const hashed = inner.startsWith('assets/');
      return send(
        res,
        200,
        CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
        await readFile(file),
        hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    }
    // A missing asset is a 404; any other path is a page of the app (client-side routing).
    if (inner.startsWith('assets/') || extname(inner))
      return send(res, 404, 'text/plain; charset=utf-8', 'Not found', 'no-store');
    const index = join(DASHBOARD_DIST, 'index.html');
    if (!existsSync(index))
      return send(res, 503, 'text/plain; charset=utf-8', 'The dashboard is not built yet.', 'no-store');
    return send(res, 200, CONTENT_TYPES['.html']!, await readFile(index), 'no-cache');
  }
};
