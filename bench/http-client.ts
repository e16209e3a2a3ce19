import { Agent, request } from 'node:http';

export interface BenchResponse {
  statusCode: number;
  /** The body as text (read whole: the bench's answers are small). */
  text: string;
}

export interface BenchClient {
  request(
    url: string,
    options?: { method?: string; headers?: Record<string, string>; body?: string },
  ): Promise<BenchResponse>;
  close(): void;
}

/**
 * The API sections' HTTP client: `node:http` with a keep-alive pool, so the figures are the
 * server's and not connection set-up. Node's own, so the bench runs on every Node the project
 * supports (the undici package it used needs Node 22.19 or later).
 */
export const benchClient = ({ connections }: { connections: number }): BenchClient => {
  const agent = new Agent({ keepAlive: true, keepAliveMsecs: 10_000, maxSockets: connections });
  return {
    request: (url, { method = 'GET', headers = {}, body } = {}) =>
      new Promise((resolve, reject) => {
        const req = request(
          url,
          {
            method,
            agent,
            headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({ statusCode: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
            );
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(body);
      }),
    close: () => agent.destroy(),
  };
};
