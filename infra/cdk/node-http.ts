/**
 * `node:http` for the bundles, without an ESM import of it. An ESM import of the built-in (the
 * Powertools tracer's `import http from 'node:http'`, Stripe's `import * as http_ from 'http'`) makes Node build the module's namespace,
 * which reads every export, and `http.WebSocket`, `CloseEvent` and `MessageEvent` are getters
 * that load Node's bundled undici: 30-45 ms of a cold start (bench/bundles.ts, "init x floor")
 * for a fetch client no function uses at init. `process.getBuiltinModule` hands back the same
 * object and reads nothing. bundling.ts aliases `node:http` and `http` here; an import of a name not exported below fails the
 * build (esbuild: no matching export), never a function.
 */
const http = process.getBuiltinModule('node:http');

export default http;
export const {
  Agent,
  ClientRequest,
  IncomingMessage,
  METHODS,
  OutgoingMessage,
  STATUS_CODES,
  Server,
  ServerResponse,
  createServer,
  get,
  globalAgent,
  request,
} = http;
