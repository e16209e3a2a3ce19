import { ROUTES, type HttpMethod, type RouteDefinition } from '../routes.ts';

/**
 * Resolves a request path against the route table the way API Gateway does. The local
 * runtime routes with it and the `$default` fallback uses it to tell 404 from 405.
 */
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
