import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateOpenApiDocument, OPENAPI_FILE, serialiseDocument } from '../../infra/tools/openapi/load.ts';
import { createContractChecker } from '../../infra/tools/openapi/contract.ts';
import { ROUTES } from '../../shared/routes.ts';
import { startDevServer, type DevServer } from '../support/dev-server.ts';
import { runDynamoEndpoint } from '../support/dynamo.ts';

type Document = { openapi: string; paths: Record<string, Record<string, unknown>> };

describe('OpenAPI document', () => {
  it('is generated from the handlers’ zod schemas and the committed copy is current (npm run openapi)', async () => {
    const generated = serialiseDocument(await generateOpenApiDocument());
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(generated);
  });

  it('documents every route of the route table', () => {
    const document = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as Document;
    expect(document.openapi).toBe('3.1.0');
    for (const route of ROUTES) {
      expect(
        document.paths[route.path]?.[route.method.toLowerCase()],
        `${route.method} ${route.path}`,
      ).toBeDefined();
    }
  });

  it('rejects a response that breaks the contract (the checker can fail)', () => {
    const checker = createContractChecker();
    const path = '/api/v1/sdk/store/{storeId}/branding';
    expect(
      checker.check(path, 'GET', 401, { success: false, message: 'x', errorCode: 'INVALID_API_KEY' }),
    ).toBeUndefined();
    expect(
      checker.check(path, 'GET', 401, { success: false, message: 'x', errorCode: 'MADE_UP' }),
    ).toBeDefined();
    expect(checker.check(path, 'GET', 418, {})).toMatchObject({
      problems: [expect.stringContaining('not documented')],
    });
    expect(checker.check('/nowhere', 'GET', 200, {})).toBeDefined();
    // A text answer is checked by its media type: the orders CSV is documented as text/csv only.
    const csv = '/api/v1/admin/stores/{storeId}/orders/export';
    expect(checker.checkMedia(csv, 'GET', 200, 'text/csv; charset=utf-8')).toBeUndefined();
    expect(checker.checkMedia(csv, 'GET', 200, 'text/plain')).toBeDefined();
  });
});

describe('real responses validate against the document', () => {
  let server: DevServer;
  beforeAll(async () => {
    server = await startDevServer({ dynamoEndpoint: runDynamoEndpoint() });
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('serves the document without a key at GET /api/v1/openapi.json', async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/openapi.json`);
    expect(response.status).toBe(200);
    const { servers, ...document } = (await response.json()) as Document & { servers: { url: string }[] };
    const { servers: _committed, ...committed } = JSON.parse(
      readFileSync(OPENAPI_FILE, 'utf8'),
    ) as Document & {
      servers: unknown;
    };
    expect(document).toEqual(committed);
    // `servers` names the port this runtime actually serves, whatever PORT is.
    expect(servers).toEqual([{ url: server.baseUrl, description: 'This API' }]);
  });

  it('store endpoints, success and error responses alike', async () => {
    const calls: [string, Record<string, string>][] = [
      [`/api/v1/sdk/store/${server.storeId}/checkout-settings`, { 'X-API-Key': server.publishableKey }],
      [`/api/v1/sdk/store/${server.storeId}/branding`, { 'X-API-Key': server.secretKey }],
      [`/api/v1/sdk/store/${server.storeId}/branding`, {}],
      [`/api/v1/sdk/store/not-a-store/branding`, { 'X-API-Key': server.secretKey }],
    ];
    for (const [path, headers] of calls) await (await fetch(`${server.baseUrl}${path}`, { headers })).text();
    expect(server.contractViolations()).toEqual([]);
  });
});
