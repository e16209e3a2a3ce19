import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { startStreamPoller } from '../infra/local/stream-poller.ts';
import { config } from '../shared/config.ts';
import { buildEnvelope, serializeEnvelope } from '../shared/events/envelope.ts';
import { outboxInsertOf } from '../shared/events/dynamo-stream.ts';
import { deliveryIdFor } from '../shared/webhooks/delivery/messages.ts';
import { webhookSenderFor, type WebhookAttemptInput } from '../shared/webhooks/delivery/sender.ts';

/**
 * The webhook bench's floor: a second stream poller that sends every outbox event of one store
 * straight to its endpoints (signed, over the pipeline's own HTTPS sender) and records nothing:
 * no queue, no claim, no attempt, no stats. Its deliveries/s is what the machine allows with
 * the same writer, DynamoDB Local stream and receiver, so the pipeline's figure can be read
 * as a ratio to it.
 *
 * It sends as the local consumer does: at most `inFlight` sends at once (the local queue's
 * batches × batch size), so both reuse the same number of keep-alive connections. Unbounded,
 * a stream page of 100 events opened ~300 TLS connections at once and closed most of them
 * again (the agent keeps 64 idle): the floor then measured TLS handshakes, not delivery. A
 * failed send (a timeout on a loaded machine) is sent again, as the pipeline's retry would:
 * a floor that drops deliveries finishes early on less work.
 */
export const startDeliveryFloor = async (options: {
  streamArn: string;
  storeId: string;
  endpoints: number;
  receiverUrl: string;
  secret: string;
  inFlight: number;
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
  let resent = 0;
  const sendUntilDelivered = async (input: WebhookAttemptInput) => {
    for (let tries = 1; !(await sender.send(input)).success; tries++) {
      resent += 1;
      if (tries >= 10) throw new Error(`floor send of ${input.deliveryId} failed ${tries} times`);
    }
  };
  // One pool of `inFlight` senders fed by the poller, as the local queue feeds its consumers:
  // the poller hands a page over and reads on, the senders drain what it handed over.
  const waiting: WebhookAttemptInput[] = [];
  let sending = 0;
  let failure: unknown;
  const pump = () => {
    while (sending < options.inFlight && waiting.length > 0) {
      const input = waiting.shift()!;
      sending += 1;
      void sendUntilDelivered(input)
        .catch((error: unknown) => (failure ??= error))
        .finally(() => {
          sending -= 1;
          pump();
        });
    }
  };
  const poller = await startStreamPoller({
    streamArn: options.streamArn,
    client,
    filter: (record) => outboxInsertOf(record)?.event.storeId === options.storeId,
    handler: async (event) => {
      for (const { event: outbox } of event.Records.flatMap((record) => outboxInsertOf(record) ?? [])) {
        const envelope = buildEnvelope(outbox);
        const rawBody = serializeEnvelope(envelope);
        for (const endpoint of endpoints)
          waiting.push({
            endpoint,
            envelope,
            rawBody,
            deliveryId: deliveryIdFor(outbox.eventId, endpoint.id),
            attempt: 1,
          });
      }
      pump();
    },
  });
  return {
    /** Sends that failed and were sent again (timeouts on a loaded machine). */
    resent: () => resent,
    stop: async () => {
      await poller.stop();
      client.destroy();
      await sender.close();
      if (failure) throw failure;
    },
  };
};
