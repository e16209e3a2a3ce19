import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { startStreamPoller } from '../infra/local/stream-poller.ts';
import { config } from '../shared/config.ts';
import { buildEnvelope } from '../shared/events/envelope.ts';
import { outboxInsertOf } from '../shared/webhooks/delivery/dynamo-stream.ts';
import { deliveryIdFor } from '../shared/webhooks/delivery/messages.ts';
import { webhookSenderFor } from '../shared/webhooks/delivery/sender.ts';

/**
 * The webhook bench's floor: a second stream poller that sends every outbox event of one store
 * straight to its endpoints (signed, over the pipeline's own HTTPS sender) and records nothing:
 * no queue, no claim, no attempt, no stats. Its deliveries/s is what the machine allows with
 * the same writer, DynamoDB Local stream and receiver, so the pipeline's figure can be read
 * as a ratio to it.
 */
export const startDeliveryFloor = async (options: {
  streamArn: string;
  storeId: string;
  endpoints: number;
  receiverUrl: string;
  secret: string;
}) => {
  const endpoints = Array.from({ length: options.endpoints }, (_, i) => ({
    id: `floor-endpoint-${i}`,
    url: `${options.receiverUrl}?floor=${i}`,
    secret: options.secret,
  }));
  const sender = webhookSenderFor(config());
  const client = new DynamoDBStreamsClient({
    endpoint: process.env.DYNAMODB_ENDPOINT,
    region: config().region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const poller = await startStreamPoller({
    streamArn: options.streamArn,
    client,
    filter: (record) => outboxInsertOf(record)?.event.storeId === options.storeId,
    handler: async (event) => {
      const inserts = event.Records.flatMap((record) => outboxInsertOf(record) ?? []);
      await Promise.all(
        inserts.flatMap(({ event: outbox }) =>
          endpoints.map((endpoint) =>
            sender.send({
              endpoint,
              envelope: buildEnvelope(outbox),
              deliveryId: deliveryIdFor(outbox.eventId, endpoint.id),
              attempt: 1,
            }),
          ),
        ),
      );
    },
  });
  return {
    stop: async () => {
      await poller.stop();
      client.destroy();
    },
  };
};
