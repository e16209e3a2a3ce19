import { SchedulerClient } from '@aws-sdk/client-scheduler';
import { tracer } from '../observability.ts';

let client: SchedulerClient | undefined;

/** The process's EventBridge Scheduler client: created on first use, once, and traced (a subsegment per call when tracing is on). */
export const schedulerClient = (): SchedulerClient =>
  (client ??= tracer.captureAWSv3Client(new SchedulerClient({})));
