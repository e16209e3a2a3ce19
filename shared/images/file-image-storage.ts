import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { ImageStorage, StoredFile } from './ports.ts';

/** Where the dev server takes the upload forms (the local stand-in for the S3 bucket's POST). */
export const LOCAL_UPLOAD_PATH = '/local-uploads';
/** The served prefix, on the dev server as on the deployed distribution. */
export const IMAGES_PATH_PREFIX = '/images/';

interface UploadPolicy {
  key: string;
  contentType: string;
  maxBytes: number;
  expiresAt: string;
}

/** Why the dev server refused a posted form, worded like S3's answers to a presigned POST. */
export type UploadRefusal = { status: 400 | 403; code: string; message: string };

const META_SUFFIX = '.meta.json';

/**
 * Product images under a directory (DATA_DIR/product-images for `npm run dev`; docs/decisions.md
 * §3.23), the stand-in for the S3 bucket. `uploadForm` signs a policy as S3's presigned POST
 * does (key, content type, size cap, deadline) with a key kept beside the files; the dev server
 * checks a posted form with `receiveUpload` and serves `images/` at `publicBaseUrl`.
 */
export const fileImageStorage = (
  root: string,
  options: { publicBaseUrl: string; uploadUrl: string; now?: () => Date },
) => {
  const now = options.now ?? (() => new Date());
  const base = resolve(root);
  /** A key as a path under the root; a key climbing out of it names nothing. */
  const pathOf = (key: string): string | undefined => {
    const path = resolve(base, key);
    return path.startsWith(base + sep) ? path : undefined;
  };
  let secret: Promise<Buffer> | undefined;
  const signingKey = () =>
    (secret ??= (async () => {
      const file = join(base, '.upload-signing-key');
      const existing = await readFile(file).catch(() => undefined);
      if (existing && existing.length >= 32) return existing;
      await mkdir(base, { recursive: true });
      const fresh = randomBytes(32);
      await writeFile(file, fresh, { mode: 0o600 });
      return fresh;
    })());
  const sign = async (policy: string) =>
    createHmac('sha256', await signingKey())
      .update(policy)
      .digest('hex');

  const describe = async (key: string): Promise<StoredFile | undefined> => {
    const path = pathOf(key);
    if (!path) return undefined;
    const file = await stat(path).catch(() => undefined);
    if (!file?.isFile()) return undefined;
    const meta = await readFile(path + META_SUFFIX, 'utf8')
      .then((text) => JSON.parse(text) as { contentType?: string })
      .catch(() => ({ contentType: undefined }));
    return { bytes: file.size, contentType: meta.contentType };
  };

  const writeWithType = async (path: string, bytes: Uint8Array, contentType: string) => {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes);
    await writeFile(path + META_SUFFIX, JSON.stringify({ contentType }));
  };

  return {
    root: base,

    async uploadForm({ key, contentType, maxBytes, expiresInSeconds }) {
      const policy: UploadPolicy = {
        key,
        contentType,
        maxBytes,
        expiresAt: new Date(now().getTime() + expiresInSeconds * 1000).toISOString(),
      };
      const encoded = Buffer.from(JSON.stringify(policy)).toString('base64url');
      return {
        url: options.uploadUrl,
        fields: { key, 'Content-Type': contentType, policy: encoded, signature: await sign(encoded) },
      };
    },

    describe,

    async publish(uploadKey, imageKey, contentType) {
      const from = pathOf(uploadKey);
      const to = pathOf(imageKey);
      if (!from || !to) throw new Error(`Not an image key: ${uploadKey} -> ${imageKey}`);
      await mkdir(dirname(to), { recursive: true });
      await rename(from, to);
      await writeFile(to + META_SUFFIX, JSON.stringify({ contentType }));
      await rm(from + META_SUFFIX, { force: true });
    },

    async remove(keys) {
      for (const key of keys) {
        const path = pathOf(key);
        if (!path) continue;
        await rm(path, { force: true });
        await rm(path + META_SUFFIX, { force: true });
      }
    },

    urlOf: (imageKey) => `${options.publicBaseUrl.replace(/\/*$/, '/')}${imageKey}`,

    /**
     * A posted upload form, checked as S3 checks a presigned POST: the signature over the
     * policy, its deadline, the key and content type it names, the size range. Kept: the file
     * and its content type under the key.
     */
    async receiveUpload(
      fields: Record<string, string>,
      file: Uint8Array,
    ): Promise<{ ok: true } | ({ ok: false } & UploadRefusal)> {
      const refuse = (status: 400 | 403, code: string, message: string) =>
        ({ ok: false, status, code, message }) as const;
      const encoded = fields.policy ?? '';
      const expected = Buffer.from(await sign(encoded), 'hex');
      const given = Buffer.from(fields.signature ?? '', 'hex');
      if (!encoded || given.length !== expected.length || !timingSafeEqual(given, expected))
        return refuse(403, 'SignatureDoesNotMatch', 'The form is not signed by this server');
      const policy = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as UploadPolicy;
      if (Date.parse(policy.expiresAt) < now().getTime())
        return refuse(403, 'AccessDenied', 'Invalid according to Policy: Policy expired');
      if (fields.key !== policy.key || fields['Content-Type'] !== policy.contentType)
        return refuse(403, 'AccessDenied', 'Invalid according to Policy: Policy Condition failed');
      if (file.length < 1 || file.length > policy.maxBytes)
        return refuse(
          400,
          file.length < 1 ? 'EntityTooSmall' : 'EntityTooLarge',
          'Your proposed upload is outside the allowed size range',
        );
      const path = pathOf(policy.key);
      if (!path) return refuse(403, 'AccessDenied', 'Invalid key');
      await writeWithType(path, file, policy.contentType);
      return { ok: true };
    },

    /** A served file (under `images/`) with its content type; undefined when there is none. */
    async served(key: string): Promise<{ bytes: Buffer; contentType: string } | undefined> {
      if (!key.startsWith(IMAGES_PATH_PREFIX.slice(1))) return undefined;
      const file = await describe(key);
      const path = pathOf(key);
      if (!file?.contentType || !path) return undefined;
      return { bytes: await readFile(path), contentType: file.contentType };
    },
  } satisfies ImageStorage & Record<string, unknown>;
};
