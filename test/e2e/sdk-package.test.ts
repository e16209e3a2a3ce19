import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../infra/local/dynamodb-local.ts';
import { startDevServer, type DevServer } from '../support/dev-server.ts';
import { testCertificates } from '../support/webhook-receiver.ts';
import { sleep } from '../support/wait.ts';
import { runDynamoEndpoint } from '../support/dynamo.ts';

/**
 * The SDK as a user gets it: built, packed with `npm pack`, installed from the tarball into a
 * project outside the repository (no registry), type-checked there with the repository's tsc
 * (the SDK's own build compiles without Node's types, so it needs none), then run against
 * `npm run dev`: storefront, server and webhook flow. The same server then serves
 * `npm run webhooks:listen` and `npm run demo`, which the listener watches.
 */
const REPO = resolve(import.meta.dirname, '../..');
const TSC = join(REPO, 'node_modules/typescript/bin/tsc');
const quiet = { cwd: REPO, stdio: 'pipe' as const, encoding: 'utf8' as const };

let server: DevServer;

/** Logs how long each phase took (the suite's time budget is tight). */
const timer = () => {
  let last = Date.now();
  return (name: string) => {
    console.log(`sdk-package: ${name} ${Date.now() - last} ms`);
    last = Date.now();
  };
};
let work: string;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'sdk-consumer-'));
  server = await startDevServer({
    dynamoEndpoint: runDynamoEndpoint(),
    // The consumer's own HTTPS receiver uses the test CA; webhooks:listen uses the runtime's local CA.
    env: { NODE_EXTRA_CA_CERTS: testCertificates().caPemPath },
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

const CONSUMER = `import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import {
  createServerClient,
  createStorefrontClient,
  StoreCommerceError,
  verifyWebhook,
  type Address,
  type Order,
  type WebhookEvent,
} from '@store-commerce/sdk';

const env = (name: string): string => process.env[name] ?? '';
const common = { baseUrl: env('API_URL'), storeId: env('STORE_ID') };
const server = createServerClient({ ...common, secretKey: env('SECRET_KEY') });
const storefront = createStorefrontClient({ ...common, publishableKey: env('PUBLISHABLE_KEY') });

const events: WebhookEvent[] = [];
let secret = '';
const receiver = createServer(
  { key: readFileSync(env('TLS_KEY')), cert: readFileSync(env('TLS_CERT')) },
  (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      verifyWebhook(Buffer.concat(chunks), req.headers, secret).then(
        (event) => {
          events.push(event);
          res.writeHead(200).end();
        },
        () => res.writeHead(400).end(),
      );
    });
  },
);
await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
const url = 'https://127.0.0.1:' + (receiver.address() as AddressInfo).port + '/hooks';

const synced = await server.products.sync([
  {
    externalId: 'sdk-e2e',
    title: 'SDK mug',
    variants: [{ externalVariantId: 'sdk-e2e-1', title: 'One', price: 9.5, inventoryQuantity: 5 }],
  },
]);
const variantId: string = synced.products[0]!.variants[0]!.variantId;
const endpoint = await server.webhooks.create({ url, events: ['cart.created', 'order.created'] });
secret = endpoint.secret;

await storefront.requestCode('+15550100200');
const session = await storefront.verifyCode({ phone: '+15550100200', code: '000000' });
await storefront.getCart();
await storefront.addItem({ productVariantId: variantId, quantity: 2 });
const availability = await storefront.checkAvailability([{ productVariantId: variantId, quantity: 4 }]);
let typedError: { status: number; errorCode: string; requestId: string | null } | null = null;
try {
  await storefront.addItem({ productVariantId: '00000000-0000-4000-8000-000000000000', quantity: 1 });
} catch (error) {
  if (error instanceof StoreCommerceError) typedError = { status: error.status, errorCode: error.errorCode, requestId: error.requestId };
}
const address: Address = {
  firstName: 'Ada', lastName: 'Lovelace', address1: '1 Analytical Way', city: 'London',
  country: 'United Kingdom', countryIsoCode: 'GB', postalCode: 'N1 9GU',
};
const checkout = await storefront.startCheckout();
const order: Order = await storefront.completeCheckout(checkout.checkoutId, {
  paymentToken: 'tok_visa', shippingAddress: address, billingAddress: address,
});
const shipped = await server.orders.updateStatus(order.orderId, { status: 'shipped', carrier: 'UPS', trackingNumber: '1Z999' });
const customer = await server.customers.get(session.customer.customerId);

const deadline = Date.now() + 20_000;
while (events.length < 2 && Date.now() < deadline) await new Promise((done) => setTimeout(done, 100));
await server.webhooks.delete(endpoint.id);
receiver.close();
console.log(JSON.stringify({
  token: storefront.getToken() === session.token,
  allAvailable: availability.allAvailable,
  typedError,
  orderStatus: order.orderStatus,
  shippedStatus: shipped.orderStatus,
  customerPhone: customer.phone,
  events: events.map((event) => event.type).sort(),
  orderEventId: events.find((event) => event.type === 'order.created')?.data.orderId,
  orderId: order.orderId,
}));
`;

describe('the packed SDK, npm run webhooks:listen and npm run demo', () => {
  it('installs from its tarball outside the repo, type-checks, and runs the storefront + server + webhook flow', async () => {
    const phase = timer();
    execFileSync('npm', ['run', '-s', 'sdk:build', '--', '--keep-types'], quiet);
    phase('build');
    const packed = execFileSync('npm', ['pack', '--silent', '--pack-destination', work], {
      ...quiet,
      cwd: join(REPO, 'sdk'),
    })
      .trim()
      .split('\n')
      .at(-1)!;
    const project = join(work, 'shop');
    mkdirSync(join(project, 'src'), { recursive: true });
    writeFileSync(
      join(project, 'package.json'),
      JSON.stringify({ name: 'shop', private: true, type: 'module' }),
    );
    execFileSync(
      'npm',
      ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', join(work, packed)],
      { ...quiet, cwd: project },
    );
    phase('pack + install');
    const installed = JSON.parse(
      readFileSync(join(project, 'node_modules/@store-commerce/sdk/package.json'), 'utf8'),
    );
    expect(installed.dependencies ?? {}).toEqual({});
    // Declarations import nothing but each other (a consumer needs no other package for the
    // types), and every one they import is in the package.
    const dist = join(project, 'node_modules/@store-commerce/sdk/dist');
    const declarations = execFileSync('find', [dist, '-name', '*.d.ts'], quiet).trim().split('\n');
    for (const file of declarations) {
      const imports = [...readFileSync(file, 'utf8').matchAll(/from ['"]([^'"]+)['"]/g)].map(
        (match) => match[1]!,
      );
      for (const specifier of imports) {
        expect(specifier).toMatch(/^\.\.?\//);
        expect(existsSync(resolve(dirname(file), specifier.replace(/\.js$/, '.d.ts')))).toBe(true);
      }
    }
    writeFileSync(join(project, 'src/flow.ts'), CONSUMER);
    const base = {
      strict: true,
      target: 'ES2022',
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      skipLibCheck: true,
    };
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          ...base,
          lib: ['ES2022', 'DOM'],
          outDir: 'dist',
          typeRoots: [join(REPO, 'node_modules/@types')],
          types: ['node'],
        },
        files: ['src/flow.ts'],
      }),
    );
    try {
      execFileSync(process.execPath, [TSC, '-p', 'tsconfig.json'], { ...quiet, cwd: project });
    } catch (error) {
      // tsc reports on stdout: show what the consumer's type-check refused.
      throw new Error(`the consumer's tsc failed:\n${(error as { stdout?: string }).stdout ?? ''}`, {
        cause: error,
      });
    }

    phase('tsc');
    const certificates = testCertificates();
    writeFileSync(join(work, 'server.key'), certificates.serverKey);
    writeFileSync(join(work, 'server.pem'), certificates.serverCert);
    const output = execFileSync(process.execPath, ['dist/flow.js'], {
      ...quiet,
      cwd: project,
      timeout: 60_000,
      env: {
        ...process.env,
        API_URL: server.baseUrl,
        STORE_ID: server.storeId,
        PUBLISHABLE_KEY: server.publishableKey,
        SECRET_KEY: server.secretKey,
        TLS_KEY: join(work, 'server.key'),
        TLS_CERT: join(work, 'server.pem'),
      },
    });
    phase('flow');
    const result = JSON.parse(output.trim().split('\n').at(-1)!);
    expect(result).toMatchObject({
      token: true,
      allAvailable: true,
      typedError: { status: 404, errorCode: 'PRODUCT_NOT_FOUND' },
      orderStatus: 'Confirmed',
      shippedStatus: 'Shipped',
      customerPhone: '+15550100200',
      events: ['cart.created', 'order.created'],
    });
    expect(result.typedError.requestId).toMatch(/\S+/);
    expect(result.orderEventId).toBe(result.orderId);
  }, 240_000);

  it('webhooks:listen registers an HTTPS endpoint the runtime trusts and prints the demo’s events verified; Ctrl-C disables it, a restart reuses it', async () => {
    const port = await freePort();
    const env = { ...process.env, API_URL: server.baseUrl, DATA_DIR: server.dataDir };
    const listen = (extra: string[] = []): { child: ChildProcess; output: () => string } => {
      const child = spawn(
        'npm',
        [
          'run',
          '-s',
          'webhooks:listen',
          '--',
          '--events',
          'cart.created,order.created,order.cancelled',
          '--port',
          String(port),
          ...extra,
        ],
        { cwd: REPO, env, detached: true },
      );
      let text = '';
      child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
      return { child, output: () => text };
    };
    const waitFor = async (output: () => string, pattern: RegExp, timeoutMs = 30_000) => {
      const deadline = Date.now() + timeoutMs;
      while (!pattern.test(output())) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${pattern}:\n${output()}`);
        await sleep(100);
      }
    };
    const stop = async (child: ChildProcess) => {
      const exited = new Promise((done) => child.once('exit', done));
      process.kill(-child.pid!, 'SIGINT');
      await exited;
    };

    const first = listen();
    await waitFor(first.output, /Ready: https:\/\/127\.0\.0\.1:\d+\/webhooks \(endpoint (\S+), created\)/);
    const endpointId = /endpoint (\S+), created/.exec(first.output())![1]!;

    const demo = execFileSync('npm', ['run', '-s', 'demo'], { ...quiet, env, timeout: 90_000 });
    expect(demo).toContain(`curl -sS -X POST '${server.baseUrl}/api/v1/products/sync'`);
    expect(demo).toMatch(/-H 'idempotency-key: [0-9a-f-]{36}'/);
    expect(demo).toContain('"paymentToken":"tok_visa"');
    expect(demo).toContain('status: "Delivered"');
    expect(demo).toContain('"refundAmount":5');
    expect(demo).toContain('status: "Cancelled"');

    for (const type of ['cart.created', 'order.created', 'order.cancelled']) {
      await waitFor(first.output, new RegExp(`${type.replace('.', '\\.')}\\s+evt_\\w+\\s+verified`));
    }
    expect(first.output()).not.toContain('NOT VERIFIED');
    await stop(first.child);
    expect(first.output()).toContain(`Endpoint ${endpointId} disabled.`);

    // --catch-up replays from the event feed what happened since the last event printed.
    const second = listen(['--catch-up']);
    await waitFor(second.output, /Caught up: \d+ event\(s\)\./);
    await waitFor(second.output, new RegExp(`endpoint ${endpointId}, reused`));
    await stop(second.child);
  }, 180_000);
});
