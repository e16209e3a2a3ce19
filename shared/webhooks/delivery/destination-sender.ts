import type { WebhookSender } from './sender.ts';

/**
 * The sender port as every composition root hands it out: an attempt goes to the HTTPS sender
 * or to the EventBridge one by its endpoint's type (items without a type are HTTPS). Which
 * EventBridge sender (AWS or the local file) is the composition root's choice.
 */
export const destinationSender = (senders: {
  https: WebhookSender;
  eventBridge: WebhookSender;
}): WebhookSender => ({
  send: (input) => (input.endpoint.type === 'eventbridge' ? senders.eventBridge : senders.https).send(input),
  close: async () => {
    await Promise.all([senders.https.close(), senders.eventBridge.close()]);
  },
});
