import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.ts';

/**
 * One document client per process. Locally `DYNAMODB_ENDPOINT` points it at DynamoDB
 * Local (with dummy credentials, which DynamoDB Local accepts with -sharedDb).
 */
export const createDocumentClient = (endpoint = config().dynamoEndpoint, region = config().region) => {
  const client = new DynamoDBClient({
    region,
    ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  });
  return DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
};

let shared: DynamoDBDocumentClient | undefined;
export const documentClient = (): DynamoDBDocumentClient => (shared ??= createDocumentClient());
/** Tests swap the client (e.g. after starting DynamoDB Local on a free port). */
export const setDocumentClient = (client: DynamoDBDocumentClient | undefined): void => {
  shared = client;
};
