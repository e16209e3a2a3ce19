import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';

/**
 * How an outbox item keeps its event's `data` (docs/decisions.md §11.12). DynamoDB bills a write
 * per started KB of the item (two in a transaction), and a cart event's data (its item and the
 * cart's summary, ~850 B of JSON with repeated names) is what pushed the event item over 1 KB.
 * So data whose JSON is over COMPRESS_DATA_OVER_BYTES is kept as brotli-compressed JSON in a
 * binary attribute (`dataBr`, about 45% of the JSON's size); smaller data stays a plain map,
 * readable in the console. Every reader of an outbox item, from the table or the stream, goes
 * through `withEventData`, which gives back the item with its plain `data`; what the API,
 * webhooks and the feed deliver is the same JSON either way.
 */
export const COMPRESSED_DATA_ATTRIBUTE = 'dataBr';

/** Below this, compression saves less than a write unit's worth and costs readability. */
export const COMPRESS_DATA_OVER_BYTES = 512;

/**
 * Quality 5 with a window just larger than the JSON: within ~10% of brotli's best size on event
 * data, at ~0.1 ms for 1 KB, where quality 11 takes 20 times as long for 8% less.
 */
const compress = (json: string): Uint8Array => {
  const bytes = Buffer.byteLength(json);
  return brotliCompressSync(json, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
      [constants.BROTLI_PARAM_LGWIN]: Math.min(24, Math.max(10, Math.ceil(Math.log2(bytes + 1)))),
    },
  });
};

/** The attributes an outbox item stores its data in: `{ data }` or `{ dataBr }`. */
export const storedEventData = (
  data: Record<string, unknown>,
): { data: Record<string, unknown> } | { [COMPRESSED_DATA_ATTRIBUTE]: Uint8Array } => {
  const json = JSON.stringify(data);
  return Buffer.byteLength(json) > COMPRESS_DATA_OVER_BYTES
    ? { [COMPRESSED_DATA_ATTRIBUTE]: compress(json) }
    : { data };
};

/**
 * A binary attribute as it arrives: bytes from the document client and the local stream, a
 * base64 string in a Lambda stream event's image (unmarshalled as it is).
 */
const bytesOf = (value: unknown): Buffer | undefined => {
  if (typeof value === 'string') return Buffer.from(value, 'base64');
  if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  return undefined;
};

/**
 * An outbox item (from the table or a stream image) with its event's data as a plain `data` map,
 * whichever way it was stored; anything else is returned as it is.
 */
export const withEventData = <T>(item: T): T => {
  if (typeof item !== 'object' || item === null || !(COMPRESSED_DATA_ATTRIBUTE in item)) return item;
  const { [COMPRESSED_DATA_ATTRIBUTE]: compressed, ...rest } = item as Record<string, unknown>;
  const bytes = bytesOf(compressed);
  if (!bytes) return item;
  return { ...rest, data: JSON.parse(brotliDecompressSync(bytes).toString('utf8')) as unknown } as T;
};
