import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBRecord } from 'aws-lambda';
import { toLambdaRecord } from '../../infra/local/stream-poller.ts';

/**
 * Reads a DynamoDB Local stream from the start and returns the records in Lambda's event
 * shape (the same conversion the local poller uses), so tests feed the router real
 * stream records rather than hand-made ones.
 */
export const streamReader = (endpoint: string, streamArn: string) => {
  const client = new DynamoDBStreamsClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const seen = new Set<string>();
  return {
    /** Records not returned by an earlier call. */
    async newRecords(): Promise<DynamoDBRecord[]> {
      const { StreamDescription } = await client.send(new DescribeStreamCommand({ StreamArn: streamArn }));
      const records: DynamoDBRecord[] = [];
      for (const shard of StreamDescription?.Shards ?? []) {
        let { ShardIterator: iterator } = await client.send(
          new GetShardIteratorCommand({
            StreamArn: streamArn,
            ShardId: shard.ShardId,
            ShardIteratorType: 'TRIM_HORIZON',
          }),
        );
        while (iterator) {
          const page = await client.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 1000 }));
          for (const record of page.Records ?? []) {
            const sequence = record.dynamodb?.SequenceNumber ?? '';
            if (seen.has(sequence)) continue;
            seen.add(sequence);
            records.push(toLambdaRecord(record, streamArn));
          }
          if ((page.Records ?? []).length === 0) break;
          iterator = page.NextShardIterator;
        }
      }
      return records;
    },
    close: () => client.destroy(),
  };
};
