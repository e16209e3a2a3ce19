import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * One composition root per function (docs/decisions.md §10.4): under shared/ only four
 * infrastructure files read the process configuration, lint refuses it anywhere else, and no
 * module swaps a port through a setter.
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const SHARED = join(ROOT, 'shared');

const sharedSources = (dir: string = SHARED): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sharedSources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [relative(ROOT, path)] : [];
  });

const CONFIG_READERS = [
  'shared/db/dynamo-client.ts',
  'shared/http/handler.ts',
  'shared/http/token-verifiers.ts',
  'shared/logger.ts',
  'shared/observability.ts',
];

const IMPORTS_CONFIG = /\bfrom\s*['"](?:\.\.?\/)+(?:[\w-]+\/)*config\.ts['"]/;

describe('composition roots', () => {
  const sources = sharedSources();

  it('only the infrastructure exceptions under shared/ import the configuration', () => {
    expect(sources.length).toBeGreaterThan(100);
    const readers = sources.filter(
      (file) => file !== 'shared/config.ts' && IMPORTS_CONFIG.test(readFileSync(join(ROOT, file), 'utf8')),
    );
    expect(readers.sort()).toEqual(CONFIG_READERS);
  });

  it('no module under shared/ swaps a port through a setter (only the document client, for tests)', () => {
    const setters = sources.flatMap((file) =>
      [...readFileSync(join(ROOT, file), 'utf8').matchAll(/^export const (set[A-Z]\w*)\s*=/gm)].map(
        (match) => `${file}: ${match[1]}`,
      ),
    );
    expect(setters).toEqual(['shared/db/dynamo-client.ts: setDocumentClient']);
  });

  it('lint refuses the configuration in domain code and in other infrastructure, not in the exceptions', async () => {
    const eslint = new ESLint({ cwd: ROOT });
    const configErrors = async (filePath: string, specifier: string) => {
      const [result] = await eslint.lintText(
        `import { config } from '${specifier}';\nexport const c = config;\n`,
        {
          filePath: join(ROOT, filePath),
        },
      );
      return result!.messages.filter((message) => message.message.includes('Domain code takes its settings'))
        .length;
    };
    expect(await configErrors('shared/orders/example.ts', '../config.ts')).toBe(1);
    expect(await configErrors('shared/webhooks/delivery/dynamo-example.ts', '../../config.ts')).toBe(1);
    expect(await configErrors('shared/db/example.ts', '../config.ts')).toBe(1);
    expect(await configErrors('shared/example.ts', './config.ts')).toBe(1);
    expect(await configErrors('shared/http/handler.ts', '../config.ts')).toBe(0);
    expect(await configErrors('functions/compose/order-service.ts', '../../shared/config.ts')).toBe(0);
  });
});
