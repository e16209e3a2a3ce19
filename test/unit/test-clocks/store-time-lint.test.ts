import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Store time is read through a Clock, so a test-mode store can run on its test clock
 * (docs/decisions.md §8.14): lint refuses `Date.now()` and `new Date()` in server code, except in
 * the files that must stay on real time (eslint.config.js REAL_TIME_FILES).
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: ROOT });

const clockErrors = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, filePath) });
  return result!.messages.filter((message) => message.message.includes('Read time through a Clock'));
};

describe('store time goes through a Clock', () => {
  it('refuses Date.now() and new Date() in store code, allows a Date of a given time', async () => {
    const code = [
      'export const a = Date.now();',
      'export const b = new Date();',
      'export const c = Date.now;',
      "export const d = new Date('2025-01-01T00:00:00Z');",
      'export const e = (ms: number) => new Date(ms);',
      '',
    ].join('\n');
    for (const file of [
      'shared/carts/example.ts',
      'shared/orders/example.ts',
      'functions/carts/example.ts',
    ]) {
      expect((await clockErrors(file, code)).map((message) => message.line)).toEqual([1, 2, 3]);
    }
  }, 30_000);

  it('lets the real-time files read real time', async () => {
    expect(await clockErrors('shared/http/middleware.ts', 'export const a = Date.now();\n')).toEqual([]);
    expect(await clockErrors('shared/carts/example.test.ts', 'export const a = Date.now();\n')).toEqual([]);
  }, 30_000);
});
