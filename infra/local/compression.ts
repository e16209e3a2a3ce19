import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * Compression of the static files `npm run dev` serves (the dashboard's and the storefront's
 * builds), as CloudFront compresses them deployed: brotli when the browser takes it, else gzip,
 * else the file as it is (docs/decisions.md §13.9).
 */
type ContentEncoding = 'br' | 'gzip';

/** Text types worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /^(?:text\/|application\/json|image\/svg\+xml)/;

/** Below this, headers cost more than compression saves (CloudFront's own floor is 1,000 bytes). */
const MIN_BYTES = 1024;

export const isCompressible = (contentType: string, bytes: number): boolean =>
  bytes >= MIN_BYTES && COMPRESSIBLE.test(contentType);

/**
 * The encoding to answer with for an `Accept-Encoding` header: `br` before `gzip` (smaller), either
 * refused by `;q=0`, `*` standing for both; null for the identity.
 */
export const chooseEncoding = (acceptEncoding: string | undefined): ContentEncoding | null => {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: ContentEncoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const)
    .filter((name) => weight(name) > 0)
    .sort((a, b) => weight(b) - weight(a))[0];
  return best ?? null;
};

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const compress = (body: Buffer, encoding: ContentEncoding): Promise<Buffer> =>
  encoding === 'br'
    ? brotli(body, {
        params: {
          // Quality 9 of 11: within a few per cent of the smallest, several times faster to make.
          [constants.BROTLI_PARAM_QUALITY]: 9,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipped(body, { level: 9 });

/**
 * Compressed bodies kept per file and encoding, made once: hashed assets never change, and a
 * rebuilt `index.html` has a new modification time, which is part of the key.
 */
export const createCompressionCache = () => {
  const kept = new Map<string, Promise<Buffer>>();
  return (key: string, body: Buffer, encoding: ContentEncoding): Promise<Buffer> => {
    const id = `${encoding} ${key}`;
    let found = kept.get(id);
    if (!found) {
      found = compress(body, encoding);
      // A failure is not kept: the next request tries again.
      found.catch(() => kept.delete(id));
      kept.set(id, found);
    }
    return found;
  };
};
