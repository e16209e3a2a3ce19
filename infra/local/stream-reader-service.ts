import { join } from 'node:path';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { config } from '../../shared/config.ts';
import { logger } from '../../shared/logger.ts';
import type { BackgroundService } from './background-service.ts';
import { dataDir } from './environment.ts';
import { startStreamPoller, type StreamPollerOptions } from './stream-poller.ts';

/**
 * A deployed stream function run by `npm run dev`: its own reader of the table stream (like the
 * function's own event source mapping), the deployed filter as code, and the function's handler.
 * Its position is kept in DATA_DIR/<name>-stream-checkpoint.json; failed batches are retried
 * from the first failed record.
 */
export const streamReaderService = (
  name: string,
  reader: Pick<StreamPollerOptions, 'handler' | 'filter'>,
): BackgroundService => ({
  name,
  start: async ({ streamArn }) => {
    const client = new DynamoDBStreamsClient({
      endpoint: process.env.DYNAMODB_ENDPOINT!,
      region: config().region,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const poller = await startStreamPoller({
      streamArn,
      client,
      ...reader,
      checkpointFile: join(dataDir(), `${name}-stream-checkpoint.json`),
      onError: (message, error) => logger.error(message, { error }),
    });
    return {
      stop: async () => {
        await poller.stop();
        client.destroy();
      },
    };
  },
});
