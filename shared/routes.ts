/**
 * The route table: every HTTP route, the function group that serves it and who may call
 * it. The CDK stack turns each group into one Lambda and each route into an HTTP API
 * route; the local runtime serves exactly the same table. Find an endpoint here, then
 * open functions/<group>/handler.ts.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * - publishable: either key type may call it.
 * - secret: secret keys only; a publishable key gets 403 ACCESS_DENIED.
 * - webhookAdmin: secret keys only; a publishable key gets 403 INSUFFICIENT_PERMISSIONS.
 * - none: no API key (public documents such as the OpenAPI file).
 */
export type Access = 'publishable' | 'secret' | 'webhookAdmin' | 'none';

export const FUNCTION_GROUPS = {
  store: { entry: 'functions/store/handler.ts', description: 'Store checkout settings and branding' },
  fallback: { entry: 'functions/fallback/handler.ts', description: 'Unknown routes and wrong methods' },
} as const;

export type FunctionGroup = keyof typeof FUNCTION_GROUPS;

export interface RouteDefinition {
  method: HttpMethod;
  /** API Gateway path syntax: `{name}` for a path parameter. */
  path: string;
  group: FunctionGroup;
  operationId: string;
  access: Access;
  /** The route also needs `Authorization: Bearer <customer JWT>`. */
  customerJwt?: boolean;
}

export const ROUTES: readonly RouteDefinition[] = [
  {
    method: 'GET',
    path: '/api/v1/sdk/store/{storeId}/checkout-settings',
    group: 'store',
    operationId: 'getCheckoutSettings',
    access: 'publishable',
  },
  {
    method: 'GET',
    path: '/api/v1/sdk/store/{storeId}/branding',
    group: 'store',
    operationId: 'getBranding',
    access: 'publishable',
  },
];

/** `GET /api/v1/...` — the same string API Gateway puts in `event.routeKey`. */
export const routeKey = (route: Pick<RouteDefinition, 'method' | 'path'>): string => `${route.method} ${route.path}`;

/** Browsers call the SDK routes with publishable keys, so only those get CORS. */
export const CORS_PATH_PREFIX = '/api/v1/sdk/';

export const routesOfGroup = (group: FunctionGroup): RouteDefinition[] => ROUTES.filter((r) => r.group === group);

interface CompiledRoute {
  route: RouteDefinition;
  pattern: RegExp;
  paramNames: string[];
  literalSegments: number;
}

const compile = (route: RouteDefinition): CompiledRoute => {
  const paramNames: string[] = [];
  const segments = route.path.split('/').filter(Boolean);
  const source = segments
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      if (param) {
        paramNames.push(param[1]!);
        return '([^/]+)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return {
    route,
    pattern: new RegExp(`^/${source}/?$`),
    paramNames,
    literalSegments: segments.length - paramNames.length,
  };
};

// Most literal segments first, so `/customers/by-email/{email}` wins over `/customers/{customerId}`
// the way API Gateway prefers the most specific route.
const COMPILED = ROUTES.map(compile).sort((a, b) => b.literalSegments - a.literalSegments);

export type RouteMatch =
  | { kind: 'found'; route: RouteDefinition; pathParameters: Record<string, string> }
  | { kind: 'method-not-allowed'; allowed: HttpMethod[] }
  | { kind: 'not-found' };

/** Resolve a request path the way API Gateway does (used by the local runtime and the fallback). */
export const matchRoute = (method: string, rawPath: string): RouteMatch => {
  const allowed: HttpMethod[] = [];
  for (const compiled of COMPILED) {
    const match = compiled.pattern.exec(rawPath);
    if (!match) continue;
    if (compiled.route.method !== method.toUpperCase()) {
      allowed.push(compiled.route.method);
      continue;
    }
    const pathParameters: Record<string, string> = {};
    compiled.paramNames.forEach((name, i) => {
      pathParameters[name] = safeDecode(match[i + 1]!);
    });
    return { kind: 'found', route: compiled.route, pathParameters };
  }
  return allowed.length > 0 ? { kind: 'method-not-allowed', allowed } : { kind: 'not-found' };
};

const safeDecode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};
