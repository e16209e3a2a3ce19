import type * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { FUNCTION_GROUPS, type FunctionGroup } from '../../shared/routes.ts';
import { AppFunction } from './app-function.ts';
import { UNTRACED_HTTP_GROUPS } from './function-sizes.ts';
import { PublicApi } from './http-api.ts';
import {
  HTTP_GROUP_PERMISSIONS,
  applyPermissions,
  grantSchedules,
  webhookQueueScheduleTarget,
  type FunctionPermissions,
  type ScheduleTargetGrant,
} from './permissions.ts';
import type { StageConfig } from './stage.ts';
import type { StatefulResources } from './stateful.ts';
import {
  WORKER_DEFAULT_MEMORY_MB,
  WORKER_DEFAULT_TIMEOUT,
  attachTrigger,
  type WorkerDefinition,
} from './workers.ts';

export interface StatelessResourcesProps {
  stage: StageConfig;
  stateful: StatefulResources;
  workers: readonly WorkerDefinition[];
}

/**
 * Code and routing, safe to replace on any deploy: one function per HTTP function group, the
 * HTTP API in front of them, and the workers. Every grant comes from a declaration in
 * permissions.ts (groups by name, workers through their entry).
 */
export class StatelessResources extends Construct {
  readonly httpFunctions: Record<FunctionGroup, AppFunction>;
  readonly workers: Record<string, AppFunction> = {};
  /**
   * The role EventBridge Scheduler assumes per target: `webhookQueue` (retry schedules) and each
   * scheduled worker by name. Each may reach its own target only.
   */
  readonly schedulerRoles: Record<string, iam.IRole> = {};
  readonly api: PublicApi;

  constructor(scope: Construct, id: string, { stage, stateful, workers }: StatelessResourcesProps) {
    super(scope, id);

    const httpFunctions = {} as Record<FunctionGroup, AppFunction>;
    const declared: Array<{ fn: AppFunction; permissions: FunctionPermissions; name: string }> = [];
    for (const [group, definition] of Object.entries(FUNCTION_GROUPS) as Array<
      [FunctionGroup, (typeof FUNCTION_GROUPS)[FunctionGroup]]
    >) {
      const fn = new AppFunction(this, `${group}Http`, {
        name: group,
        entry: definition.entry,
        description: definition.description,
        stage,
        // Every HTTP function can verify owner access tokens (the admin routes' identity).
        environment: stateful.ownerIdentity.environment,
        tracing: UNTRACED_HTTP_GROUPS.includes(group) ? lambda.Tracing.PASS_THROUGH : lambda.Tracing.ACTIVE,
      });
      const permissions = HTTP_GROUP_PERMISSIONS[group] as FunctionPermissions | undefined;
      if (!permissions)
        throw new Error(
          `Function group "${group}" has no entry in HTTP_GROUP_PERMISSIONS (infra/cdk/permissions.ts)`,
        );
      applyPermissions(fn, permissions, stateful);
      httpFunctions[group] = fn;
      declared.push({ fn, permissions, name: group });
    }
    this.httpFunctions = httpFunctions;

    this.api = new PublicApi(this, 'PublicApi', {
      stage,
      functions: Object.fromEntries(
        Object.entries(httpFunctions).map(([group, fn]) => [group, fn.fn]),
      ) as Record<FunctionGroup, AppFunction['fn']>,
    });

    const scheduleTargets: Record<string, ScheduleTargetGrant> = {
      webhookQueue: webhookQueueScheduleTarget(stateful),
    };
    this.schedulerRoles.webhookQueue = stateful.webhookSchedulerRole;
    for (const worker of workers) {
      if (this.workers[worker.name]) throw new Error(`Duplicate worker name "${worker.name}"`);
      const fn = new AppFunction(this, `${worker.name}Worker`, {
        name: worker.name,
        entry: worker.entry,
        description: worker.description,
        stage,
        timeout: worker.timeout ?? WORKER_DEFAULT_TIMEOUT,
        memorySize: worker.memorySize ?? WORKER_DEFAULT_MEMORY_MB,
        environment: worker.environment,
      });
      applyPermissions(fn, worker.permissions, stateful);
      const schedulerRole = attachTrigger(this, worker, fn, stateful);
      if (schedulerRole) this.schedulerRoles[worker.name] = schedulerRole;
      if (worker.trigger.kind === 'scheduleTarget' && schedulerRole) {
        scheduleTargets[worker.name] = {
          role: schedulerRole,
          environment: {
            [worker.trigger.arnVariable]: fn.fn.functionArn,
            [worker.trigger.roleArnVariable]: schedulerRole.roleArn,
          },
        };
      }
      this.workers[worker.name] = fn;
      declared.push({ fn, permissions: worker.permissions, name: worker.name });
    }

    // Once every function exists: schedule creators learn the ARNs of their targets and roles.
    for (const { fn, permissions, name } of declared) {
      const targets = (permissions.schedules ?? []).map((target) => {
        const grant = scheduleTargets[target];
        if (!grant) throw new Error(`${name} schedules "${target}", which is no scheduleTarget worker`);
        // A function cannot carry its own ARN (circular reference).
        if (target === name) throw new Error(`${name} cannot schedule itself`);
        return grant;
      });
      grantSchedules(fn, targets, stateful);
    }
  }
}
