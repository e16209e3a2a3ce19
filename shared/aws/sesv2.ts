import type { SESv2Client } from '@aws-sdk/client-sesv2';
import { tracer } from '../observability.ts';
import { awsClientOptions, sendOnFirstUse } from './client-options.ts';

/** What the email sender needs of a client: a real `SESv2Client` is one. */
export type SesSender = Pick<SESv2Client, 'send'>;

// Pure: a bundle that never sends drops it, and with it the reference to the package.
const client = /* @__PURE__ */ sendOnFirstUse(() =>
  import('@aws-sdk/client-sesv2').then(({ SESv2Client }) =>
    tracer.captureAWSv3Client(new SESv2Client(awsClientOptions())),
  ),
);

/**
 * The process's SES (v2) client: created on the first send, once, with bounded timeouts and
 * retries (client-options.ts), and traced. The package is loaded with that first send, not at the
 * function's start: the functions that email do it on one route or one kind of event, and the
 * deployed bundles ship the package beside the function (LAZY_PACKAGES in infra/cdk/bundling.ts).
 */
export const sesClient = (): SesSender => client;
