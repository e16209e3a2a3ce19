import { join } from 'node:path';
import { config } from '../../shared/config.ts';
import { createDocumentClient, setDocumentClient } from '../../shared/db/dynamo-client.ts';
import { ensureTable } from '../../shared/db/ensure-table.ts';
import { startLocalApi, type LocalApi } from './api-server.ts';
import type { BackgroundService, LocalHttpHandlers } from './background-service.ts';
import { cartSweepService } from './cart-sweep.ts';
import { checkoutRecoveryService } from './checkout-recovery.ts';
import { localCliAdmin } from '../cli/admin-services.ts';
import { startDynamoDbLocal, type DynamoDbLocal } from './dynamodb-local.ts';
import { createDashboardMount, ensureDashboardBuilt } from './dashboard.ts';
import { createStorefrontMount, ensureStorefrontBuilt } from './storefront.ts';
import { storefrontKeySource } from './storefront-keys.ts';
import { dataDir } from './environment.ts';
import { ensureDemoOwner, ensureDemoSeed, type DemoOwner, type DemoSeed } from './seed.ts';
import { createProductImagesMount } from './product-images.ts';
import { streamFollowersService } from './stream-followers.ts';
import { localOwnerService } from './owners.ts';
import { createLocalOidc } from './oidc-provider.ts';
import { dynamoSignInAttempts } from './dynamo-sign-in-attempts.ts';
import { loadOrCreateOidcKeys } from './oidc-keys.ts';
import { refundJobsService } from './refund-jobs.ts';
import { refundReconcilerService } from './refund-reconciler.ts';
import { webhookPipelineService } from './webhook-pipeline.ts';
import { testClockJobsService } from './test-clocks.ts';

/** Started after the table and seed, stopped with the runtime; later capabilities add theirs here. */
export const BACKGROUND_SERVICES: BackgroundService[] = [
  cartSweepService,
  checkoutRecoveryService,
  refundJobsService,
  refundReconcilerService,
  // Runs the overdue-delivery sweep on its queue too.
  webhookPipelineService,
  // Customer notifications and product search entries: one stream reader for both, like the
  // deployed function's one mapping (the webhook pipeline's is the other).
  streamFollowersService,
  // Test-clock advances run in-process at once.
  testClockJobsService,
];

export interface LocalRuntime {
  api: LocalApi;
  dynamoEndpoint: string;
  /** The DynamoDB Local process it started (none when DYNAMODB_ENDPOINT was given). */
  dynamoPid: number | undefined;
  demo: DemoSeed & { created: boolean };
  demoOwner: DemoOwner & { created: boolean };
  stop(): Promise<void>;
}

/** Everything `npm run dev` runs; environment defaults must be applied before calling. */
export const startLocalRuntime = async (): Promise<LocalRuntime> => {
  const directory = dataDir();
  let dynamo: DynamoDbLocal | undefined;
  if (!process.env.DYNAMODB_ENDPOINT) {
    dynamo = await startDynamoDbLocal({
      port: Number(process.env.DYNAMODB_PORT),
      dataDir: join(directory, 'dynamodb'),
      ignoreInterrupt: true,
    });
    process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;
  }
  const stops: Array<() => Promise<void>> = [];
  try {
    const db = createDocumentClient(process.env.DYNAMODB_ENDPOINT);
    setDocumentClient(db);
    const { tableName } = config();
    const { streamArn } = await ensureTable(db, tableName);
    const cliAdmin = localCliAdmin(db, tableName);
    const demo = await ensureDemoSeed(cliAdmin, directory);
    const owners = localOwnerService(db, tableName);
    const demoOwner = await ensureDemoOwner(owners, demo.storeId, directory);
    const port = Number(process.env.PORT);
    const oidc = createLocalOidc({
      port,
      keys: await loadOrCreateOidcKeys(directory),
      owners,
      attempts: dynamoSignInAttempts(db, tableName),
    });
    const localHandlers: LocalHttpHandlers = {};
    for (const service of BACKGROUND_SERVICES) {
      const running = await service.start({ streamArn });
      stops.push(() => running.stop());
      Object.assign(localHandlers, running.handlers);
    }
    // The dashboard and the storefront are conveniences next to the API: a failed build is
    // reported, not fatal.
    const apps = [
      { name: 'Dashboard', ensure: ensureDashboardBuilt },
      { name: 'Storefront', ensure: ensureStorefrontBuilt },
    ];
    for (const app of apps) {
      const result = await app.ensure().catch((error: Error) => {
        console.error(`${app.name.toLowerCase()} build failed (the API still runs): ${error.message}`);
        return undefined;
      });
      if (result?.built) console.log(`${app.name} built in ${(result.ms / 1000).toFixed(1)} s`);
    }
    const storefront = createStorefrontMount({
      demo,
      keys: storefrontKeySource(cliAdmin),
      stripePublishableKey: process.env.STOREFRONT_STRIPE_PUBLISHABLE_KEY || null,
    });
    const api = await startLocalApi(
      port,
      '127.0.0.1',
      [oidc, createDashboardMount({ port }), storefront, createProductImagesMount()],
      localHandlers,
    );
    stops.unshift(() => api.close());
    return {
      api,
      dynamoEndpoint: process.env.DYNAMODB_ENDPOINT!,
      dynamoPid: dynamo?.pid,
      demo,
      demoOwner,
      stop: async () => {
        for (const stop of stops) await stop().catch(() => undefined);
        await dynamo?.stop();
      },
    };
  } catch (error) {
    for (const stop of stops) await stop().catch(() => undefined);
    await dynamo?.stop();
    throw error;
  }
};
