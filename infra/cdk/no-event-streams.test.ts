import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { LAMBDA_ESBUILD_OPTIONS, PROJECT_ROOT } from './bundling.ts';
import { eventStreamSerdeProvider, resolveEventStreamSerdeConfig } from './no-event-streams.ts';

const outdir = mkdtempSync(join(tmpdir(), 'no-event-streams-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe('event stream codec stand-in', () => {
  it('lets a client build its marshaller and fails only when an event stream is used', () => {
    const config = resolveEventStreamSerdeConfig({ eventStreamSerdeProvider });
    expect(() => config.eventStreamMarshaller.serialize()).toThrow(/not bundled/);
    expect(() => config.eventStreamMarshaller.deserialize()).toThrow(/not bundled/);
  });

  it('keeps the codec out of a bundle whose clients (S3 included) still construct', async () => {
    const outfile = join(outdir, 'clients.mjs');
    await build({
      ...LAMBDA_ESBUILD_OPTIONS,
      stdin: {
        contents: [
          "import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';",
          "import { S3Client } from '@aws-sdk/client-s3';",
          'export const clients = () => [new DynamoDBClient({}), new S3Client({})];',
          'export { ListTablesCommand };',
        ].join('\n'),
        resolveDir: PROJECT_ROOT,
        loader: 'ts',
      },
      outfile,
      logLevel: 'silent',
    });
    const code = readFileSync(outfile, 'utf8');
    // The codec's header names and its initial-request marker.
    expect(code).not.toContain('initial-request');
    expect(code).not.toContain(':message-type');
    const bundle = (await import(outfile)) as { clients: () => Array<{ config: object; destroy(): void }> };
    process.env.AWS_REGION ??= 'us-east-1';
    const built = bundle.clients();
    expect(built).toHaveLength(2);
    for (const client of built) client.destroy();
  });
});
