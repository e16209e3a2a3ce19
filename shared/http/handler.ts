import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import type { Context } from 'aws-lambda';
import { createAuthenticator, type Authenticator } from '../auth/authenticator.ts';
import type { CustomerTokens } from '../auth/customer-token.ts';
import { dynamoApiKeyRepository, dynamoKeyUsage } from '../auth/dynamo-api-keys.ts';
import { createRequestGuard, type RequestGuard } from '../ratelimit/guard.ts';
import { createRateLimiter } from '../ratelimit/limiter.ts';
import { dynamoCounterStore } from '../ratelimit/dynamo-counter-store.ts';
import { config } from '../config.ts';
import { observabilityMiddlewares } from '../observability.ts';
import { registerOperations } from './registry.ts';
import { serviceUnavailable } from './responses.ts';
import { documentClient } from '../db/dynamo-client.ts';
import type { OwnerAccess } from '../owners/owner-access.ts';
import { routesOfGroup, type FunctionGroup, type RouteDefinition } from '../routes.ts';
import {
  authenticate,
  customerToken,
  envelope,
  jsonBody,
  ownerAuthenticate,
  resolveOperation,
  stateOf,
  validate,
} from './middleware.ts';
import type { HttpEvent, HttpResult, Operation, OperationResult, OperationsOf } from './types.ts';

let sharedAuthenticator: Authenticator | undefined;
/** One authenticator (and so one key cache) per process, as one Lambda container has. */
export const defaultAuthenticator = (): Authenticator =>
  (sharedAuthenticator ??= createAuthenticator({
    repository: dynamoApiKeyRepository(documentClient(), config().tableName),
    cacheMs: config().apiKeyCacheMs,
    usage: dynamoKeyUsage(documentClient(), config().tableName),
  }));

let sharedGuard: RequestGuard | undefined;
/** Per-key rate limiting with counters in the table (limits read from config each request). */
export const defaultRequestGuard = (): RequestGuard =>
  (sharedGuard ??= createRequestGuard(
    createRateLimiter(dynamoCounterStore(documentClient(), config().tableName)),
    () => ({
      publishable: config().rateLimitPublishablePerMinute,
      secret: config().rateLimitSecretPerMinute,
      anonymous: config().rateLimitAnonymousPerMinute,
      publishablePerAddress: config().rateLimitPublishablePerAddressPerMinute,
      publishablePerCustomer: config().rateLimitPublishablePerCustomerPerMinute,
      signedCallback: config().rateLimitStripeWebhookPerMinute,
    }),
  ));

/**
 * How long before the function's own timeout an unfinished operation is given up and answered
 * with 503 SERVICE_UNAVAILABLE + Retry-After, so the caller always gets our envelope (never
 * API Gateway's or Lambda's own timeout answer). Each AWS call is bounded too
 * (shared/aws/client-options.ts); this covers an operation made of many slow calls.
 */
export const HTTP_TIMEOUT_MARGIN_MS = 1000;

export interface HttpHandlerOptions<G extends FunctionGroup> {
  group: G;
  /** operationId -> operation, for every route of the group and nothing else. */
  operations: OperationsOf<G>;
  authenticator?: () => Authenticator;
  guard?: () => RequestGuard;
  /**
   * Verifies customer JWTs; required when the group has `customerJwt` routes
   * (`defaultCustomerTokens` of ./token-verifiers.ts). Not a default: jose and the Secrets
   * Manager client stay out of the bundles of the functions that never see a customer token.
   */
  customerTokens?: () => CustomerTokens;
  /** Verifies owner access tokens and memberships; required when the group has `owner` routes (`defaultOwnerAccess`). */
  ownerAccess?: () => OwnerAccess;
}

/** A deployed bundle's own routes, written into it at build time (infra/cdk/bundling.ts). */
declare const __FUNCTION_ROUTES__: RouteDefinition[];

/**
 * The group's routes. A deployed bundle has its function's routes written into it at build time
 * (`lambdaEsbuildOptions` in infra/cdk/bundling.ts defines both names), so the route table, every
 * group's routes, is left out of it; from source (tests, the local runtime) they come from the table.
 */
const routesOf = (group: FunctionGroup): RouteDefinition[] =>
  process.env.FUNCTION_ROUTES_INLINED === 'yes'
    ? __FUNCTION_ROUTES__.filter((route) => route.group === group)
    : routesOfGroup(group);

/** A verifier the group's routes need but its handler was not given: fails at the function's import. */
const missingVerifier = (group: string, option: string): never => {
  throw new Error(`Group ${group} has routes that need ${option}: pass it to createHttpHandler`);
};

/**
 * The one middy stack every HTTP function uses, outermost first: envelope (request id,
 * success/error bodies, log line), header normalisation, route -> operation, rate limit +
 * API key, owner token + role (routes with access `owner`), customer JWT (routes with `customerJwt`), JSON body, zod validation. The operation
 * itself only sees an OperationContext.
 */
export const createHttpHandler = <G extends FunctionGroup>({
  group,
  operations: checkedOperations,
  authenticator = defaultAuthenticator,
  guard = defaultRequestGuard,
  customerTokens,
  ownerAccess,
}: HttpHandlerOptions<G>) => {
  const routes = routesOf(group);
  if (!customerTokens && routes.some((route) => route.customerJwt)) missingVerifier(group, 'customerTokens');
  if (!ownerAccess && routes.some((route) => route.access === 'owner')) missingVerifier(group, 'ownerAccess');
  const noVerifier = (): never => missingVerifier(group, 'a token verifier');
  // tsc has checked the keys; this checks again for callers that cast.
  const operations: Record<string, Operation> = checkedOperations;
  registerOperations(group, operations);
  for (const route of routes) {
    if (!operations[route.operationId])
      throw new Error(`Group ${group} lacks operation ${route.operationId}`);
  }
  return middy<HttpEvent, HttpResult | OperationResult, Error, Context>({
    timeoutEarlyInMillis: HTTP_TIMEOUT_MARGIN_MS,
    timeoutEarlyResponse: () => {
      throw serviceUnavailable();
    },
  })
    .use(observabilityMiddlewares())
    .use(envelope())
    .use(httpHeaderNormalizer())
    .use(resolveOperation(routes, operations))
    .use(authenticate(authenticator, guard, customerTokens))
    .use(ownerAuthenticate(ownerAccess ?? noVerifier, guard))
    .use(customerToken(customerTokens ?? noVerifier))
    .use(jsonBody(config().maxBodyBytes))
    .use(validate())
    .handler(async (event: HttpEvent, context: Context): Promise<OperationResult> => {
      const state = stateOf(event);
      return state.operation!.handle({
        requestId: state.requestId,
        route: state.route!,
        params: state.params as Record<string, string>,
        query: state.query as Record<string, string>,
        body: state.body,
        ...(state.rawBody !== undefined ? { rawBody: state.rawBody } : {}),
        headers: (event.headers ?? {}) as Record<string, string>,
        sourceIp: event.requestContext?.http?.sourceIp ?? 'unknown',
        auth: state.auth!,
        ...(state.customer ? { customer: state.customer } : {}),
        ...(state.owner ? { owner: state.owner } : {}),
        remainingTimeMs: () => context.getRemainingTimeInMillis(),
      });
    });
};
