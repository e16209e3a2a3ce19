import type { Context } from 'aws-lambda';
import type { HttpEvent, HttpResult } from '../../shared/http/types.ts';
import type { FunctionGroup } from '../../shared/routes.ts';

export type HttpLambda = (event: HttpEvent, context: Context) => Promise<HttpResult>;

/**
 * HTTP handlers a background service wires to its in-process ports (the admin API on the local
 * webhook queue, the orders API on the local refund scheduler); the local API serves them in
 * place of the deployed entry's `handler`.
 */
export type LocalHttpHandlers = Partial<Record<FunctionGroup, HttpLambda>>;

/**
 * A background part of the local runtime (stream poller, queue, scheduler...). Its own module
 * so the services and runtime.ts, which starts them, do not import each other.
 */
export interface BackgroundService {
  name: string;
  start(context: { streamArn: string }): Promise<{ stop(): Promise<void>; handlers?: LocalHttpHandlers }>;
}
