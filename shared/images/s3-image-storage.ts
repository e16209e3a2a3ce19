import type { S3Client } from '@aws-sdk/client-s3';
import type { ImageStorage } from './ports.ts';

/**
 * The package's commands, loaded with the first call that needs them, as the client is
 * (shared/aws/s3.ts): the deployed bundle ships both packages beside the function.
 */
const s3Commands = () => import('@aws-sdk/client-s3');

/** Served copies never change under their key (a new upload gets a new key): cache them for good. */
const SERVED_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** DeleteObjects takes at most 1,000 keys. */
const DELETE_BATCH = 1000;

const isMissing = (error: unknown): boolean => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
};

/**
 * Product images in a private S3 bucket (docs/decisions.md §3.23). The owner's browser posts the
 * file straight to S3 with a presigned POST whose policy pins the key, the content type and the
 * size range, so no file passes through Lambda; the confirm reads what arrived with a HEAD and
 * copies it under `images/`, the only prefix CloudFront serves (`publicBaseUrl` + key).
 */
export const s3ImageStorage = (
  s3Client: () => Promise<S3Client>,
  bucket: string,
  publicBaseUrl: string,
): ImageStorage => ({
  async uploadForm({ key, contentType, maxBytes, expiresInSeconds }) {
    const { createPresignedPost } = await import('@aws-sdk/s3-presigned-post');
    const { url, fields } = await createPresignedPost(await s3Client(), {
      Bucket: bucket,
      Key: key,
      Conditions: [
        ['content-length-range', 1, maxBytes],
        ['eq', '$Content-Type', contentType],
      ],
      Fields: { 'Content-Type': contentType },
      Expires: expiresInSeconds,
    });
    return { url, fields };
  },

  async describe(key) {
    const [client, { HeadObjectCommand }] = await Promise.all([s3Client(), s3Commands()]);
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return { bytes: head.ContentLength ?? 0, contentType: head.ContentType };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  },

  async publish(uploadKey, imageKey, contentType) {
    const [client, { CopyObjectCommand, DeleteObjectCommand }] = await Promise.all([
      s3Client(),
      s3Commands(),
    ]);
    await client.send(
      new CopyObjectCommand({
        Bucket: bucket,
        Key: imageKey,
        CopySource: `${bucket}/${uploadKey.split('/').map(encodeURIComponent).join('/')}`,
        MetadataDirective: 'REPLACE',
        ContentType: contentType,
        CacheControl: SERVED_CACHE_CONTROL,
      }),
    );
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: uploadKey }));
  },

  async remove(keys) {
    const [client, { DeleteObjectsCommand }] = await Promise.all([s3Client(), s3Commands()]);
    for (let i = 0; i < keys.length; i += DELETE_BATCH)
      await client.send(
        new DeleteObjectsCommand({
          Bucket: bucket,
          Delete: { Objects: keys.slice(i, i + DELETE_BATCH).map((Key) => ({ Key })), Quiet: true },
        }),
      );
  },

  urlOf: (imageKey) => `${publicBaseUrl.replace(/\/*$/, '/')}${imageKey}`,
});
