import { SQSClient } from '@aws-sdk/client-sqs';
import { tracer } from '../observability.ts';

let client: SQSClient | undefined;

/** The process's SQS client: created on first use, once, and traced (a subsegment per call when tracing is on). */
export const sqsClient = (): SQSClient => (client ??= tracer.captureAWSv3Client(new SQSClient({})));
