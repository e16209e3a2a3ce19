import { SESv2Client } from '@aws-sdk/client-sesv2';
import { tracer } from '../observability.ts';
import { awsClientOptions } from './client-options.ts';

let client: SESv2Client | undefined;

/** The process's SES (v2) client: created on first use, once, with bounded timeouts and retries (client-options.ts), and traced. */
export const sesClient = (): SESv2Client =>
  (client ??= tracer.captureAWSv3Client(new SESv2Client(awsClientOptions())));
