import type { S3Client } from '@aws-sdk/client-s3';
import { tracer } from '../observability.ts';
import { awsClientOptions } from './client-options.ts';

let client: Promise<S3Client> | undefined;

/**
 * The process's S3 client: created on first use, once, with bounded timeouts and retries
 * (client-options.ts), and traced. The package is loaded with that first use, not at the
 * function's start: only the owners' image routes and a product's deletion reach S3, and the
 * deployed bundle ships the package beside the function (LAZY_PACKAGES in infra/cdk/bundling.ts).
 */
export const s3Client = (): Promise<S3Client> =>
  (client ??= import('@aws-sdk/client-s3').then(({ S3Client }) =>
    tracer.captureAWSv3Client(new S3Client(awsClientOptions())),
  ));
