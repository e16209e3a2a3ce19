import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { tracer } from '../observability.ts';
import { awsClientOptions } from './client-options.ts';

let client: SecretsManagerClient | undefined;

/** The process's Secrets Manager client: created on first use, once, with bounded timeouts and retries (client-options.ts), and traced (a subsegment per call when tracing is on). */
export const secretsManagerClient = (): SecretsManagerClient =>
  (client ??= tracer.captureAWSv3Client(new SecretsManagerClient(awsClientOptions())));
