/**
 * Stands in for `@smithy/core/event-streams` in Lambda bundles (see BUNDLE_ALIASES in bundling.ts).
 * Every bundled AWS SDK client's protocol reaches that module through one `import()`, taken only
 * by an operation whose input or output is an event stream (S3 SelectObjectContent, Bedrock's
 * streaming responses...). No function calls such an operation, yet esbuild inlines the target of
 * every `import()`: ~14-19 KiB of codec in each bundle (the S3 client imports two names statically;
 * its marshaller is built, and fails if used). Should an operation ever need it, it fails
 * here, loudly, at its first call, and the alias goes.
 */
const unbundled = (): never => {
  throw new Error('Event stream operations are not bundled in this function (infra/cdk/no-event-streams.ts)');
};

export class EventStreamSerde {
  constructor() {
    unbundled();
  }
}

/** S3's client builds its marshaller when it is constructed: one that fails only when used. */
export const eventStreamSerdeProvider = (): { serialize: () => never; deserialize: () => never } => ({
  serialize: unbundled,
  deserialize: unbundled,
});

export const resolveEventStreamSerdeConfig = <T extends { eventStreamSerdeProvider: (input: T) => unknown }>(
  input: T,
): T & { eventStreamMarshaller: ReturnType<T['eventStreamSerdeProvider']> } =>
  Object.assign(input, {
    eventStreamMarshaller: input.eventStreamSerdeProvider(input) as ReturnType<T['eventStreamSerdeProvider']>,
  });
