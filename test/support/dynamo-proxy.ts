import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fault-injecting HTTP proxy in front of DynamoDB (Local): point a client's endpoint at
 * `proxy.endpoint` and every request is forwarded unchanged until a fault is injected for a
 * chosen command (the `X-Amz-Target` operation, e.g. `TransactWriteItems`), optionally only for
 * requests whose JSON body matches. Integration and end-to-end tests use it to make DynamoDB
 * hang, fail or slow down at exactly the step they want to interrupt.
 */
export type FaultAction =
  /** Never answer (the socket stays open until the proxy stops or the client gives up). */
  | { kind: 'hang' }
  /** Answer with this status and a DynamoDB-style error body, without forwarding. */
  | { kind: 'error'; status: number; type: string; message?: string }
  /** Forward after a delay (a function: asked per request, e.g. for varying latency). */
  | { kind: 'delay'; ms: number | (() => number) };

export interface Fault {
  /** DynamoDB operation name, e.g. `TransactWriteItems`, `GetItem`; `*` for every command. */
  command: string;
  /** Only requests whose raw JSON body satisfies this (default: all of the command). */
  match?: (body: string) => boolean;
  action: FaultAction;
  /** Apply to this many matching requests, then forward again (default: until cleared). */
  times?: number;
}

export interface InjectedFault {
  /** Matching requests seen so far (those the fault applied to). */
  readonly hits: number;
  /** Resolves with the body of the first request the fault applied to. */
  readonly firstHit: Promise<string>;
  remove(): void;
}

export interface DynamoProxy {
  endpoint: string;
  inject(fault: Fault): InjectedFault;
  clear(): void;
  /** Commands forwarded or faulted so far, in order (e.g. for "no write happened" checks). */
  commands(): string[];
  stop(): Promise<void>;
}

interface ActiveFault extends Fault {
  hits: number;
  resolveFirst: (body: string) => void;
}

const operationOf = (req: IncomingMessage): string => {
  const target = req.headers['x-amz-target'];
  const value = Array.isArray(target) ? target[0] : target;
  return value?.split('.').pop() ?? 'unknown';
};

export const startDynamoProxy = async (targetEndpoint: string): Promise<DynamoProxy> => {
  const target = new URL(targetEndpoint);
  let faults: ActiveFault[] = [];
  const seen: string[] = [];
  const hanging = new Set<ServerResponse>();

  const forward = (req: IncomingMessage, res: ServerResponse, body: Buffer) => {
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    upstream.end(body);
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const command = operationOf(req);
      seen.push(command);
      const text = body.toString('utf8');
      const fault = faults.find(
        (f) =>
          (f.command === '*' || f.command === command) &&
          (f.times === undefined || f.hits < f.times) &&
          (!f.match || f.match(text)),
      );
      if (!fault) return forward(req, res, body);
      fault.hits += 1;
      if (fault.hits === 1) fault.resolveFirst(text);
      const { action } = fault;
      if (action.kind === 'hang') {
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      }
      if (action.kind === 'error') {
        res.writeHead(action.status, { 'content-type': 'application/x-amz-json-1.0' });
        res.end(JSON.stringify({ __type: action.type, message: action.message ?? 'injected fault' }));
        return;
      }
      setTimeout(() => forward(req, res, body), typeof action.ms === 'number' ? action.ms : action.ms());
    });
  });
  // Keep-alive sockets from the clients must not keep `stop()` waiting.
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    inject(fault) {
      let resolveFirst!: (body: string) => void;
      const firstHit = new Promise<string>((resolve) => (resolveFirst = resolve));
      const active: ActiveFault = { ...fault, hits: 0, resolveFirst };
      faults.push(active);
      return {
        get hits() {
          return active.hits;
        },
        firstHit,
        remove: () => {
          faults = faults.filter((f) => f !== active);
        },
      };
    },
    clear() {
      faults = [];
    },
    commands: () => [...seen],
    stop: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
