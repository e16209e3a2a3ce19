import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchClient } from '../../../bench/http-client.ts';

/** The bench's API client: Node's own http, so `npm run bench` needs no package newer than the project's Node. */
let server: Server;
let base: string;
const sockets = new Set<unknown>();

beforeAll(async () => {
  server = createServer((req, res) => {
    sockets.add(req.socket);
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      res.writeHead(req.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ method: req.method, key: req.headers['x-api-key'], body }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('bench HTTP client', () => {
  it('sends the method, headers and body, reads status and text, and keeps its connection alive', async () => {
    const client = benchClient({ connections: 1 });
    const posted = await client.request(`${base}/x`, {
      method: 'POST',
      headers: { 'x-api-key': 'sk_test', 'content-type': 'application/json' },
      body: JSON.stringify({ ü: 1 }),
    });
    expect(posted.statusCode).toBe(201);
    expect(JSON.parse(posted.text)).toEqual({ method: 'POST', key: 'sk_test', body: '{"ü":1}' });
    for (let i = 0; i < 5; i++) expect((await client.request(`${base}/y`)).statusCode).toBe(200);
    expect(sockets.size).toBe(1);
    client.close();
  });

  it('rejects when nothing listens', async () => {
    const client = benchClient({ connections: 1 });
    await expect(client.request('http://127.0.0.1:1/')).rejects.toThrow();
    client.close();
  });
});
