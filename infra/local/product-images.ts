import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { localImageStorage } from '../../functions/admin-catalog/wiring.ts';
import { config } from '../../shared/config.ts';
import { IMAGES_PATH_PREFIX, LOCAL_UPLOAD_PATH } from '../../shared/images/file-image-storage.ts';
import type { LocalMount } from './api-server.ts';
import { dataDir } from './environment.ts';

/** Room for the form's other fields around the largest file the policy may allow. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
const MAX_FORM_BYTES = 64 * 1024 * 1024;

const s3Error = (res: ServerResponse, status: number, code: string, message: string) => {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
};

/**
 * The dev server's stand-in for the product images bucket (docs/decisions.md §3.23): it takes
 * the upload forms the admin API hands out (`POST /local-uploads`, checked as S3 checks a
 * presigned POST: 204 on success, S3's XML error otherwise) and serves published images under
 * `/images/` as the deployed distribution does (immutable, never sniffed).
 */
export const createProductImagesMount = (): LocalMount => {
  const storage = localImageStorage(dataDir(), config().imagesBaseUrl);
  return {
    owns: (pathname) => pathname === LOCAL_UPLOAD_PATH || pathname.startsWith(IMAGES_PATH_PREFIX),
    async handle(req: IncomingMessage, res: ServerResponse) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const method = (req.method ?? 'GET').toUpperCase();
      if (url.pathname === LOCAL_UPLOAD_PATH) {
        if (method === 'OPTIONS') {
          res.writeHead(204, {
            'access-control-allow-origin': '*',
            'access-control-allow-methods': 'POST',
            'access-control-allow-headers': '*',
          });
          return void res.end();
        }
        if (method !== 'POST') return s3Error(res, 405, 'MethodNotAllowed', 'POST a form');
        const length = Number(req.headers['content-length'] ?? 0);
        if (length > MAX_FORM_BYTES) return s3Error(res, 400, 'EntityTooLarge', 'Too large');
        let form: FormData;
        try {
          form = await new Response(Readable.toWeb(req) as ReadableStream, {
            headers: { 'content-type': req.headers['content-type'] ?? '' },
          }).formData();
        } catch {
          return s3Error(res, 400, 'MalformedPOSTRequest', 'The body is not a multipart form');
        }
        const file = form.get('file');
        if (!(file instanceof Blob)) return s3Error(res, 400, 'InvalidArgument', 'The form has no file');
        if (file.size > MAX_FORM_BYTES - FORM_OVERHEAD_BYTES)
          return s3Error(res, 400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
        const fields: Record<string, string> = {};
        for (const [name, value] of form.entries()) if (typeof value === 'string') fields[name] = value;
        const result = await storage.receiveUpload(fields, new Uint8Array(await file.arrayBuffer()));
        if (!result.ok) return s3Error(res, result.status, result.code, result.message);
        res.writeHead(204, { 'access-control-allow-origin': '*' });
        return void res.end();
      }
      if (method !== 'GET' && method !== 'HEAD') return s3Error(res, 405, 'MethodNotAllowed', 'GET only');
      const served = await storage.served(decodeURIComponent(url.pathname.slice(1)));
      if (!served) return s3Error(res, 404, 'NoSuchKey', 'The specified key does not exist.');
      res.writeHead(200, {
        'content-type': served.contentType,
        'content-length': served.bytes.length,
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      });
      res.end(method === 'HEAD' ? undefined : served.bytes);
    },
  };
};
