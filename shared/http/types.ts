import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { z } from 'zod';
import type { RouteDefinition } from '../routes.ts';
import type { AuthContext } from '../auth/types.ts';

export type HttpEvent = APIGatewayProxyEventV2;
export type HttpResult = APIGatewayProxyStructuredResultV2 & { headers: Record<string, string> };

/** What an operation sees: parsed, validated, authenticated. No Lambda types leak past this. */
export interface OperationContext<TParams = Record<string, string>, TQuery = Record<string, string>, TBody = unknown> {
  requestId: string;
  route: RouteDefinition;
  params: TParams;
  query: TQuery;
  body: TBody;
  headers: Record<string, string>;
  sourceIp: string;
  auth: AuthContext;
}

export interface OperationResult {
  status?: number;
  data: unknown;
  headers?: Record<string, string>;
}

export interface Operation<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
> {
  params?: P;
  query?: Q;
  body?: B;
  handle(ctx: OperationContext<z.output<P>, z.output<Q>, z.output<B>>): Promise<OperationResult>;
}

/** Helps inference: `defineOperation({ params: z.object(...), handle: async (ctx) => ... })`. */
export const defineOperation = <
  P extends z.ZodType = z.ZodType<Record<string, string>>,
  Q extends z.ZodType = z.ZodType<Record<string, string>>,
  B extends z.ZodType = z.ZodType<unknown>,
>(
  operation: Operation<P, Q, B>,
): Operation => operation as unknown as Operation;
