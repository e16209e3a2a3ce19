import type { SchedulerClient } from '@aws-sdk/client-scheduler';
import { tracer } from '../observability.ts';
import { awsClientOptions, sendOnFirstUse } from './client-options.ts';

/** What the one-time schedulers need of a client: a real `SchedulerClient` is one. */
export type ScheduleCreator = Pick<SchedulerClient, 'send'>;

// Pure: a bundle that never sends drops it, and with it the reference to the package.
const client = /* @__PURE__ */ sendOnFirstUse(() =>
  import('@aws-sdk/client-scheduler').then(({ SchedulerClient }) =>
    tracer.captureAWSv3Client(new SchedulerClient(awsClientOptions())),
  ),
);

/**
 * The process's EventBridge Scheduler client: created on the first send, once, with bounded
 * timeouts and retries (client-options.ts), and traced (a subsegment per call when tracing is on).
 * The package is loaded with that first send, not at the function's start: functions schedule on
 * one route (a refund) or for one kind of outcome (a webhook retry beyond SQS's delay), and the
 * deployed bundles ship the package beside the function (LAZY_PACKAGES in infra/cdk/bundling.ts).
 */
export const schedulerClient = (): ScheduleCreator => client;
