import { SNSClient } from '@aws-sdk/client-sns';
import { tracer } from '../observability.ts';

let client: SNSClient | undefined;

/** The process's SNS client: created on first use, once, and traced (a subsegment per call when tracing is on). */
export const snsClient = (): SNSClient => (client ??= tracer.captureAWSv3Client(new SNSClient({})));
