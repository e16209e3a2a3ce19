import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { awsClientOptions } from '../aws/client-options.ts';
import { config } from '../config.ts';
import { tracer } from '../observability.ts';

/**
 * A document client, traced (a subsegment per call when tracing is on). Locally
 * `DYNAMODB_ENDPOINT` points it at DynamoDB Local (with dummy credentials, which DynamoDB
 * Local accepts with -sharedDb). Connection and request timeouts and retries are bounded
 * (shared/aws/client-options.ts): a stalled DynamoDB fails a call in 2.5 s, never hangs it.
 */
export const createDocumentClient = (endpoint = config().dynamoEndpoint, region = config().region) => {
  const client = new DynamoDBClient({
    ...awsClientOptions(),
    region,
    ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  });
  return DynamoDBDocumentClient.from(tracer.captureAWSv3Client(client), {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
};

let shared: DynamoDBDocumentClient | undefined;
/** The process's document client, created once on first use. */
export const documentClient = (): DynamoDBDocumentClient => (shared ??= createDocumentClient());
/** Tests and the local runtime swap the client (e.g. after starting DynamoDB Local on a free port). */
export const setDocumentClient = (client: DynamoDBDocumentClient | undefined): void => {
  shared = client;
};
