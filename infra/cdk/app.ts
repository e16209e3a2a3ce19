import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { App, Tags, Validations, type AppProps } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { DashboardAssets } from './dashboard-hosting.ts';
import { StoreCommerceStack } from './stack.ts';
import { stackNameFor, stageConfigFromContext } from './stage.ts';
import type { WorkerDefinition } from './workers.ts';

export interface CreateAppOptions {
  /** Extra context (tests); the CLI passes `-c` values and cdk.json through the environment. */
  context?: AppProps['context'];
  outdir?: string;
  workers?: readonly WorkerDefinition[];
  /** Tests: a prebuilt dashboard directory instead of a Vite build. */
  dashboardAssets?: DashboardAssets;
}

/**
 * The CDK app: one stack per stage, `StoreCommerce-<stage>` (`-c stage=prod`, default `dev`).
 * cdk-nag's AWS Solutions pack runs as a synthesis validation plugin: any unacknowledged
 * finding fails `cdk synth`/`cdk deploy`, and every acknowledgement in infra/cdk carries its reason.
 */
export const createApp = (options: CreateAppOptions = {}) => {
  const app = new App({
    ...(options.context ? { context: options.context } : {}),
    ...(options.outdir ? { outdir: options.outdir } : {}),
  });
  const stage = stageConfigFromContext(app.node);
  const stack = new StoreCommerceStack(app, stackNameFor(stage.stage), {
    stackName: stackNameFor(stage.stage),
    description: `Store commerce backend (${stage.stage})`,
    stage,
    workers: options.workers,
    dashboardAssets: options.dashboardAssets,
    // Account and region come from the CLI's credentials at deploy time; synth needs neither.
    env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  });
  Tags.of(app).add('service', 'store-commerce');
  Tags.of(app).add('stage', stage.stage);
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
  return { app, stack, stage };
};

const isEntryPoint = (): boolean => {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
};

if (isEntryPoint()) createApp();
