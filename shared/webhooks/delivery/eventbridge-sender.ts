import type { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import type { STSClient } from '@aws-sdk/client-sts';
import { awsClientOptions } from '../../aws/client-options.ts';
import { eventBusEntry, type EventBusEntry } from './event-bus-entry.ts';
import { wrongDestination, type WebhookAttemptResult, type WebhookSender } from './sender.ts';

/**
 * The deployed EventBridge sender (docs/decisions.md §6.22): assume the endpoint's role in the
 * store's account (ExternalId = the store's id, the confused-deputy guard), then PutEvents with
 * the entry of event-bus-entry.ts on the bus, in the bus's region. A put whose entry failed
 * (FailedEntryCount > 0) is a failed attempt like an HTTP 5xx: retried, logged, counted toward
 * auto-disable.
 *
 * The role's temporary credentials are kept per (role, store) until 5 minutes before they
 * expire, with one EventBridge client per (role, store, region) on them: a busy endpoint
 * assumes its role about once an hour, not once per event. The whole attempt (AssumeRole when
 * due, then PutEvents) is bounded by the webhook timeout.
 *
 * Both SDK packages are loaded by the first EventBridge send, not at the function's start: most
 * stores' endpoints are HTTPS, and the deployed bundles ship the packages beside the function
 * (LAZY_PACKAGES in infra/cdk/bundling.ts).
 */
export interface EventBridgeSenderOptions {
  /** The region our STS calls go to (the function's). */
  region: string;
  /** The webhook attempt timeout (WEBHOOK_TIMEOUT_MS). */
  timeoutMs: number;
  /** Sessions kept at most (least recently assumed dropped first). */
  maxSessions?: number;
}

const REFRESH_BEFORE_EXPIRY_MS = 5 * 60_000;
const SESSION_SECONDS = 3600;

interface Session {
  expiresAt: number;
  clients: Map<string, EventBridgeClient>;
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken: string };
}

/** The bus's region, from its ARN (arn:partition:events:REGION:account:event-bus/name). */
const regionOf = (eventBusArn: string): string => eventBusArn.split(':')[3] ?? '';

/** Our failure texts name the AWS error code only: never our own role's ARN or account. */
const awsErrorCode = (error: unknown): string => {
  const err = error as { name?: string; Code?: string };
  return err.Code ?? err.name ?? 'Error';
};

const isTimeout = (error: unknown): boolean => {
  const name = (error as { name?: string }).name ?? '';
  return name === 'AbortError' || name === 'TimeoutError';
};

export const eventBridgeSender = (options: EventBridgeSenderOptions): WebhookSender => {
  const maxSessions = options.maxSessions ?? 200;
  let sts: Promise<STSClient> | undefined;
  const stsClient = () =>
    (sts ??= import('@aws-sdk/client-sts').then(
      ({ STSClient }) => new STSClient({ ...awsClientOptions(), region: options.region }),
    ));
  const sessions = new Map<string, Session>();

  const dropSession = (key: string) => {
    for (const client of sessions.get(key)?.clients.values() ?? []) client.destroy();
    sessions.delete(key);
  };

  const sessionFor = async (entry: EventBusEntry, signal: AbortSignal): Promise<Session> => {
    const key = `${entry.roleArn}\n${entry.externalId}`;
    const cached = sessions.get(key);
    if (cached && cached.expiresAt - Date.now() > REFRESH_BEFORE_EXPIRY_MS) return cached;
    const [client, { AssumeRoleCommand }] = await Promise.all([stsClient(), import('@aws-sdk/client-sts')]);
    const { Credentials } = await client.send(
      new AssumeRoleCommand({
        RoleArn: entry.roleArn,
        RoleSessionName: entry.roleSessionName,
        ExternalId: entry.externalId,
        DurationSeconds: SESSION_SECONDS,
      }),
      { abortSignal: signal },
    );
    if (!Credentials?.AccessKeyId || !Credentials.SecretAccessKey || !Credentials.SessionToken) {
      throw Object.assign(new Error('AssumeRole answered without credentials'), { name: 'NoCredentials' });
    }
    dropSession(key);
    const session: Session = {
      expiresAt: Credentials.Expiration?.getTime() ?? Date.now() + SESSION_SECONDS * 1000,
      clients: new Map(),
      credentials: {
        accessKeyId: Credentials.AccessKeyId,
        secretAccessKey: Credentials.SecretAccessKey,
        sessionToken: Credentials.SessionToken,
      },
    };
    sessions.set(key, session);
    // Map order is insertion order: the first key is the least recently assumed.
    while (sessions.size > maxSessions) dropSession(sessions.keys().next().value!);
    return session;
  };

  const clientFor = async (session: Session, region: string): Promise<EventBridgeClient> => {
    let client = session.clients.get(region);
    if (!client) {
      const { EventBridgeClient } = await import('@aws-sdk/client-eventbridge');
      client = new EventBridgeClient({ ...awsClientOptions(), region, credentials: session.credentials });
      session.clients.set(region, client);
    }
    return client;
  };

  const failure = (error: string, durationMs: number, timedOut = false): WebhookAttemptResult => ({
    success: false,
    responseCode: null,
    durationMs,
    error,
    errorClass: timedOut ? 'timeout' : 'refused',
  });

  return {
    async send(input) {
      const { endpoint } = input;
      if (endpoint.type !== 'eventbridge') return wrongDestination('an HTTPS endpoint has no event bus');
      const entry = eventBusEntry(endpoint, input);
      const started = performance.now();
      const elapsed = () => Math.round(performance.now() - started);
      const signal = AbortSignal.timeout(options.timeoutMs);
      let session: Session;
      try {
        session = await sessionFor(entry, signal);
      } catch (error) {
        if (isTimeout(error)) return failure(`timeout after ${options.timeoutMs} ms`, elapsed(), true);
        return failure(
          `could not assume the role (${awsErrorCode(error)}): check its trust policy names our account and your store id as ExternalId`,
          elapsed(),
        );
      }
      try {
        const { PutEventsCommand } = await import('@aws-sdk/client-eventbridge');
        const answer = await (
          await clientFor(session, regionOf(entry.eventBusArn))
        ).send(
          new PutEventsCommand({
            Entries: [
              {
                EventBusName: entry.eventBusArn,
                Source: entry.source,
                DetailType: entry.detailType,
                Detail: entry.detail,
                Time: entry.time,
              },
            ],
          }),
          { abortSignal: signal },
        );
        const result = answer.Entries?.[0];
        if ((answer.FailedEntryCount ?? 0) > 0 || !result?.EventId) {
          return {
            ...failure(
              `PutEvents entry failed (${result?.ErrorCode ?? 'unknown'}): ${result?.ErrorMessage ?? 'no reason given'}`,
              elapsed(),
            ),
            responseBody: JSON.stringify({
              ErrorCode: result?.ErrorCode,
              ErrorMessage: result?.ErrorMessage,
            }),
          };
        }
        return {
          success: true,
          responseCode: answer.$metadata?.httpStatusCode ?? 200,
          durationMs: elapsed(),
          error: null,
          errorClass: null,
          responseBody: JSON.stringify({ EventId: result.EventId }),
        };
      } catch (error) {
        if (isTimeout(error)) return failure(`timeout after ${options.timeoutMs} ms`, elapsed(), true);
        // Refused credentials may have been revoked early: assume the role again next time.
        if (/AccessDenied|ExpiredToken|UnrecognizedClient/.test(awsErrorCode(error)))
          dropSession(`${entry.roleArn}\n${entry.externalId}`);
        return failure(`PutEvents failed (${awsErrorCode(error)})`, elapsed());
      }
    },
    close: async () => {
      for (const key of [...sessions.keys()]) dropSession(key);
      (await sts)?.destroy();
    },
  };
};
