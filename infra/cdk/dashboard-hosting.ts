import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import {
  AssetHashType,
  Aws,
  DockerImage,
  Duration,
  RemovalPolicy,
  Stack,
  Validations,
  Token,
} from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { dashboardContentSecurityPolicy } from '../dashboard-csp.ts';
import { PROJECT_ROOT } from './bundling.ts';
import { DASHBOARD_VIEWER_REQUEST_CODE } from './dashboard-viewer-request.ts';
import type { OwnerIdentity } from './owner-identity.ts';
import type { StageConfig } from './stage.ts';
import type { DashboardRuntimeConfig } from '../../dashboard/src/runtime-config.ts';

/** The dashboard's path on the distribution (Vite's `base`). */
export const DASHBOARD_PATH = '/dashboard/';
/** Scopes the dashboard asks Cognito for: the owner client's OAuth scopes. */
export const DASHBOARD_SCOPE = 'openid email profile';
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/**
 * How the built dashboard reaches the stack. Default: `vite build` runs as local asset bundling
 * at synth, and its output is cached in cdk.out under a hash of dashboard/ (sources, config), so
 * it runs again only when the dashboard changed; `cdk list`/`destroy` and tests that skip
 * bundling never run it. Tests pass a prebuilt directory instead.
 */
export type DashboardAssets = { directory: string } | { build: 'vite' };

export interface DashboardHostingProps {
  stage: StageConfig;
  /** The HTTP API, served by the same distribution under `/api/*`. */
  api: apigw.IHttpApi;
  ownerIdentity: OwnerIdentity;
  /** Product images: served under `/images/` (published files only), uploaded to by the dashboard. */
  productImages: s3.IBucket;
  assets?: DashboardAssets;
}

const DASHBOARD_SOURCE_DIR = join(PROJECT_ROOT, 'dashboard');

const viteBuildSource = (): s3deploy.ISource =>
  s3deploy.Source.asset(DASHBOARD_SOURCE_DIR, {
    assetHashType: AssetHashType.SOURCE,
    // node_modules is a link to the shared install, dist/ is the output of a local build.
    exclude: ['node_modules', 'dist', '*.log'],
    bundling: {
      // Required by the type, never pulled: the local build either succeeds or throws.
      image: DockerImage.fromRegistry('node:22-slim'),
      local: {
        tryBundle(outputDir: string): boolean {
          execFileSync(
            'npx',
            ['vite', 'build', '--config', 'dashboard/vite.config.ts', '--outDir', outputDir, '--emptyOutDir'],
            { cwd: PROJECT_ROOT, stdio: ['ignore', process.stderr, 'inherit'] },
          );
          return true;
        },
      },
    },
  });

/**
 * The owners' dashboard: a private S3 bucket behind CloudFront (origin access control, HTTPS
 * only, security headers), the API served by the same distribution under `/api/*` so the
 * dashboard calls its own origin (no CORS, `apiBaseUrl: ''`), and `config.json` written at
 * deploy time from the stack's own values. The distribution's URLs join the owner app client's
 * callback and sign-out URLs.
 */
export class DashboardHosting extends Construct {
  readonly bucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  readonly deployment: s3deploy.BucketDeployment;
  /** `https://<distribution domain>/dashboard/` */
  readonly url: string;

  constructor(
    scope: Construct,
    id: string,
    { stage, api, ownerIdentity, productImages, assets }: DashboardHostingProps,
  ) {
    super(scope, id);

    // Build output only: nothing here is state, so the bucket goes with the stack in every stage
    // (the deployment empties it on delete).
    this.bucket = new s3.Bucket(this, 'Bucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    Validations.of(this.bucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'The bucket holds the public build of the dashboard, written only by the stack deployment and read only by CloudFront through origin access control; reads are visible at the distribution, there is no data to audit.',
    });

    const issuer = ownerIdentity.issuer;
    const loginOrigin = ownerIdentity.domain.baseUrl();
    const securityHeaders: cloudfront.ResponseSecurityHeadersBehavior = {
      contentSecurityPolicy: {
        // The issuer with a trailing '/' covers discovery and keys; the login domain serves
        // the token, userinfo and revocation endpoints.
        contentSecurityPolicy: dashboardContentSecurityPolicy({
          // The images bucket: the dashboard posts product images there (presigned POST).
          connectSources: [`${issuer}/`, loginOrigin, `https://${productImages.bucketRegionalDomainName}`],
        }),
        override: true,
      },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.days(730),
        includeSubdomains: true,
        override: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
      referrerPolicy: { referrerPolicy: cloudfront.HeadersReferrerPolicy.SAME_ORIGIN, override: true },
    };
    const headersWithCaching = (name: string, cacheControl: string) =>
      new cloudfront.ResponseHeadersPolicy(this, name, {
        comment: `Dashboard (${stage.stage}): security headers, Cache-Control ${cacheControl}`,
        securityHeadersBehavior: securityHeaders,
        customHeadersBehavior: {
          customHeaders: [
            { header: 'Cache-Control', value: cacheControl, override: true },
            {
              header: 'Permissions-Policy',
              value: 'camera=(), microphone=(), geolocation=()',
              override: true,
            },
            { header: 'Cross-Origin-Opener-Policy', value: 'same-origin', override: true },
          ],
        },
      });
    // index.html and config.json change on every deploy under the same name: always revalidate.
    const pageHeaders = headersWithCaching('PageHeaders', 'no-cache');
    // Vite names every file under assets/ by its content hash: cache them for good.
    const assetHeaders = headersWithCaching('AssetHeaders', `public, max-age=${ONE_YEAR_SECONDS}, immutable`);

    // One origin access control signs CloudFront's reads of both buckets (the dashboard's build
    // and the product images): one resource instead of one per origin.
    const originAccessControl = new cloudfront.S3OriginAccessControl(this, 'OriginAccessControl', {
      signing: cloudfront.Signing.SIGV4_ALWAYS,
    });
    const bucketOrigin = origins.S3BucketOrigin.withOriginAccessControl(this.bucket, { originAccessControl });
    const spaRouting = new cloudfront.Function(this, 'SpaRouting', {
      comment: 'Dashboard: / -> /dashboard/, deep links -> /dashboard/index.html',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(DASHBOARD_VIEWER_REQUEST_CODE),
    });

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `Store owners' dashboard and API (${stage.stage})`,
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      defaultBehavior: {
        origin: bucketOrigin,
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
        // Small files, read once per visit: no edge copy to go stale after a deploy.
        cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
        responseHeadersPolicy: pageHeaders,
        functionAssociations: [
          { function: spaRouting, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
        ],
      },
      additionalBehaviors: {
        [`${DASHBOARD_PATH}assets/*`]: {
          origin: bucketOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: assetHeaders,
        },
        // Product images: published files only (uploads/ is never served), immutable under
        // their key (docs/decisions.md §3.23), so cached like the dashboard's hashed assets.
        '/images/*': {
          origin: origins.S3BucketOrigin.withOriginAccessControl(productImages, { originAccessControl }),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: assetHeaders,
        },
        // The API on the dashboard's origin: every method, every header but Host (API Gateway
        // routes on its own host name), never cached. HTTPS only: a redirect would lose a POST.
        '/api/*': {
          origin: new origins.HttpOrigin(`${api.apiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`, {
            protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
          }),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
        },
      },
    });
    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason: 'Store owners sign in from anywhere; access is by Cognito sign-in, not by country.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'The distribution serves static files and the API; the API authenticates every route and API Gateway throttles it stage-wide (a WAF web ACL is an account-level choice left to the operator).',
      },
      {
        id: 'AwsSolutions-CFR3',
        reason:
          "API requests are logged by the HTTP API's own access log; the rest is the public build of the dashboard, whose reads need no audit trail.",
      },
      {
        id: 'AwsSolutions-CFR4',
        reason:
          "The distribution uses CloudFront's default *.cloudfront.net certificate, for which CloudFront fixes the viewer TLS policy; a custom domain with its own certificate is where TLSv1.2_2021 can be set.",
      },
    );

    const origin = `https://${this.distribution.distributionDomainName}`;
    this.url = `${origin}${DASHBOARD_PATH}`;
    ownerIdentity.allowDashboardAt([this.url, `${this.url}callback`]);

    const runtimeConfig: DashboardRuntimeConfig = {
      apiBaseUrl: '',
      oidc: {
        authority: issuer,
        clientId: ownerIdentity.client.userPoolClientId,
        scope: DASHBOARD_SCOPE,
        // Cognito has no end_session_endpoint in its discovery document: its /logout does that.
        logoutUrl: `${loginOrigin}/logout?client_id=${ownerIdentity.client.userPoolClientId}&logout_uri=${this.url}`,
      },
      environment: stage.stage,
    };

    this.deployment = new s3deploy.BucketDeployment(this, 'Deployment', {
      destinationBucket: this.bucket,
      destinationKeyPrefix: DASHBOARD_PATH.slice(1),
      sources: [
        assets && 'directory' in assets ? s3deploy.Source.asset(assets.directory) : viteBuildSource(),
        s3deploy.Source.jsonData('config.json', runtimeConfig),
      ],
      prune: true,
      retainOnDelete: false,
      memoryLimit: 512,
      // Like every function of the stack: the stage's log retention.
      logGroup: new logs.LogGroup(this, 'DeploymentLogs', {
        retention: stage.logRetention,
        removalPolicy: stage.removalPolicy,
      }),
    });
    this.acknowledgeDeploymentHandler();
  }

  /**
   * BucketDeployment's handler is a stack-wide singleton from aws-cdk-lib; its findings, each by
   * the exact name cdk-nag gives it (resources flattened as `<LogicalId.Arn>`), with the reason.
   */
  private acknowledgeDeploymentHandler(): void {
    const stack = Stack.of(this);
    const bucketArn = `<${stack.getLogicalId(this.bucket.node.defaultChild as s3.CfnBucket)}.Arn>`;
    const qualifier =
      (stack.node.tryGetContext('@aws-cdk/core:bootstrapQualifier') as string | undefined) ?? 'hnb659fds';
    // cdk-nag prints the ARN as synthesized: literal partition, account and region when the stack names them.
    const literal = (value: string, token: string) => (Token.isUnresolved(value) ? token : value);
    const assetBucketArn = `arn:${literal(stack.partition, '<AWS::Partition>')}:s3:::cdk-${qualifier}-assets-${literal(stack.account, '<AWS::AccountId>')}-${literal(stack.region, '<AWS::Region>')}`;
    const wildcards = [
      'Action::s3:GetBucket*',
      'Action::s3:GetObject*',
      'Action::s3:List*',
      'Action::s3:Abort*',
      'Action::s3:DeleteObject*',
      `Resource::${assetBucketArn}/*`,
      `Resource::${bucketArn}/*`,
    ];
    const handler = stack.node.children.find((child) =>
      child.node.id.startsWith('Custom::CDKBucketDeployment'),
    );
    if (handler)
      Validations.of(handler).acknowledge({
        id: 'AwsSolutions-L1',
        reason:
          "The runtime of aws-cdk-lib's BucketDeployment handler is chosen by aws-cdk-lib and moves with it.",
      });
    Validations.of(this.deployment.handlerRole).acknowledge(
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason:
          "aws-cdk-lib's BucketDeployment handler (copies the dashboard build at deploy time) writes its own logs with AWSLambdaBasicExecutionRole.",
      },
      ...wildcards.map((finding) => ({
        id: `AwsSolutions-IAM5[${finding}]`,
        reason:
          "aws-cdk-lib's BucketDeployment grant: read its asset from the bootstrap bucket, write and prune objects under the dashboard bucket. Object keys are the build's file names, so object-level actions need the /* resources and the grant's action groups.",
      })),
    );
  }
}
