/**
 * `npm run webhooks:listen -- [--events cart.created,order.created] [--port 4242]`: like
 * `stripe listen`. Serves HTTPS on 127.0.0.1 with a certificate of the local CA that
 * `npm run dev` trusts, registers an endpoint for it (or reuses the one it registered before
 * for the same URL), and prints every delivery with its verification result. Ctrl-C disables
 * the endpoint, so nothing piles up in retries while nobody listens; the next start enables it.
 * It remembers the last event it printed; `--catch-up` first replays, from the event feed, every
 * event of the chosen types since then (what was missed while it was stopped). A jump in an
 * event's resource sequence is printed as a possible gap.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  createSequenceTracker,
  createServerClient,
  StoreCommerceError,
  verifyWebhook,
  WebhookVerificationError,
} from '../../sdk/src/index.js';
import type { WebhookEnvelope, WebhookEventType } from '../../sdk/src/index.js';
import { EVENT_TYPES, isEventType } from '../../shared/events/catalog.ts';
import { issueLocalhostCertificate, localCaPaths } from './local-ca.ts';
import { localApiTarget } from './demo-keys.ts';

const USAGE = `Usage: npm run webhooks:listen -- [--events <type,type,…>] [--port <port>] [--print-data] [--catch-up]

  --events      event types to receive (default: all). Known types:
                ${EVENT_TYPES.join(', ')}
  --port        local HTTPS port (default 4242; the endpoint is reused while the URL stays the same)
  --print-data  print each event's data as JSON under its line
  --catch-up    first replay from the event feed what happened since the last event printed`;

const DESCRIPTION = 'npm run webhooks:listen';

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

const { values: flags } = (() => {
  try {
    return parseArgs({
      options: {
        events: { type: 'string' },
        port: { type: 'string', default: '4242' },
        'print-data': { type: 'boolean', default: false },
        'catch-up': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    return fail(`${(error as Error).message}\n\n${USAGE}`);
  }
})();
if (flags.help) {
  console.log(USAGE);
  process.exit(0);
}

const events = flags.events
  ? [
      ...new Set(
        flags.events
          .split(',')
          .map((type) => type.trim())
          .filter(Boolean),
      ),
    ]
  : [...EVENT_TYPES];
const unknown = events.filter((type) => !isEventType(type));
if (unknown.length > 0 || events.length === 0)
  fail(`Unknown event type(s): ${unknown.join(', ')}\n\n${USAGE}`);
const port = Number(flags.port);
if (!Number.isInteger(port) || port < 0 || port > 65535 || (port > 0 && port < 1024 && port !== 443)) {
  fail(`--port must be 443 or 1024-65535 (endpoint URLs allow no other), got ${flags.port}`);
}

const target = (() => {
  try {
    return localApiTarget();
  } catch (error) {
    return fail((error as Error).message);
  }
})();
const ca = localCaPaths(target.dataDir);
if (!existsSync(ca.caKeyPath)) {
  fail(`No local CA in ${ca.dir}: start \`npm run dev\` first (it creates the CA and trusts it).`);
}
const listenDir = join(target.dataDir, 'webhooks-listen');
const tls = issueLocalhostCertificate(ca, listenDir);

let secret = '';
const lastEventFile = join(listenDir, 'last-event.json');
const sequences = createSequenceTracker();
/** Prints one event (delivered or replayed), a possible gap in its resource, and remembers it. */
const show = (event: WebhookEnvelope, how: string) => {
  const time = new Date().toISOString().slice(11, 19);
  const check = sequences.track(event);
  const place = event.sequence !== undefined ? `  ${check.resource} #${event.sequence}` : '';
  console.log(`${time}  ${event.type.padEnd(26)} ${event.id}  ${how}${place}`);
  if (check.status === 'gap')
    console.log(
      `          possible gap in ${check.resource}: expected ${check.expected}, got ${check.received} (missed, or of a type not listened to)`,
    );
  if (flags['print-data']) console.log(JSON.stringify(event.data, null, 2));
  if (event.sequence !== undefined)
    writeFileSync(lastEventFile, `${JSON.stringify({ eventId: event.id })}\n`);
};
const server = createServer(tls, (req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', async () => {
    const raw = Buffer.concat(chunks);
    const time = new Date().toISOString().slice(11, 19);
    const attempt = req.headers['x-service-attempt'] ?? '1';
    try {
      const event = (await verifyWebhook(raw, req.headers, secret)) as WebhookEnvelope;
      res.writeHead(200).end();
      show(event, `verified  (attempt ${attempt})`);
    } catch (error) {
      const reason = error instanceof WebhookVerificationError ? error.reason : (error as Error).message;
      res.writeHead(400).end();
      console.log(
        `${time}  ${String(req.headers['x-webhook-event'] ?? '?').padEnd(26)} NOT VERIFIED: ${reason}`,
      );
    }
  });
});
await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
const url = `https://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;

const api = createServerClient({
  baseUrl: target.baseUrl,
  storeId: target.storeId,
  secretKey: target.secretKey,
});
const secretsFile = join(listenDir, 'secrets.json');
const knownSecrets: Record<string, string> = existsSync(secretsFile)
  ? (JSON.parse(readFileSync(secretsFile, 'utf8')) as Record<string, string>)
  : {};

const register = async (): Promise<{ id: string; reused: boolean }> => {
  const existing = (await api.webhooks.list()).find((endpoint) => endpoint.url === url);
  const settings = { events: events as WebhookEventType[], isEnabled: true, includeApiOriginated: true };
  if (!existing) {
    const created = await api.webhooks.create({ url, description: DESCRIPTION, ...settings });
    secret = created.secret!; // an HTTPS endpoint's create answer always has its secret
    knownSecrets[created.id] = secret;
    return { id: created.id, reused: false };
  }
  await api.webhooks.update(existing.id, settings);
  // The secret is shown only at create and rotate: rotate when this listener did not keep it.
  secret = knownSecrets[existing.id] ?? (await api.webhooks.rotateSecret(existing.id)).secret;
  knownSecrets[existing.id] = secret;
  return { id: existing.id, reused: true };
};

let endpoint: { id: string; reused: boolean };
try {
  endpoint = await register();
  writeFileSync(secretsFile, `${JSON.stringify(knownSecrets, null, 2)}\n`, { mode: 0o600 });
} catch (error) {
  server.close();
  fail(
    `Could not register the endpoint at ${target.baseUrl}: ${(error as Error).message} (is \`npm run dev\` running?)`,
  );
}

console.log(
  [
    `Ready: ${url} (endpoint ${endpoint!.id}, ${endpoint!.reused ? 'reused' : 'created'})`,
    `Signing secret: ${secret}`,
    `Events: ${events.length === EVENT_TYPES.length ? 'all' : events.join(', ')}`,
    'Waiting for events (Ctrl-C stops and disables the endpoint)…',
  ].join('\n'),
);

/** Replays from the feed what happened since the last event printed (all kept events the first time). */
const catchUp = async () => {
  const saved = existsSync(lastEventFile)
    ? (JSON.parse(readFileSync(lastEventFile, 'utf8')) as { eventId?: string }).eventId
    : undefined;
  const replay = async (after: string | undefined) => {
    let count = 0;
    for await (const event of api.events.iterate({
      ...(after ? { after } : {}),
      ...(events.length === EVENT_TYPES.length ? {} : { types: events as WebhookEventType[] }),
    })) {
      show(event, 'caught up (from the event feed)');
      count++;
    }
    return count;
  };
  try {
    console.log(`Catching up since ${saved ?? 'the oldest kept event'}…`);
    console.log(`Caught up: ${await replay(saved)} event(s).`);
  } catch (error) {
    if (!(error instanceof StoreCommerceError) || error.errorCode !== 'INVALID_CURSOR') throw error;
    console.log(`The last event printed (${saved}) is no longer kept: replaying every kept event.`);
    console.log(`Caught up: ${await replay(undefined)} event(s).`);
  }
};
if (flags['catch-up']) await catchUp();

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  try {
    await api.webhooks.update(endpoint.id, { isEnabled: false });
    console.log(`Endpoint ${endpoint.id} disabled.`);
  } catch (error) {
    console.error(`Could not disable endpoint ${endpoint.id}: ${(error as Error).message}`);
  }
  server.closeAllConnections();
  server.close(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
