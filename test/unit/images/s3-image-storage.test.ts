import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  HeadObjectCommand,
  NotFound,
  S3Client,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { s3ImageStorage } from '../../../shared/images/s3-image-storage.ts';

const client = new S3Client({
  region: 'eu-west-1',
  credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret', sessionToken: 'session' },
});
const s3 = mockClient(client);
const storage = s3ImageStorage(async () => client, 'shop-images', 'https://d111.cloudfront.net');

beforeEach(() => s3.reset());

describe('S3 image storage', () => {
  it('signs a POST policy for one key, one content type and the size range, until the deadline', async () => {
    const before = Date.now();
    const form = await storage.uploadForm({
      key: 'uploads/store-1/test/p-1/i-1',
      contentType: 'image/png',
      maxBytes: 1000,
      expiresInSeconds: 900,
    });
    expect(form.url).toBe('https://shop-images.s3.eu-west-1.amazonaws.com/');
    expect(form.fields).toMatchObject({
      key: 'uploads/store-1/test/p-1/i-1',
      'Content-Type': 'image/png',
      bucket: 'shop-images',
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Security-Token': 'session',
    });
    expect(form.fields['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);
    const policy = JSON.parse(Buffer.from(form.fields.Policy!, 'base64').toString('utf8')) as {
      expiration: string;
      conditions: unknown[];
    };
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, 1000],
        ['eq', '$Content-Type', 'image/png'],
        { bucket: 'shop-images' },
        { key: 'uploads/store-1/test/p-1/i-1' },
      ]),
    );
    const expires = Date.parse(policy.expiration) - before;
    expect(expires).toBeGreaterThan(890_000);
    expect(expires).toBeLessThan(910_000);
    // Signing is local: no request to S3.
    expect(s3.calls()).toHaveLength(0);
  });

  it('describes an upload by HEAD, and nothing for a missing key', async () => {
    s3.on(HeadObjectCommand, { Key: 'uploads/a' }).resolves({
      ContentLength: 321,
      ContentType: 'image/webp',
    });
    s3.on(HeadObjectCommand, { Key: 'uploads/missing' }).rejects(
      new NotFound({ message: 'Not Found', $metadata: { httpStatusCode: 404 } }),
    );
    expect(await storage.describe('uploads/a')).toEqual({ bytes: 321, contentType: 'image/webp' });
    expect(await storage.describe('uploads/missing')).toBeUndefined();
    s3.on(HeadObjectCommand, { Key: 'uploads/denied' }).rejects(
      Object.assign(new Error('Forbidden'), { name: 'AccessDenied', $metadata: { httpStatusCode: 403 } }),
    );
    await expect(storage.describe('uploads/denied')).rejects.toThrow('Forbidden');
  });

  it('publishes by copying under the served key with its type and immutable caching, then deletes the upload', async () => {
    s3.on(CopyObjectCommand).resolves({});
    s3.on(DeleteObjectCommand).resolves({});
    await storage.publish('uploads/s/test/p/i', 'images/s/test/p/i.png', 'image/png');
    expect(s3.commandCalls(CopyObjectCommand)[0]!.args[0].input).toEqual({
      Bucket: 'shop-images',
      Key: 'images/s/test/p/i.png',
      CopySource: 'shop-images/uploads/s/test/p/i',
      MetadataDirective: 'REPLACE',
      ContentType: 'image/png',
      CacheControl: 'public, max-age=31536000, immutable',
    });
    expect(s3.commandCalls(DeleteObjectCommand)[0]!.args[0].input).toEqual({
      Bucket: 'shop-images',
      Key: 'uploads/s/test/p/i',
    });
    const order = s3.calls().map((call) => call.args[0].constructor.name);
    expect(order).toEqual(['CopyObjectCommand', 'DeleteObjectCommand']);
  });

  it('removes keys in batches of 1,000 and serves from the public base URL', async () => {
    s3.on(DeleteObjectsCommand).resolves({});
    await storage.remove(Array.from({ length: 1001 }, (_, i) => `images/k${i}`));
    const batches = s3
      .commandCalls(DeleteObjectsCommand)
      .map((call) => call.args[0].input.Delete!.Objects!.length);
    expect(batches).toEqual([1000, 1]);
    expect(storage.urlOf('images/s/test/p/i.png')).toBe('https://d111.cloudfront.net/images/s/test/p/i.png');
  });
});
