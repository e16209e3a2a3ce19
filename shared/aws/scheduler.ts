import { SchedulerClient } from '@aws-sdk/client-scheduler';
import { tracer } from '../observability.ts';
import { awsClientOptions } from './client-options.ts';

let client: SchedulerClient | undefined;

/** The process's EventBridge Scheduler client: created on first use, once, with bounded timeouts and retries (client-options.ts), and traced (a subsegment per call when tracing is on). */
export const schedulerClient = (): SchedulerClient =>
  (client ??= tracer.captureAWSv3Client(new SchedulerClient(awsClientOptions())));
