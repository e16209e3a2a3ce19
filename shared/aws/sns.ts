import { SNSClient } from '@aws-sdk/client-sns';
import { tracer } from '../observability.ts';
import { awsClientOptions } from './client-options.ts';

let client: SNSClient | undefined;

/** The process's SNS client: created on first use, once, with bounded timeouts and retries (client-options.ts), and traced (a subsegment per call when tracing is on). */
export const snsClient = (): SNSClient =>
  (client ??= tracer.captureAWSv3Client(new SNSClient(awsClientOptions())));
