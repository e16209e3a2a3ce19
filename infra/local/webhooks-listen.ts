/**
 * `npm run webhooks:listen -- [--events cart.created,order.created] [--port 4242]`: like
 * `stripe listen`. Serves HTTPS on 127.0.0.1 with a certificate of the local CA that
 * `npm run dev` trusts, registers an endpoint for it (or reuses the one it registered before
 * for the same URL), and prints every delivery with its verification result. Ctrl-C disables
 * the endpoint, so nothing piles up in retries while nobody listens; the next start enables it.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createServerClient, verifyWebhook, WebhookVerificationError } from '../../sdk/src/index.js';
import type { WebhookEventType } from '../../sdk/src/index.js';
import { EVENT_TYPES, isEventType } from '../../shared/events/catalog.ts';
import { issueLocalhostCertificate, localCaPaths } from './local-ca.ts';
import { localApiTarget } from './demo-keys.ts';

const USAGE = `Usage: npm run webhooks:listen -- [--events <type,type,…>] [--port <port>] [--print-data]

  --events      event types to receive (default: all). Known types:
                ${EVENT_TYPES.join(', ')}
  --port        local HTTPS port (default 4242; the endpoint is reused while the URL stays the same)
  --print-data  print each event's data as JSON under its line`;

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
const server = createServer(tls, (req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', async () => {
    const raw = Buffer.concat(chunks);
    const time = new Date().toISOString().slice(11, 19);
    const attempt = req.headers['x-service-attempt'] ?? '1';
    try {
      const event = await verifyWebhook(raw, req.headers, secret);
      res.writeHead(200).end();
      console.log(`${time}  ${event.type.padEnd(26)} ${event.id}  verified  (attempt ${attempt})`);
      if (flags['print-data']) console.log(JSON.stringify(event.data, null, 2));
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
