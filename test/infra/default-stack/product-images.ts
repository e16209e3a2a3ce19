import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StoreCommerceStack } from '../../../infra/cdk/stack.ts';
import {
  actionsOf,
  defaultStack,
  logicalIdOf,
  policyStatements,
  resourcesOf,
  roleStatements,
} from '../synth.ts';

let template: Template;
let stack: StoreCommerceStack;
let bucketId: string;
beforeAll(() => {
  ({ template, stack } = defaultStack());
  bucketId = logicalIdOf(stack.stateful.productImages);
});

// CloudFormation JSON, read by path in assertions.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const CACHING_OPTIMIZED = '658327ea-f89d-4fab-a63d-7e88639e58f6';
const objectsUnder = (prefix: string) => ({
  'Fn::Join': ['', [{ 'Fn::GetAtt': [bucketId, 'Arn'] }, `/${prefix}*`]],
});

describe('product images: bucket, distribution and grants', () => {
  it('a private bucket: public access blocked, encrypted, TLS only, unconfirmed uploads expire, POST from browsers', () => {
    const bucket = template.toJSON().Resources[bucketId] as { Properties: Record<string, Json> };
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
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
      CorsConfiguration: { CorsRules: [expect.objectContaining({ AllowedMethods: ['POST'] })] },
    });
    expect(bucket.Properties.WebsiteConfiguration).toBeUndefined();
    expect(bucket.Properties.LifecycleConfiguration.Rules).toContainEqual(
      expect.objectContaining({ Prefix: 'uploads/', ExpirationInDays: 1, Status: 'Enabled' }),
    );
    const statements = Object.values(template.findResources('AWS::S3::BucketPolicy')).find(
      (policy) => policy.Properties.Bucket.Ref === bucketId,
    )!.Properties.PolicyDocument.Statement as Array<Record<string, Json>>;
    expect(statements).toContainEqual(
      expect.objectContaining({
        Effect: 'Deny',
        Action: 's3:*',
        Condition: { Bool: { 'aws:SecureTransport': 'false' } },
      }),
    );
    // The only reader is the dashboard's distribution (origin access control), and it only reads.
    const allows = statements.filter((statement) => statement.Effect === 'Allow');
    expect(allows).toHaveLength(1);
    expect(allows[0]).toMatchObject({
      Principal: { Service: 'cloudfront.amazonaws.com' },
      Action: 's3:GetObject',
    });
    expect(JSON.stringify(allows[0]!.Condition)).toContain(logicalIdOf(stack.dashboard.distribution));
  });

  it('served by the dashboard distribution under /images/* only, cached, GET and HEAD', () => {
    const config = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]!.Properties
      .DistributionConfig;
    const images = (config.CacheBehaviors as Array<Record<string, Json>>).find(
      (b) => b.PathPattern === '/images/*',
    )!;
    expect(images).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      AllowedMethods: ['GET', 'HEAD'],
      CachePolicyId: CACHING_OPTIMIZED,
    });
    const origin = (config.Origins as Array<Record<string, Json>>).find(
      (o) => o.Id === images.TargetOriginId,
    )!;
    expect(JSON.stringify(origin.DomainName)).toContain(bucketId);
    expect(origin.OriginAccessControlId).toBeDefined();
    // One origin access control for both buckets.
    expect(Object.keys(template.findResources('AWS::CloudFront::OriginAccessControl'))).toHaveLength(1);
  });

  it('the admin catalog alone may write it: uploads/ (presign, read, delete) and images/ (copy to, delete), no listing', () => {
    const fn = stack.stateless.httpFunctions.adminCatalog;
    const statements = roleStatements(template, logicalIdOf(fn.role)).filter((statement) =>
      actionsOf(statement).some((action) => action.startsWith('s3:')),
    );
    expect(statements.map((s) => ({ actions: actionsOf(s).sort(), resources: resourcesOf(s) }))).toEqual([
      { actions: ['s3:DeleteObject', 's3:GetObject', 's3:PutObject'], resources: [objectsUnder('uploads/')] },
      { actions: ['s3:DeleteObject', 's3:PutObject'], resources: [objectsUnder('images/')] },
    ]);
    const variables = (template.toJSON().Resources[logicalIdOf(fn.fn)] as { Properties: Json }).Properties
      .Environment.Variables;
    expect(variables.IMAGES_BUCKET).toEqual({ Ref: bucketId });
    expect(JSON.stringify(variables.IMAGES_BASE_URL)).toContain(logicalIdOf(stack.dashboard.distribution));
    // No other function's policy names the bucket.
    const others = policyStatements(template).filter(({ statement }) =>
      JSON.stringify(statement.Resource ?? '').includes(bucketId),
    );
    expect(new Set(others.map(({ policy }) => policy)).size).toBe(1);
  });

  it("the dashboard may post to the bucket (its CSP's connect-src names it)", () => {
    const policies = Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    for (const policy of policies)
      expect(
        JSON.stringify(
          policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy,
        ),
      ).toContain(bucketId);
  });
});
