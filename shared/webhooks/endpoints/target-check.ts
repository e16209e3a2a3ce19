import { assertPublicWebhookUrl, UnsafeWebhookTargetError } from '../delivery/ssrf.ts';
import type { TargetCheck } from './service.ts';

/**
 * The create/update-time target check: the delivery SSRF guard's static rules (no DNS:
 * a name is resolved and checked again at every send, which is the check that counts).
 * WEBHOOK_ALLOW_PRIVATE_TARGETS=true lifts it, as it lifts the send-time check.
 */
export const ssrfTargetCheck =
  (allowPrivateTargets: boolean): TargetCheck =>
  async (url) => {
    try {
      assertPublicWebhookUrl(url, { allowPrivateTargets });
      return undefined;
    } catch (error) {
      if (error instanceof UnsafeWebhookTargetError) return error.message;
      throw error;
    }
  };
