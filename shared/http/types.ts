import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { z } from 'zod';
import type { FunctionGroup, OperationIdOf, RouteDefinition } from '../routes.ts';
import type { AuthContext } from '../auth/types.ts';
import type { ErrorCode } from '../errors.ts';
import type { CustomerPrincipal } from '../auth/customer-token.ts';
import type { OwnerContext } from '../owners/owner-access.ts';
import type { ItemKey } from '../db/batch.ts';

/** What a route's `prefetch` sees: the customer a genuine token names and the body as sent (unvalidated). */
export interface PrefetchRequest {
  customer: CustomerPrincipal;
  body: unknown;
}

export type HttpEvent = APIGatewayProxyEventV2;
export type HttpResult = APIGatewayProxyStructuredResultV2 & { headers: Record<string, string> };

/** What an operation sees: parsed, validated, authenticated. No Lambda types leak past this. */
export interface OperationContext<
  TParams = Record<string, string>,
  TQuery = Record<string, string>,
  TBody = unknown,
> {
  requestId: string;
  route: RouteDefinition;
  params: TParams;
  query: TQuery;
  body: TBody;
  /** The body as received, before JSON parsing (signed webhooks verify these exact bytes). */
  rawBody?: string;
  headers: Record<string, string>;
  sourceIp: string;
  /** The API key's context; absent on `owner` routes (see `owner`). */
  auth: AuthContext;
  /** The verified owner (and membership of the path's store), on `owner` routes only. */
  owner?: OwnerContext;
  /** The verified customer JWT, on routes with `customerJwt: true` only. */
  customer?: CustomerPrincipal;
  /** Milliseconds left before the function's deadline (long operations stop in time). */
  remainingTimeMs?: () => number;
}

export interface OperationResult {
  status?: number;
  data: unknown;
  headers?: Record<string, string>;
  /** Cursor-paginated lists: sent beside `data` (`null` at the end). */
  nextCursor?: string | null;
  /** Send `data` as the whole body, without the success envelope (the OpenAPI document). */
  raw?: boolean;
  /** Send this text as the whole body (no envelope, no JSON), typed by `headers['content-type']` (the orders CSV). */
  text?: string;
}

export interface Operation<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
> {
  params?: P;
  query?: Q;
  body?: B;
  /** Documentation only: the schema of `data` in the success response (OpenAPI). */
  response?: z.ZodType;
  /** Documentation only: summary and the error codes this operation can answer with (OpenAPI). */
  summary?: string;
  errors?: ErrorCode[];
  /** Documentation only: the success status when it is neither 200 nor a create's 201 (e.g. 202). */
  successStatus?: number;
  /** Documentation only: a second success status with the same `response` (PUT .../me's 202). */
  alsoAnswers?: { status: number; description: string };
  /** Documentation only: a cursor-paginated list (`nextCursor` beside `data`). */
  paginated?: boolean;
  /** Documentation only: the success body's media type when it is text, not the JSON envelope (`text/csv`). */
  produces?: string;
  /**
   * On `customerJwt` routes: the items the operation will read first, fetched strongly consistent
   * in the API key's BatchGet (docs/decisions.md §1.3) and handed over as `auth.prefetched`. A hint:
   * a key it misses is read by the operation as usual.
   */
  prefetch?: (request: PrefetchRequest) => readonly ItemKey[];
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

/**
 * A group's operations keyed by operationId: exactly its routes in shared/routes.ts, so a
 * missing operation or one without a route fails tsc (createHttpHandler also checks at build time).
 */
export type OperationsOf<G extends FunctionGroup> = { [K in OperationIdOf<G>]: Operation };
