import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Appends one JSON object as a line to a local outbox file (`DATA_DIR/*.jsonl`), creating its
 * folder first; readable by its owner only, since the lines hold contact details.
 */
export const appendJsonLine = async (file: string, record: Record<string, unknown>): Promise<void> => {
  await mkdir(dirname(file), { recursive: true });
  await appendFile(file, `${JSON.stringify(record)}\n`, { mode: 0o600 });
};
