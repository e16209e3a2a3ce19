import { appendJsonLine } from '../../util/json-lines.ts';
import { eventBusEntry } from './event-bus-entry.ts';
import { wrongDestination, type WebhookSender } from './sender.ts';

/**
 * `npm run dev`'s EventBridge: each put is appended to `DATA_DIR/eventbridge.jsonl` as one JSON
 * object (the entry PutEvents would be given, with the role and ExternalId it would be put as,
 * and the delivery it belongs to) and counts as a success, like the local notifications file.
 * Nothing leaves the machine and no AWS credentials are needed.
 */
export const fileEventBridgeSender = (file: string): WebhookSender => ({
  async send(input) {
    const { endpoint } = input;
    if (endpoint.type !== 'eventbridge') return wrongDestination('an HTTPS endpoint has no event bus');
    const started = performance.now();
    const entry = eventBusEntry(endpoint, input);
    await appendJsonLine(file, {
      time: entry.time.toISOString(),
      eventBusArn: entry.eventBusArn,
      roleArn: entry.roleArn,
      externalId: entry.externalId,
      roleSessionName: entry.roleSessionName,
      source: entry.source,
      detailType: entry.detailType,
      detail: JSON.parse(entry.detail) as unknown,
      webhookId: endpoint.id,
      deliveryId: input.deliveryId,
      attempt: input.attempt,
      ...(input.test ? { test: true } : {}),
    });
    return {
      success: true,
      responseCode: 200,
      durationMs: Math.round(performance.now() - started),
      error: null,
      errorClass: null,
      responseBody: JSON.stringify({ file: 'eventbridge.jsonl' }),
    };
  },
  close: async () => undefined,
});
