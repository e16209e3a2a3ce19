/**
 * Where product image files live (docs/decisions.md §3.23). Deployed: a private S3 bucket served
 * by the dashboard's CloudFront distribution under `/images/` (s3-image-storage.ts); `npm run dev`
 * and tests: files under DATA_DIR served by the dev server (file-image-storage.ts).
 *
 * A file arrives in two steps: the owner's browser posts it straight to the storage with a signed
 * form (`uploadForm`: one key, one content type, a size cap, a deadline), then the service checks
 * what arrived (`describe`) and publishes it under the served prefix. Uploads never confirmed
 * are never served and are cleaned up by the storage (S3: a lifecycle rule).
 */

export interface ImageUploadForm {
  /** Where the browser posts the multipart form. */
  url: string;
  /** Every field goes in the form before the file (`file`, last). */
  fields: Record<string, string>;
}

export interface UploadFormRequest {
  /** The upload's key, outside the served prefix. */
  key: string;
  /** The only content type the form accepts. */
  contentType: string;
  maxBytes: number;
  expiresInSeconds: number;
}

/** A file as the storage holds it. */
export interface StoredFile {
  bytes: number;
  contentType: string | undefined;
}

export interface ImageStorage {
  uploadForm(request: UploadFormRequest): Promise<ImageUploadForm>;
  /** The file at `key`; undefined when there is none. */
  describe(key: string): Promise<StoredFile | undefined>;
  /** The upload copied to `imageKey` (served, cached for good), then removed from its upload key. */
  publish(uploadKey: string, imageKey: string, contentType: string): Promise<void>;
  /** Files removed; a key with no file is no error. */
  remove(keys: string[]): Promise<void>;
  /** The public URL a published key is served at. */
  urlOf(imageKey: string): string;
}
