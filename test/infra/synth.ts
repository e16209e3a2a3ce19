import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CfnResource } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { createApp } from '../../infra/cdk/app.ts';
import type { DashboardAssets } from '../../infra/cdk/dashboard-hosting.ts';
import type { WorkerDefinition } from '../../infra/cdk/workers.ts';

/** cdk.json's context (feature flags): the CLI applies it, so the tests do too. */
const CDK_JSON_CONTEXT = (
  JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as {
    context: Record<string, unknown>;
  }
).context;

export interface SynthOptions {
  context?: Record<string, unknown>;
  workers?: readonly WorkerDefinition[];
  /** Really run esbuild for every function (slow); otherwise bundling is skipped. */
  bundle?: boolean;
  outdir?: string;
  /** Defaults to a tiny prebuilt fixture: no test runs `vite build`. */
  dashboardAssets?: DashboardAssets;
}

export const DASHBOARD_FIXTURE_DIR = new URL('fixtures/dashboard-dist/', import.meta.url).pathname;

const outdirs: string[] = [];

/**
 * Builds the app as `cdk synth` does. `Template.fromStack` synthesizes, and synthesis runs the
 * cdk-nag validation plugin registered in app.ts: any unacknowledged finding throws here.
 */
export const synthesize = ({
  context = {},
  workers,
  bundle = false,
  outdir,
  dashboardAssets = { directory: DASHBOARD_FIXTURE_DIR },
}: SynthOptions = {}) => {
  const dir = outdir ?? mkdtempSync(join(tmpdir(), 'store-commerce-cdk-'));
  outdirs.push(dir);
  const { app, stack, stage } = createApp({
    context: { ...CDK_JSON_CONTEXT, ...(bundle ? {} : { 'aws:cdk:bundling-stacks': [] }), ...context },
    outdir: dir,
    workers,
    dashboardAssets,
  });
  const template = Template.fromStack(stack);
  return { app, stack, stage, template, outdir: dir };
};

export const removeOutdirs = (): void => {
  for (const dir of outdirs.splice(0)) rmSync(dir, { recursive: true, force: true });
};

/** The template's logical id of an L2 construct's main resource. */
export const logicalIdOf = (construct: IConstruct): string =>
  Stack.of(construct).getLogicalId(construct.node.defaultChild as CfnResource);

export interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
}

interface PolicyDocumentResource {
  Properties: { PolicyDocument: { Statement: Statement[] }; Roles?: Array<{ Ref: string }> };
}
interface RoleResource {
  Properties: { Policies?: Array<{ PolicyName: string; PolicyDocument: { Statement: Statement[] } }> };
}

/**
 * Every statement of every identity policy in the template: the roles' inline policies (our
 * roles keep their grants there, infra/cdk/inline-policy-role.ts) and any `AWS::IAM::Policy`
 * (CDK's own custom resources). `policy` names where the statement is: the policy resource's
 * logical id, or `<role logical id>/<policy name>`; `roles` are the roles it applies to.
 */
export const policyStatements = (
  template: Template,
): Array<{ policy: string; roles: string[]; statement: Statement }> => [
  ...Object.entries(template.findResources('AWS::IAM::Role') as Record<string, RoleResource>).flatMap(
    ([role, resource]) =>
      (resource.Properties.Policies ?? []).flatMap(({ PolicyName, PolicyDocument }) =>
        PolicyDocument.Statement.map((statement) => ({
          policy: `${role}/${PolicyName}`,
          roles: [role],
          statement,
        })),
      ),
  ),
  ...Object.entries(
    template.findResources('AWS::IAM::Policy') as Record<string, PolicyDocumentResource>,
  ).flatMap(([policy, resource]) =>
    resource.Properties.PolicyDocument.Statement.map((statement) => ({
      policy,
      roles: (resource.Properties.Roles ?? []).map((role) => role.Ref),
      statement,
    })),
  ),
];

export const actionsOf = (statement: Statement): string[] =>
  Array.isArray(statement.Action) ? statement.Action : [statement.Action];

export const resourcesOf = (statement: Statement): unknown[] =>
  Array.isArray(statement.Resource) ? statement.Resource : [statement.Resource];

/** The statements granted to one role (its inline policies and any policy attached to it). */
export const roleStatements = (template: Template, roleLogicalId: string): Statement[] =>
  policyStatements(template)
    .filter(({ roles }) => roles.includes(roleLogicalId))
    .map(({ statement }) => statement);

let defaultSynthesis: ReturnType<typeof synthesize> | undefined;
/**
 * The default stack (cdk.json context, the deployed workers), synthesized once per process:
 * test/infra/default-stack.test.ts runs every concern's checks against this one synthesis.
 */
export const defaultStack = (): ReturnType<typeof synthesize> => (defaultSynthesis ??= synthesize());
