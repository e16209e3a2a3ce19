import { runInNewContext } from 'node:vm';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { dashboardContentSecurityPolicy } from '../../../infra/dashboard-csp.ts';
import { DASHBOARD_VIEWER_REQUEST_CODE } from '../../../infra/cdk/dashboard-viewer-request.ts';
import type { StoreCommerceStack } from '../../../infra/cdk/stack.ts';
import { defaultStack, logicalIdOf } from '../synth.ts';

let template: Template;
let stack: StoreCommerceStack;
beforeAll(() => {
  ({ template, stack } = defaultStack());
});

// CloudFormation JSON, read by path in assertions.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
type Resource = { Properties: Record<string, Json> } & Record<string, Json>;
const only = (type: string): Resource => {
  const resources = Object.values(template.findResources(type));
  expect(resources, type).toHaveLength(1);
  return resources[0] as Resource;
};
const distributionConfig = () => only('AWS::CloudFront::Distribution').Properties.DistributionConfig;
const behavior = (pathPattern: string) =>
  (distributionConfig().CacheBehaviors as Array<Record<string, unknown>>).find(
    (b) => b.PathPattern === pathPattern,
  )!;
const headersPolicy = (ref: unknown) =>
  template.findResources('AWS::CloudFront::ResponseHeadersPolicy')[(ref as { Ref: string }).Ref]!.Properties
    .ResponseHeadersPolicyConfig;
const distributionDomain = () => ({
  'Fn::GetAtt': [logicalIdOf(stack.dashboard.distribution), 'DomainName'],
});
// Managed policy ids (aws-cdk-lib CachePolicy / OriginRequestPolicy).
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const CACHING_OPTIMIZED = '658327ea-f89d-4fab-a63d-7e88639e58f6';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

describe('dashboard hosting: bucket and distribution', () => {
  it('a private bucket: public access blocked, encrypted, TLS-only policy, read by CloudFront through OAC', () => {
    const bucket = template.toJSON().Resources[logicalIdOf(stack.dashboard.bucket)] as Resource;
    expect(bucket.Properties).toMatchObject({
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
    });
    const statements = Object.values(template.findResources('AWS::S3::BucketPolicy')).find(
      (policy) => policy.Properties.Bucket.Ref === logicalIdOf(stack.dashboard.bucket),
    )!.Properties.PolicyDocument.Statement as Array<Record<string, Json>>;
    expect(statements).toContainEqual(
      expect.objectContaining({
        Effect: 'Deny',
        Action: 's3:*',
        Condition: { Bool: { 'aws:SecureTransport': 'false' } },
      }),
    );
    const cloudFrontRead = statements.find((s) => s.Principal?.Service === 'cloudfront.amazonaws.com')!;
    expect(cloudFrontRead).toMatchObject({ Effect: 'Allow', Action: 's3:GetObject' });
    expect(JSON.stringify(cloudFrontRead.Condition)).toContain(logicalIdOf(stack.dashboard.distribution));
    // Origin access control, not the legacy origin access identity.
    expect(only('AWS::CloudFront::OriginAccessControl').Properties.OriginAccessControlConfig).toMatchObject({
      OriginAccessControlOriginType: 's3',
      SigningBehavior: 'always',
      SigningProtocol: 'sigv4',
    });
    expect(template.findResources('AWS::CloudFront::CloudFrontOriginAccessIdentity')).toEqual({});
    const s3Origin = (distributionConfig().Origins as Array<Record<string, Json>>).find(
      (o) => o.S3OriginConfig,
    )!;
    expect(s3Origin.OriginAccessControlId).toBeDefined();
    expect(s3Origin.S3OriginConfig.OriginAccessIdentity).toBe('');
  });

  it('pages: HTTPS redirect, never cached, deep links rewritten by a viewer-request function', () => {
    expect(distributionConfig().DefaultCacheBehavior).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      AllowedMethods: ['GET', 'HEAD'],
      CachePolicyId: CACHING_DISABLED,
      FunctionAssociations: [{ EventType: 'viewer-request' }],
    });
    // SPA fallback by function: no blanket 403/404 -> index.html rewrite that would hide API errors.
    expect(distributionConfig().CustomErrorResponses).toBeUndefined();
    expect(only('AWS::CloudFront::Function').Properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
  });

  it('hashed assets are cached at the edge and in browsers for a year', () => {
    const assets = behavior('/dashboard/assets/*');
    expect(assets).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      CachePolicyId: CACHING_OPTIMIZED,
    });
    expect(headersPolicy(assets.ResponseHeadersPolicyId).CustomHeadersConfig.Items).toContainEqual({
      Header: 'Cache-Control',
      Value: 'public, max-age=31536000, immutable',
      Override: true,
    });
    const pages = headersPolicy(distributionConfig().DefaultCacheBehavior.ResponseHeadersPolicyId);
    expect(pages.CustomHeadersConfig.Items).toContainEqual({
      Header: 'Cache-Control',
      Value: 'no-cache',
      Override: true,
    });
  });

  it('the API on the same origin: /api/* to the HTTP API, HTTPS only, every method, uncached, Host not forwarded', () => {
    const api = behavior('/api/*');
    expect(api).toMatchObject({
      ViewerProtocolPolicy: 'https-only',
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      CachePolicyId: CACHING_DISABLED,
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
    });
    const origin = (distributionConfig().Origins as Array<Record<string, Json>>).find(
      (o) => o.Id === api.TargetOriginId,
    )!;
    expect(origin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only' });
    expect(JSON.stringify(origin.DomainName)).toContain(logicalIdOf(stack.stateless.api.api));
  });

  it('security headers on every dashboard response: CSP, two-year HSTS, nosniff, DENY, referrer policy', () => {
    for (const ref of [
      distributionConfig().DefaultCacheBehavior.ResponseHeadersPolicyId,
      behavior('/dashboard/assets/*').ResponseHeadersPolicyId,
    ]) {
      const security = headersPolicy(ref).SecurityHeadersConfig;
      expect(security).toMatchObject({
        StrictTransportSecurity: {
          AccessControlMaxAgeSec: 63_072_000,
          IncludeSubdomains: true,
          Override: true,
        },
        ContentTypeOptions: { Override: true },
        FrameOptions: { FrameOption: 'DENY', Override: true },
        ReferrerPolicy: { ReferrerPolicy: 'same-origin', Override: true },
        ContentSecurityPolicy: { Override: true },
      });
      const csp = JSON.stringify(security.ContentSecurityPolicy.ContentSecurityPolicy);
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
      // connect-src: the pool's issuer (sub-paths: discovery, keys) and the login domain (token).
      expect(csp).toContain('ProviderURL');
      expect(csp).toContain(logicalIdOf(stack.stateful.ownerIdentity.domain));
    }
  });

  it('the dashboard URL is an output; it joins the app client callback and sign-out URLs', () => {
    const url = { 'Fn::Join': ['', ['https://', distributionDomain(), '/dashboard/']] };
    template.hasOutput('DashboardUrl', { Value: url });
    const client = only('AWS::Cognito::UserPoolClient').Properties;
    const callback = { 'Fn::Join': ['', ['https://', distributionDomain(), '/dashboard/callback']] };
    expect(client.CallbackURLs).toEqual(expect.arrayContaining([url, callback]));
    expect(client.LogoutURLs).toEqual(expect.arrayContaining([url]));
  });
});

describe('dashboard hosting: config.json at deploy time', () => {
  it('deploys the build and config.json under dashboard/, pruning old files, with the stack values filled in', () => {
    const deployment = only('Custom::CDKBucketDeployment').Properties;
    expect(deployment).toMatchObject({
      DestinationBucketKeyPrefix: 'dashboard/',
      Prune: true,
      RetainOnDelete: false,
      SourceObjectKeys: [expect.any(String), expect.any(String)],
    });
    // Source.jsonData: the JSON is staged with markers the handler replaces by these values.
    const markers = Object.values(deployment.SourceMarkers[1] as Record<string, unknown>).map((v) =>
      JSON.stringify(v),
    );
    const poolId = logicalIdOf(stack.stateful.ownerIdentity.userPool);
    const clientId = logicalIdOf(stack.stateful.ownerIdentity.client);
    expect(markers).toEqual(
      expect.arrayContaining([
        JSON.stringify({ 'Fn::GetAtt': [poolId, 'ProviderURL'] }),
        JSON.stringify({ Ref: clientId }),
        JSON.stringify(distributionDomain()),
      ]),
    );
  });

  it('config.json has the runtime config contract: same-origin API, Cognito authority, client, scope, logout URL', async () => {
    const { readFileSync, readdirSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { outdir } = defaultStack();
    // The staged jsonData asset: the one asset directory holding config.json.
    const staged = readdirSync(outdir)
      .filter((name) => name.startsWith('asset.'))
      .map((name) => join(outdir, name))
      .flatMap((dir) => {
        try {
          return [readFileSync(join(dir, 'config.json'), 'utf8')];
        } catch {
          return [];
        }
      });
    expect(staged).toHaveLength(1);
    const config = JSON.parse(staged[0]!) as Record<string, Json>;
    expect(Object.keys(config).sort()).toEqual(['apiBaseUrl', 'environment', 'oidc']);
    expect(config.apiBaseUrl).toBe('');
    expect(config.environment).toBe('dev');
    expect(Object.keys(config.oidc).sort()).toEqual(['authority', 'clientId', 'logoutUrl', 'scope']);
    expect(config.oidc.scope).toBe('openid email profile');
    expect(config.oidc.authority).toMatch(/^https:\/\/<<marker:0xbaba:\d+>>$/);
    expect(config.oidc.logoutUrl).toMatch(
      /^https:\/\/<<marker:0xbaba:\d+>>\.auth\.<<marker:0xbaba:\d+>>\.amazoncognito\.com\/logout\?client_id=<<marker:0xbaba:\d+>>&logout_uri=https:\/\/<<marker:0xbaba:\d+>>\/dashboard\/$/,
    );
  });
});

describe('dashboard viewer-request function (SPA routing)', () => {
  const handler = runInNewContext(`${DASHBOARD_VIEWER_REQUEST_CODE}; handler`) as (event: unknown) => {
    uri?: string;
    statusCode?: number;
    headers?: Record<string, { value: string }>;
  };
  const request = (uri: string) => handler({ request: { uri, method: 'GET', headers: {}, querystring: {} } });

  it('redirects / and /dashboard to /dashboard/', () => {
    for (const uri of ['/', '/dashboard'])
      expect(request(uri)).toMatchObject({
        statusCode: 302,
        headers: { location: { value: '/dashboard/' } },
      });
  });

  it('serves index.html for the app root and deep links, files as they are', () => {
    for (const uri of ['/dashboard/', '/dashboard/orders', '/dashboard/orders/ord_1', '/dashboard/callback'])
      expect(request(uri).uri, uri).toBe('/dashboard/index.html');
    for (const uri of ['/dashboard/config.json', '/dashboard/assets/index-abc.js', '/dashboard/favicon.svg'])
      expect(request(uri).uri, uri).toBe(uri);
    expect(request('/api/v1/admin/stores').uri).toBe('/api/v1/admin/stores');
  });
});

describe('dashboard CSP (shared with the local server)', () => {
  it('only self for scripts and styles; connect-src adds the given sources; no framing', () => {
    const csp = dashboardContentSecurityPolicy({ connectSources: ['http://127.0.0.1:3000/oidc/'] });
    const directives = new Map(
      csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]),
    );
    expect(directives.get('script-src')).toBe("'self'");
    expect(directives.get('style-src')).toBe("'self'");
    expect(directives.get('connect-src')).toBe("'self' http://127.0.0.1:3000/oidc/");
    expect(directives.get('frame-ancestors')).toBe("'none'");
    expect(directives.get('base-uri')).toBe("'self'");
    expect(directives.get('form-action')).toBe("'self'");
    expect(directives.get('object-src')).toBe("'none'");
    expect(csp).not.toContain('unsafe');
  });
});
