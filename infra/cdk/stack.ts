import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { DashboardHosting, type DashboardAssets } from './dashboard-hosting.ts';
import type { StageConfig } from './stage.ts';
import { Operations } from './operations.ts';
import { StatefulResources } from './stateful.ts';
import { StatelessResources } from './stateless.ts';
import { WORKERS, type WorkerDefinition } from './workers.ts';

export interface StoreCommerceStackProps extends StackProps {
  stage: StageConfig;
  /** Defaults to `WORKERS` (workers.ts); tests pass their own to exercise the wiring. */
  workers?: readonly WorkerDefinition[];
  /** Defaults to building the dashboard with Vite at synth; tests pass a prebuilt directory. */
  dashboardAssets?: DashboardAssets;
}

/**
 * The whole service for one stage. Stateful resources are built first and handed to the
 * stateless ones by props; nothing stateful is created below `stateless`.
 */
export class StoreCommerceStack extends Stack {
  readonly stateful: StatefulResources;
  readonly stateless: StatelessResources;
  readonly operations: Operations;
  readonly dashboard: DashboardHosting;

  constructor(scope: Construct, id: string, props: StoreCommerceStackProps) {
    super(scope, id, props);
    const { stage } = props;

    this.stateful = new StatefulResources(this, 'Stateful', { stage });
    this.stateless = new StatelessResources(this, 'Stateless', {
      stage,
      stateful: this.stateful,
      workers: props.workers ?? WORKERS,
    });

    this.operations = new Operations(this, 'Operations', {
      stage,
      stateful: this.stateful,
      stateless: this.stateless,
    });

    this.dashboard = new DashboardHosting(this, 'Dashboard', {
      stage,
      api: this.stateless.api.api,
      ownerIdentity: this.stateful.ownerIdentity,
      productImages: this.stateful.productImages,
      assets: props.dashboardAssets ?? { build: 'vite' },
    });

    // Invitation emails link to the dashboard's accept page (docs/decisions.md §7.26). No cycle:
    // the distribution depends on the HTTP API resource, not on its routes or functions.
    this.stateless.httpFunctions.admin.fn.addEnvironment('DASHBOARD_URL', this.dashboard.url);
    // Product images are served by the same distribution under /images/ (docs/decisions.md §3.23).
    this.stateless.httpFunctions.adminCatalog.fn.addEnvironment(
      'IMAGES_BASE_URL',
      `https://${this.dashboard.distribution.distributionDomainName}/`,
    );

    new CfnOutput(this, 'DashboardUrl', {
      value: this.dashboard.url,
      description: "store owners' dashboard (the API is also served here under /api/)",
    });
    new CfnOutput(this, 'ApiUrl', {
      value: this.stateless.api.url,
      description: 'execute-api endpoint ($default stage)',
    });
    new CfnOutput(this, 'TableName', { value: this.stateful.table.tableName });
    new CfnOutput(this, 'WebhookQueueUrl', { value: this.stateful.webhookQueue.queueUrl });
    new CfnOutput(this, 'WebhookDeadLetterQueueUrl', {
      value: this.stateful.webhookDeadLetterQueue.queueUrl,
    });
    new CfnOutput(this, 'ScheduleGroupName', { value: this.stateful.scheduleGroup.scheduleGroupName });
    const owners = this.stateful.ownerIdentity;
    new CfnOutput(this, 'OwnerUserPoolId', { value: owners.userPool.userPoolId });
    new CfnOutput(this, 'OwnerClientId', { value: owners.client.userPoolClientId });
    new CfnOutput(this, 'OwnerIssuer', { value: owners.issuer, description: 'iss of owner access tokens' });
    new CfnOutput(this, 'OwnerLoginUrl', {
      value: owners.domain.baseUrl(),
      description: 'managed login (authorize at /oauth2/authorize)',
    });
    const domain = this.stateless.api.customDomain;
    if (domain && props.stage.customDomain) {
      new CfnOutput(this, 'CustomDomainTarget', {
        value: domain.regionalDomainName,
        // The name from the context, not `domain.name` (a Ref): CloudFormation takes only a
        // literal string as an output's description.
        description: `CNAME/alias target for ${props.stage.customDomain.domainName}`,
      });
    }
  }
}
