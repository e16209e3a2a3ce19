import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ReceivedRequest {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface HttpsReceiver {
  url: string;
  /** PEM of the receiver's self-signed certificate, to trust in the sender. */
  certificate: string;
  received: ReceivedRequest[];
  /** Status the next requests get (200 unless changed). */
  respondWith(status: number): void;
  close(): Promise<void>;
}

/** A self-signed certificate for 127.0.0.1, made with the openssl CLI (no extra dependency). */
const selfSignedCertificate = (): { key: string; cert: string } => {
  const dir = mkdtempSync(join(tmpdir(), 'webhook-cert-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/** An HTTPS receiver on 127.0.0.1 that records every request and answers a settable status. */
export const startHttpsReceiver = async (): Promise<HttpsReceiver> => {
  const { key, cert } = selfSignedCertificate();
  const received: ReceivedRequest[] = [];
  let status = 200;
  const server = createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(status < 300 ? 'ok' : 'nope');
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `https://127.0.0.1:${port}/hooks`,
    certificate: cert,
    received,
    respondWith: (next) => {
      status = next;
    },
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
};
