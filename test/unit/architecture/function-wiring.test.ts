import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { perContainer } from '../../../functions/compose/lifetime.ts';

/**
 * One composition home per function, one lifetime (docs/architecture.md, Conventions and
 * Lifetimes): each function's services are built in its wiring.ts, once per container through
 * perContainer; handler.ts reads config() at most once, to hand it to its wiring; what several
 * functions assemble lives in functions/compose/; no function imports another function's files.
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const FUNCTIONS = join(ROOT, 'functions');
const COMPOSE = 'compose';

const functionNames = readdirSync(FUNCTIONS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== COMPOSE)
  .map((entry) => entry.name)
  .sort();

const sourcesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

const read = (path: string) => readFileSync(path, 'utf8');
const rel = (path: string) => relative(ROOT, path);

/** Every module specifier a file imports or re-exports (static and dynamic). */
const specifiers = (source: string): string[] =>
  [
    ...source.matchAll(/\b(?:import|export)\s[^'"]*?\bfrom\s*['"]([^'"]+)['"]/g),
    ...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1]!);

/** The names a file imports from `./wiring.ts`. */
const wiringImports = (source: string): string[] =>
  [...source.matchAll(/\bimport\s*\{([^}]*)\}\s*from\s*['"]\.\/wiring\.ts['"]/g)].flatMap((match) =>
    match[1]!
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type ')),
  );

/** Calls that build a service or adapter: `createX(`, `dynamoX(`, `perContainer(`, not a method call. */
const BUILDS = /(?<![.\w])(create[A-Z]\w*|dynamo[A-Z]\w*|documentClient|perContainer)\(/g;
/** The handler factories (createHttpHandler, createXHandler) are what a handler is made of. */
const isHandlerFactory = (name: string) => /^create\w*Handler$/.test(name);

/** What a handler.ts does that its wiring.ts should: the offences, one line each. */
export const handlerOffences = (source: string): string[] => {
  const offences: string[] = [];
  for (const specifier of specifiers(source)) {
    if (specifier.startsWith('../compose/')) offences.push(`imports ${specifier} (go through ./wiring.ts)`);
    if (specifier.endsWith('/db/dynamo-client.ts')) offences.push(`imports ${specifier} (the wiring's)`);
  }
  for (const match of source.matchAll(BUILDS)) {
    if (!isHandlerFactory(match[1]!)) offences.push(`builds ${match[1]}(...) (the wiring's job)`);
  }
  if (/\?\?=/.test(source) || /^let\s/m.test(source))
    offences.push('keeps a cache (lifetimes are the wiring’s)');
  const reads = [...source.matchAll(/(?<![.\w])config\(\)/g)];
  if (reads.length > 1) offences.push(`reads config() ${reads.length} times (once, handed to the wiring)`);
  const wired = wiringImports(source);
  for (const read of reads) {
    const callee = /(\w+)\(\s*$/.exec(source.slice(0, read.index))?.[1];
    if (!callee || !wired.includes(callee)) offences.push('reads config() but not to hand it to its wiring');
  }
  return offences;
};

/** A file of functions/<own>/ (or compose/, own = 'compose') importing another function's files. */
export const crossFunctionImports = (source: string, own: string): string[] =>
  specifiers(source).filter((specifier) => {
    const folder = /^\.\.\/([\w-]+)\//.exec(specifier)?.[1];
    if (own === COMPOSE) return folder !== undefined && folder !== COMPOSE && !specifier.startsWith('../../');
    return folder !== undefined && folder !== own && folder !== COMPOSE;
  });

describe('every function has one composition root', () => {
  it('each folder under functions/ (but compose/) has a handler.ts and a wiring.ts', () => {
    expect(functionNames.length).toBeGreaterThan(25);
    const missing = functionNames.flatMap((name) =>
      ['handler.ts', 'wiring.ts']
        .filter((file) => !existsSync(join(FUNCTIONS, name, file)))
        .map((file) => `functions/${name}/${file}`),
    );
    expect(missing).toEqual([]);
  });

  it('no handler.ts builds services, keeps a cache or reads config() but to hand it to its wiring', () => {
    const offences = functionNames.flatMap((name) =>
      handlerOffences(read(join(FUNCTIONS, name, 'handler.ts'))).map((offence) => `${name}: ${offence}`),
    );
    expect(offences).toEqual([]);
  });

  it('a wiring.ts takes its settings from its handler: it never reads config() itself', () => {
    const readers = functionNames.filter((name) =>
      /\bimport\s*\{[^}]*\bconfig\b[^}]*\}\s*from\s*['"][./]*shared\/config\.ts['"]/.test(
        read(join(FUNCTIONS, name, 'wiring.ts')),
      ),
    );
    expect(readers).toEqual([]);
  });

  it('no function imports another function’s files, and compose/ imports no function', () => {
    const offences = [...functionNames, COMPOSE].flatMap((name) =>
      sourcesUnder(join(FUNCTIONS, name)).flatMap((file) =>
        crossFunctionImports(read(file), name).map((specifier) => `${rel(file)} imports ${specifier}`),
      ),
    );
    expect(offences).toEqual([]);
  });

  it('one lifetime: no module under functions/ keeps its own cache (perContainer does, functions/compose/lifetime.ts)', () => {
    const caches = sourcesUnder(FUNCTIONS)
      .filter((file) => rel(file) !== 'functions/compose/lifetime.ts')
      .filter((file) => /\?\?=|^\s*let\s+\w+\s*:[^=]*\|\s*undefined\s*;/m.test(read(file)))
      .map(rel);
    expect(caches).toEqual([]);
  });

  it('no assembler lives in shared/: nothing there imports functions/', () => {
    const offences = sourcesUnder(join(ROOT, 'shared'))
      .filter((file) => specifiers(read(file)).some((specifier) => /(^|\/)functions\//.test(specifier)))
      .map(rel);
    expect(offences).toEqual([]);
  });
});

describe('the checks catch what they are for', () => {
  it('a handler that builds an adapter, reads config() twice or imports compose/ is caught', () => {
    const offending = [
      "import { config } from '../../shared/config.ts';",
      "import { documentClient } from '../../shared/db/dynamo-client.ts';",
      "import { orderService } from '../compose/order-service.ts';",
      'let cached: X | undefined;',
      'const repo = () => dynamoOrders(documentClient(), config().tableName);',
      'const other = () => orderService(config());',
    ].join('\n');
    expect(handlerOffences(offending)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('imports ../compose/order-service.ts'),
        expect.stringContaining('imports ../../shared/db/dynamo-client.ts'),
        expect.stringContaining('builds dynamoOrders'),
        expect.stringContaining('builds documentClient'),
        expect.stringContaining('keeps a cache'),
        expect.stringContaining('reads config() 2 times'),
        'reads config() but not to hand it to its wiring',
      ]),
    );
  });

  it('a handler that hands config() once to its wiring passes', () => {
    const clean = [
      "import { config } from '../../shared/config.ts';",
      "import { createHttpHandler } from '../../shared/http/handler.ts';",
      "import { orderServices, type RefundSchedulerOf } from './wiring.ts';",
      'const services = () => orderServices(config());',
      'export const createOrdersHandler = () => createHttpHandler({ x: services().orders.createOrder(1) });',
    ].join('\n');
    expect(handlerOffences(clean)).toEqual([]);
  });

  it('an import of another function is caught; compose/ and shared/ are not', () => {
    const source = [
      "import { a } from '../checkout/wiring.ts';",
      "import { b } from '../compose/checkout.ts';",
      "import { c } from '../../shared/config.ts';",
      "import { d } from './wiring.ts';",
    ].join('\n');
    expect(crossFunctionImports(source, 'carts')).toEqual(['../checkout/wiring.ts']);
    expect(crossFunctionImports("import { e } from '../carts/wiring.ts';", COMPOSE)).toEqual([
      '../carts/wiring.ts',
    ]);
  });
});

describe('perContainer: the one lifetime', () => {
  it('builds on first use, then serves the same value while its arguments are the same', () => {
    const build = vi.fn((settings: { tableName: string }) => ({ table: settings.tableName }));
    const services = perContainer(build);
    expect(build).not.toHaveBeenCalled();
    const settings = { tableName: 't1' };
    const first = services(settings);
    expect(services(settings)).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('builds anew on other settings (a test that resets the configuration), and again after a failed build', () => {
    let fail = true;
    const services = perContainer((settings: { tableName: string }) => {
      if (fail) throw new Error('WEBHOOK_QUEUE_URL is not set');
      return { table: settings.tableName };
    });
    expect(() => services({ tableName: 't1' })).toThrow('WEBHOOK_QUEUE_URL is not set');
    fail = false;
    expect(services({ tableName: 't1' })).toEqual({ table: 't1' });
    expect(services({ tableName: 't2' })).toEqual({ table: 't2' });
  });
});
