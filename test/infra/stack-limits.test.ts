import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeOutdirs, synthesize } from './synth.ts';

afterAll(removeOutdirs);

/**
 * CloudFormation refuses a stack of more than 500 resources or a template over 1 MB (uploaded
 * through S3, as `cdk deploy` does). The budgets sit a little above today's figures (293
 * resources, 365 KiB for dev), so what was won stays won, with room for a few routes, a bucket
 * or a function group; past them, take the next step of the plan in docs/infrastructure.md
 * ("Stack limits") calmly, instead of on the day a deploy fails.
 */
const RESOURCE_BUDGET = 340;
const TEMPLATE_KIB_BUDGET = 500;

/**
 * What the CLI adds to every synthesis: an `aws:cdk:path` entry on each resource and the
 * `AWS::CDK::Metadata` resource. Without it the template is smaller than the one deployed.
 */
const CLI_CONTEXT = {
  'aws:cdk:enable-path-metadata': true,
  'aws:cdk:enable-asset-metadata': true,
  'aws:cdk:version-reporting': true,
};

const VARIANTS: Array<[string, Record<string, unknown>]> = [
  ['dev (cdk.json defaults)', {}],
  // The largest variant: prod with the custom domain adds the domain and its mapping.
  [
    'prod with a custom domain',
    {
      stage: 'prod',
      domainName: 'api.example.com',
      certificateArn: 'arn:aws:acm:eu-west-1:111111111111:certificate/abc',
    },
  ],
];

describe('stack limits', () => {
  it.each(VARIANTS)(
    `%s stays under ${RESOURCE_BUDGET} resources and ${TEMPLATE_KIB_BUDGET} KiB of template`,
    (name, context) => {
      const { stack, template, outdir } = synthesize({ context: { ...CLI_CONTEXT, ...context } });
      const resources = Object.values(template.toJSON().Resources as Record<string, { Type: string }>);
      const bytes = statSync(join(outdir, stack.templateFile)).size;
      const byType = Object.entries(
        resources.reduce<Record<string, number>>((counts, { Type }) => {
          counts[Type] = (counts[Type] ?? 0) + 1;
          return counts;
        }, {}),
      )
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([type, count]) => `${type} ${count}`)
        .join(', ');
      console.log(
        `stack ${name}: ${resources.length} resources (CloudFormation limit 500), template ${(bytes / 1024).toFixed(1)} KiB (limit 1024); most: ${byType}`,
      );
      expect(resources.length).toBeLessThan(RESOURCE_BUDGET);
      expect(bytes / 1024).toBeLessThan(TEMPLATE_KIB_BUDGET);
    },
    60_000,
  );
});
