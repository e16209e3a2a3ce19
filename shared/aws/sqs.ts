import { SQSClient } from '@aws-sdk/client-sqs';
import { tracer } from '../observability.ts';
import { awsClientOptions } from './client-options.ts';

let client: SQSClient | undefined;

/** The process's SQS client: created on first use, once, with bounded timeouts and retries (client-options.ts), and traced (a subsegment per call when tracing is on). */
export const sqsClient = (): SQSClient =>
  (client ??= tracer.captureAWSv3Client(new SQSClient(awsClientOptions())));
