/**
 * A background part of the local runtime (stream poller, queue, scheduler...). Its own module
 * so the services and runtime.ts, which starts them, do not import each other.
 */
export interface BackgroundService {
  name: string;
  start(context: { streamArn: string }): Promise<{ stop(): Promise<void> }>;
}
