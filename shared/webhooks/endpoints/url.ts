import { createHash } from 'node:crypto';
import { allowedWebhookPort, WEBHOOK_PORT_RULE } from '../delivery/ssrf.ts';

/**
 * The static rules for an endpoint URL (docs/decisions.md §6.3) and the normal form used for the
 * per-(store, mode) uniqueness guard. The network rules (private, loopback, link-local,
 * metadata addresses) belong to the delivery SSRF guard, which the service calls after these.
 */
export const MAX_WEBHOOK_URL_LENGTH = 2048;

export type UrlCheck = { ok: true; url: string } | { ok: false; message: string };

/**
 * Parses and normalises a webhook URL. The WHATWG parser already lower-cases the scheme and
 * host, converts IDNs to punycode, drops the default port (443) and gives an empty path `/`,
 * so `HTTPS://Example.COM:443` and `https://example.com/` are one URL. On top of that a
 * trailing dot of the host (`example.com.`, the same DNS name) and an empty query (`/in?`) are
 * dropped. Path and query otherwise stay as given (they are case-sensitive on most servers)
 * and a trailing slash is significant. The port is 443 or 1024-65535.
 */
export const checkWebhookUrl = (input: string): UrlCheck => {
  if (input.length > MAX_WEBHOOK_URL_LENGTH) {
    return { ok: false, message: `url must be at most ${MAX_WEBHOOK_URL_LENGTH} characters` };
  }
  let parsed: URL;
  try {
    parsed = new URL(input.trim());
  } catch {
    return { ok: false, message: 'url is not a valid absolute URL' };
  }
  if (parsed.protocol !== 'https:') return { ok: false, message: 'url must use https' };
  if (parsed.username !== '' || parsed.password !== '') {
    return { ok: false, message: 'url must not contain credentials (user:password@)' };
  }
  if (parsed.hostname.endsWith('.') && !parsed.hostname.startsWith('[')) {
    parsed.hostname = parsed.hostname.replace(/\.+$/, '');
  }
  if (parsed.hostname === '' || parsed.hostname.endsWith('.')) {
    return { ok: false, message: 'url must have a host' };
  }
  if (!allowedWebhookPort(parsed)) return { ok: false, message: WEBHOOK_PORT_RULE };
  // `?` with nothing after it: `search` reads '' and assigning '' removes the `?`.
  if (parsed.search === '') parsed.search = '';
  // A fragment is never sent to the server: accepting one would only hide a typo.
  if (parsed.hash !== '' || input.trim().endsWith('#'))
    return { ok: false, message: 'url must not contain a fragment' };
  return { ok: true, url: parsed.href };
};

/** The sort-key part of the URL guard item: a fixed-length hash of the normalised URL. */
export const webhookUrlHash = (normalizedUrl: string): string =>
  createHash('sha256').update(normalizedUrl).digest('hex');
