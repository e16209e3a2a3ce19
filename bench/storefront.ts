import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureStorefrontBuilt, STOREFRONT_APP } from '../infra/local/storefront.ts';
import { firstLoadFiles } from '../infra/local/vite-app.ts';
import { markdownTable } from './stats.ts';

/**
 * The reference storefront's first load (docs/decisions.md §13.3): the JavaScript and CSS a
 * shopper's first visit downloads, gzipped (the files index.html names; every page but the
 * catalog is a chunk fetched on navigation). Target: JavaScript under 100 KB gzipped.
 */
export const STOREFRONT_FIRST_LOAD_JS_TARGET_KB = 100;

export interface StorefrontFigures {
  firstLoadJsGzipKb: number;
  firstLoadCssGzipKb: number;
}

const gzipKb = (files: string[]) =>
  Math.round(
    (files.reduce(
      (total, file) => total + gzipSync(readFileSync(join(STOREFRONT_APP.dist, file)), { level: 9 }).length,
      0,
    ) /
      1024) *
      10,
  ) / 10;

export const benchStorefront = async (): Promise<StorefrontFigures> => {
  await ensureStorefrontBuilt();
  const files = firstLoadFiles(STOREFRONT_APP);
  return {
    firstLoadJsGzipKb: gzipKb(files.filter((file) => file.endsWith('.js'))),
    firstLoadCssGzipKb: gzipKb(files.filter((file) => file.endsWith('.css'))),
  };
};

export const storefrontSection = (figures: StorefrontFigures) =>
  [
    `## Storefront (target: first-load JavaScript < ${STOREFRONT_FIRST_LOAD_JS_TARGET_KB} KB gzipped)`,
    markdownTable(
      ['first-load JS KB (gzip)', 'target KB', 'first-load CSS KB (gzip)'],
      [[figures.firstLoadJsGzipKb, STOREFRONT_FIRST_LOAD_JS_TARGET_KB, figures.firstLoadCssGzipKb]],
    ),
  ].join('\n');
