import * as z from 'zod';
import { createHttpHandler } from '../../shared/http/handler.ts';
import { requestBaseUrl } from '../../shared/http/server-url.ts';
import { defineOperation } from '../../shared/http/types.ts';
import { openApiDocument as document } from './wiring.ts';
import { lazySchema } from '../../shared/schema/lazy.ts';

export const handler = createHttpHandler({
  group: 'docs',
  operations: {
    getOpenApiDocument: defineOperation({
      summary: 'The OpenAPI 3.1 document of this API (no key needed)',
      response: lazySchema(() =>
        z.looseObject({ openapi: z.literal('3.1.0'), paths: z.record(z.string(), z.unknown()) }),
      ),
      handle: async (ctx) => {
        // `servers` names the URL this request came in on (the port dev serves, or the deployed domain).
        const url = requestBaseUrl(ctx.headers);
        return {
          data: url ? { ...document(), servers: [{ url, description: 'This API' }] } : document(),
          raw: true,
          headers: { 'cache-control': 'public, max-age=300', vary: 'host' },
        };
      },
    }),
  },
});
