import { Construct } from 'constructs';
import { FUNCTION_GROUPS, routesOfGroup, type FunctionGroup } from '../../shared/routes.ts';
import { AppFunction } from './app-function.ts';
import { PublicApi } from './http-api.ts';
import {
  HTTP_GROUP_PERMISSIONS,
  applyPermissions,
  type ExtraGrant,
  type FunctionPermissions,
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
 * HTTP API in front of them, and the workers. Every grant comes from a declaration
 * (permissions.ts for groups, the worker's entry for workers).
 */
export class StatelessResources extends Construct {
  readonly httpFunctions: Record<FunctionGroup, AppFunction>;
  readonly workers: Record<string, AppFunction> = {};
  readonly api: PublicApi;

  constructor(scope: Construct, id: string, { stage, stateful, workers }: StatelessResourcesProps) {
    super(scope, id);

    const httpFunctions = {} as Record<FunctionGroup, AppFunction>;
    const scheduleCreators: AppFunction[] = [];
    for (const [group, definition] of Object.entries(FUNCTION_GROUPS) as Array<
      [FunctionGroup, (typeof FUNCTION_GROUPS)[FunctionGroup]]
    >) {
      const fn = new AppFunction(this, `${group}Http`, {
        name: group,
        entry: definition.entry,
        description: definition.description,
        stage,
      });
      const permissions = HTTP_GROUP_PERMISSIONS[group] as FunctionPermissions | undefined;
      if (!permissions)
        throw new Error(
          `Function group "${group}" has no entry in HTTP_GROUP_PERMISSIONS (infra/cdk/permissions.ts)`,
        );
      // The shared middy stack rate-limits every HTTP request, so every HTTP function counts.
      // Routes marked `customerJwt` verify customer tokens, so their group reads the signing key.
      const verifiesJwt: ExtraGrant[] = routesOfGroup(group).some((r) => r.customerJwt) ? ['readJwtSecret'] : [];
      applyPermissions(
        fn,
        { ...permissions, extra: [...(permissions.extra ?? []), 'countRequests', ...verifiesJwt] },
        stateful,
      );
      httpFunctions[group] = fn;
      if (permissions.extra?.includes('manageSchedules')) scheduleCreators.push(fn);
    }
    this.httpFunctions = httpFunctions;

    this.api = new PublicApi(this, 'PublicApi', {
      stage,
      functions: Object.fromEntries(
        Object.entries(httpFunctions).map(([group, fn]) => [group, fn.fn]),
      ) as Record<FunctionGroup, AppFunction['fn']>,
    });

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
      attachTrigger(this, worker, fn, stateful);
      this.workers[worker.name] = fn;
      if (worker.permissions.extra?.includes('manageSchedules')) scheduleCreators.push(fn);
    }

    // Functions that create one-time schedules learn the ARNs of the workers those schedules invoke.
    for (const worker of workers) {
      if (worker.trigger.kind !== 'scheduleTarget') continue;
      const target = this.workers[worker.name]!;
      for (const creator of scheduleCreators) {
        // A function cannot carry its own ARN (circular reference); it reads AWS_LAMBDA_FUNCTION_NAME.
        if (creator !== target) creator.fn.addEnvironment(worker.trigger.arnVariable, target.fn.functionArn);
      }
    }
  }
}
