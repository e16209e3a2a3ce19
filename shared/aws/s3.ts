import { S3Client } from '@aws-sdk/client-s3';
import { tracer } from '../observability.ts';
import { awsClientOptions } from './client-options.ts';

let client: S3Client | undefined;

/** The process's S3 client: created on first use, once, with bounded timeouts and retries (client-options.ts), and traced. */
export const s3Client = (): S3Client =>
  (client ??= tracer.captureAWSv3Client(new S3Client(awsClientOptions())));
