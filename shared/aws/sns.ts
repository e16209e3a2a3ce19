import type { SNSClient } from '@aws-sdk/client-sns';
import { tracer } from '../observability.ts';
import { awsClientOptions, sendOnFirstUse } from './client-options.ts';

/** What the SMS sender needs of a client: a real `SNSClient` is one. */
export type SnsPublisher = Pick<SNSClient, 'send'>;

// Pure: a bundle that never sends drops it, and with it the reference to the package.
const client = /* @__PURE__ */ sendOnFirstUse(() =>
  import('@aws-sdk/client-sns').then(({ SNSClient }) =>
    tracer.captureAWSv3Client(new SNSClient(awsClientOptions())),
  ),
);

/**
 * The process's SNS client: created on the first send, once, with bounded timeouts and retries
 * (client-options.ts), and traced (a subsegment per call when tracing is on). The package is loaded
 * with that first send, not at the function's start: the functions that text do it for a phone
 * sign-in code or an SMS notification only, and the deployed bundles ship the package beside the
 * function (LAZY_PACKAGES in infra/cdk/bundling.ts).
 */
export const snsClient = (): SnsPublisher => client;
