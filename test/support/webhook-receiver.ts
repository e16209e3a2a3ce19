import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verifyWebhookSignature } from '../../shared/webhooks/verify.ts';

/**
 * A real HTTPS webhook receiver for tests and the bench: a throwaway CA (openssl CLI,
 * generated once per process) signs a server certificate for 127.0.0.1/localhost/::1.
 * Trust it in-process through the sender's `extraCaCertificates`, or in a child process
 * (`npm run dev`) with NODE_EXTRA_CA_CERTS=<caPemPath>. It records every request, checks
 * the sha256 signature against the secrets it was given, and follows a script of
 * responses (status codes, or 'hang' to never answer).
 */
export interface TestCertificates {
  /** Directory holding ca.pem, server.pem and server.key. */
  dir: string;
  caPemPath: string;
  caPem: string;
  serverKey: string;
  serverCert: string;
}

let certificates: TestCertificates | undefined;

/**
 * The CA and server certificate, generated once per process. WEBHOOK_TEST_CERT_DIR makes a
 * child process reuse its parent's files (the parent passes NODE_EXTRA_CA_CERTS for the same CA).
 */
export const testCertificates = (): TestCertificates => {
  if (certificates) return certificates;
  const reuse = process.env.WEBHOOK_TEST_CERT_DIR;
  const dir =
    reuse && existsSync(join(reuse, 'server.pem')) ? reuse : mkdtempSync(join(tmpdir(), 'webhook-ca-'));
  const file = (name: string) => join(dir, name);
  if (dir === reuse) {
    certificates = {
      dir,
      caPemPath: file('ca.pem'),
      caPem: readFileSync(file('ca.pem'), 'utf8'),
      serverKey: readFileSync(file('server.key'), 'utf8'),
      serverCert: readFileSync(file('server.pem'), 'utf8'),
    };
    return certificates;
  }
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl(
    'req',
    '-x509',
    ...ec,
    '-keyout',
    file('ca.key'),
    '-out',
    file('ca.pem'),
    '-days',
    '7',
    '-subj',
    '/CN=Webhook Test CA',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  );
  openssl('req', ...ec, '-keyout', file('server.key'), '-out', file('server.csr'), '-subj', '/CN=localhost');
  writeFileSync(
    file('server.ext'),
    'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1\nbasicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=serverAuth\n',
  );
  openssl(
    'x509',
    '-req',
    '-in',
    file('server.csr'),
    '-CA',
    file('ca.pem'),
    '-CAkey',
    file('ca.key'),
    '-CAcreateserial',
    '-out',
    file('server.pem'),
    '-days',
    '7',
    '-extfile',
    file('server.ext'),
  );
  certificates = {
    dir,
    caPemPath: file('ca.pem'),
    caPem: readFileSync(file('ca.pem'), 'utf8'),
    serverKey: readFileSync(file('server.key'), 'utf8'),
    serverCert: readFileSync(file('server.pem'), 'utf8'),
  };
  return certificates;
};

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  /** Parsed JSON body (undefined if not JSON). */
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  receivedAt: number;
  /** Which of the configured secrets verifies X-Service-Signature (null: none does). */
  signedWith: string | null;
  /** The status answered (null while hanging). */
  answeredWith: number | null;
}

export type ScriptStep =
  number | 'hang' | { status: number; body?: string; headers?: Record<string, string> };

export interface WebhookReceiver {
  /** https://127.0.0.1:<port>/webhook */
  url: string;
  port: number;
  caPemPath: string;
  caPem: string;
  requests: ReceivedRequest[];
  /** Secrets to check signatures against (replaces the list). */
  setSecrets(...secrets: string[]): void;
  /** Answers for the next requests, in order; afterwards `defaultStatus`. */
  script(...steps: ScriptStep[]): void;
  setDefault(step: ScriptStep): void;
  /** Answers every request from what it is (its headers, its body) instead of the script. */
  setResponder(responder: ((request: ReceivedRequest) => ScriptStep) | undefined): void;
  /** Resolves once `count` requests arrived (rejects after `timeoutMs`). */
  waitForRequests(count: number, timeoutMs?: number): Promise<ReceivedRequest[]>;
  onRequest(listener: (request: ReceivedRequest) => void): void;
  /** TLS connections accepted so far (keep-alive reuse shows as fewer connections than requests). */
  connectionCount(): number;
  reset(): void;
  close(): Promise<void>;
}

export const startWebhookReceiver = async (
  options: { secrets?: string[]; host?: string } = {},
): Promise<WebhookReceiver> => {
  const certs = testCertificates();
  let secrets = options.secrets ?? [];
  let steps: ScriptStep[] = [];
  let fallback: ScriptStep = 200;
  let responder: ((request: ReceivedRequest) => ScriptStep) | undefined;
  const requests: ReceivedRequest[] = [];
  const listeners: Array<(request: ReceivedRequest) => void> = [];
  let waiters: Array<() => void> = [];

  const server: Server = createServer(
    { key: certs.serverKey, cert: certs.serverCert, keepAliveTimeout: 30_000 },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const rawBody = Buffer.concat(chunks).toString('utf8');
        let body: unknown;
        try {
          body = JSON.parse(rawBody);
        } catch {
          body = undefined;
        }
        const signature = req.headers['x-service-signature'] as string | undefined;
        const scripted: ScriptStep = steps.length > 0 ? steps.shift()! : fallback;
        const record: ReceivedRequest = {
          method: req.method ?? '',
          path: req.url ?? '',
          headers: req.headers,
          rawBody,
          body,
          receivedAt: Date.now(),
          signedWith: secrets.find((secret) => verifyWebhookSignature(rawBody, signature, secret)) ?? null,
          answeredWith: null,
        };
        const step = responder ? responder(record) : scripted;
        record.answeredWith = step === 'hang' ? null : typeof step === 'number' ? step : step.status;
        requests.push(record);
        for (const listener of listeners) listener(record);
        for (const wake of waiters.splice(0)) wake();
        if (step === 'hang') return;
        const answer = typeof step === 'number' ? { status: step } : step;
        res.writeHead(answer.status, { 'content-type': 'text/plain', ...answer.headers });
        res.end(answer.body ?? (answer.status < 300 ? 'ok' : 'not ok'));
      });
    },
  );
  let connections = 0;
  server.on('secureConnection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `https://127.0.0.1:${port}/webhook`,
    port,
    caPemPath: certs.caPemPath,
    caPem: certs.caPem,
    requests,
    setSecrets: (...list) => {
      secrets = list;
    },
    script: (...list) => {
      steps = list;
    },
    setDefault: (step) => {
      fallback = step;
    },
    setResponder: (next) => {
      responder = next;
    },
    onRequest: (listener) => listeners.push(listener),
    connectionCount: () => connections,
    waitForRequests: async (count, timeoutMs = 15_000) => {
      const deadline = Date.now() + timeoutMs;
      while (requests.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`receiver got ${requests.length} of ${count} expected requests`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return requests.slice(0, count);
    },
    reset: () => {
      requests.length = 0;
      steps = [];
      fallback = 200;
      responder = undefined;
    },
    close: async () => {
      waiters = [];
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
