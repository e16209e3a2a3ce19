import type { WebhookEndpointRecord } from '../types.ts';

/**
 * Auto-disable rule: no successful attempt for `afterSeconds` (5 days by default) and the
 * failures of that streak spread over at least a tenth of it (12 h of the 5 days). Both
 * periods start no earlier than the endpoint's creation or its last re-enabling, so enabling
 * an endpoint again gives it a full new window. Judged after a failed attempt, on the
 * endpoint as read at the start of the batch (its streak began before this attempt).
 */
export const shouldAutoDisable = (
  endpoint: Pick<WebhookEndpointRecord, 'createdAt' | 'lastSuccessAt' | 'failingSince' | 'enabledAt'>,
  failedAt: Date,
  afterSeconds: number,
): boolean => {
  if (!endpoint.failingSince) return false;
  const latest = (...times: Array<string | null | undefined>) =>
    Math.max(...times.map((t) => (t ? Date.parse(t) : 0)));
  const quietSince = latest(endpoint.lastSuccessAt, endpoint.enabledAt, endpoint.createdAt);
  const failingSince = latest(endpoint.failingSince, endpoint.enabledAt);
  const now = failedAt.getTime();
  return now - quietSince >= afterSeconds * 1000 && now - failingSince >= (afterSeconds * 1000) / 10;
};

/** Disables a failing endpoint (with its event and audit entry); false if it was no longer enabled. */
export interface EndpointAutoDisabler {
  afterSeconds: number;
  disable(endpoint: WebhookEndpointRecord, now: Date): Promise<boolean>;
}
