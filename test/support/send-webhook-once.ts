/**
 * Child-process fixture: one attempt with the process's DEFAULT sender (no injected CA),
 * printing the result as JSON. Tests run it with and without NODE_EXTRA_CA_CERTS to prove
 * the sender's TLS uses Node's default store. Usage: node --import tsx <this> <url> <secret>
 */
import { buildEnvelope } from '../../shared/events/envelope.ts';
import { config } from '../../shared/config.ts';
import { webhookSenderFor } from '../../shared/webhooks/delivery/sender.ts';

const [url, secret] = process.argv.slice(2);
const envelope = buildEnvelope({
  eventId: 'evt_child',
  type: 'webhook.test',
  storeId: 'store',
  mode: 'test',
  origin: 'system',
  customerId: null,
  externalReference: null,
  occurredAt: new Date().toISOString(),
  data: { test: true },
});
const result = await webhookSenderFor(config()).send({
  endpoint: { id: 'webhook', url: url!, secret: secret! },
  envelope,
  deliveryId: 'delivery',
  attempt: 1,
});
console.log(JSON.stringify(result));
process.exit(0);
