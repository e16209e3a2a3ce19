import { lookup as dnsLookup } from 'node:dns';
import { isIP, isIPv6, type LookupFunction } from 'node:net';

/**
 * SSRF guard for webhook targets (docs/decisions.md §6.3, §6.12). Two layers:
 * - `assertPublicWebhookUrl`: synchronous, no I/O: the URL's host must not be a private,
 *   loopback, link-local, CGNAT, multicast, unspecified or metadata address literal
 *   (IPv4 in any inet_aton form, IPv6 including IPv4-mapped/compatible, NAT64 and 6to4
 *   embeddings) nor a localhost/metadata name. Used at create/update and before each send.
 * - `guardedLookup`: the DNS lookup the sender's connector uses. It resolves the host,
 *   refuses the connection if ANY address is not public, and hands the socket exactly the
 *   addresses it checked, so a DNS answer cannot change between check and connect.
 * `WEBHOOK_ALLOW_PRIVATE_TARGETS=true` (local default) lifts both, but not the port rule:
 * a target's port is 443 or 1024-65535 (`allowedWebhookPort`), so a webhook never reaches
 * ssh, SMTP or another well-known service.
 *
 * The messages here are for logs. What an owner sees of a refusal (a test probe, a delivery's
 * error) is only "target not allowed": the sender never repeats a resolved address.
 */
export class UnsafeWebhookTargetError extends Error {
  override readonly name = 'UnsafeWebhookTargetError';
  readonly code = 'UNSAFE_WEBHOOK_TARGET';
}

export interface SsrfOptions {
  /** true = accept private targets (local development only). */
  allowPrivateTargets: boolean;
}

// ---- IPv4 -----------------------------------------------------------------------------

/** inet_aton forms: 1-4 parts, each decimal, 0x-hex or 0-octal (`2130706433`, `0x7f.1`, `0177.0.0.1`). */
export const parseIpv4 = (text: string): number[] | null => {
  const host = text.endsWith('.') ? text.slice(0, -1) : text;
  const parts = host.split('.');
  if (parts.length < 1 || parts.length > 4) return null;
  const numbers: number[] = [];
  for (const part of parts) {
    let value: number;
    if (/^0x[0-9a-f]*$/i.test(part)) value = part.length === 2 ? 0 : parseInt(part.slice(2), 16);
    else if (/^0[0-7]+$/.test(part)) value = parseInt(part.slice(1), 8);
    else if (/^(0|[1-9][0-9]*)$/.test(part)) value = Number(part);
    else return null;
    if (!Number.isSafeInteger(value)) return null;
    numbers.push(value);
  }
  const last = numbers.pop()!;
  if (numbers.some((n) => n > 255) || last >= 256 ** (4 - numbers.length)) return null;
  const bytes = [...numbers];
  for (let i = 4 - numbers.length - 1; i >= 0; i--) bytes.push(Math.floor(last / 256 ** i) % 256);
  return bytes;
};

type Range = { bytes: number[]; prefix: number; reason: string };

const v4 = (cidr: string, reason: string): Range => {
  const [address, prefix] = cidr.split('/');
  return { bytes: parseIpv4(address!)!, prefix: Number(prefix), reason };
};

const IPV4_BLOCKED: Range[] = [
  v4('0.0.0.0/8', 'unspecified/this-network'),
  v4('10.0.0.0/8', 'private'),
  v4('100.64.0.0/10', 'carrier-grade NAT'),
  v4('127.0.0.0/8', 'loopback'),
  v4('169.254.169.254/32', 'cloud metadata'),
  v4('169.254.0.0/16', 'link-local'),
  v4('172.16.0.0/12', 'private'),
  v4('192.0.0.0/24', 'IETF protocol assignments'),
  v4('192.0.2.0/24', 'documentation'),
  v4('192.88.99.0/24', '6to4 relay anycast'),
  v4('192.168.0.0/16', 'private'),
  v4('198.18.0.0/15', 'benchmarking'),
  v4('198.51.100.0/24', 'documentation'),
  v4('203.0.113.0/24', 'documentation'),
  v4('224.0.0.0/4', 'multicast'),
  v4('240.0.0.0/4', 'reserved/broadcast'),
];

// ---- IPv6 -----------------------------------------------------------------------------

/** 16 bytes of an IPv6 address (zone id dropped, embedded dotted IPv4 accepted), or null. */
export const parseIpv6 = (text: string): number[] | null => {
  let host = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  host = host.split('%')[0]!;
  if (!isIPv6(host)) return null;
  const lastColon = host.lastIndexOf(':');
  const dotted = host.slice(lastColon + 1);
  if (dotted.includes('.')) {
    // Rewrite an embedded dotted IPv4 tail (`::ffff:1.2.3.4`) as two hex groups.
    const [a, b, c, d] = dotted.split('.').map(Number) as [number, number, number, number];
    host = `${host.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = host.includes('::') ? host.split('::') : [host, undefined];
  const toGroups = (part: string | undefined) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const headGroups = toGroups(head);
  const restGroups = toGroups(rest);
  const fill = 8 - headGroups.length - restGroups.length;
  if (fill < 0 || (rest === undefined && fill !== 0)) return null;
  const groups = [...headGroups, ...Array<number>(fill).fill(0), ...restGroups];
  return groups.flatMap((g) => [g >> 8, g & 0xff]);
};

const v6 = (cidr: string, reason: string): Range => {
  const [address, prefix] = cidr.split('/');
  return { bytes: parseIpv6(address!)!, prefix: Number(prefix), reason };
};

const IPV6_BLOCKED: Range[] = [
  v6('::/128', 'unspecified'),
  v6('::1/128', 'loopback'),
  v6('64:ff9b:1::/48', 'local-use NAT64'),
  v6('100::/64', 'discard-only'),
  v6('2001::/23', 'IETF protocol assignments (Teredo, benchmarking, ORCHID)'),
  v6('2001:db8::/32', 'documentation'),
  v6('fd00:ec2::254/128', 'cloud metadata'),
  v6('fc00::/7', 'unique local (private)'),
  v6('fe80::/10', 'link-local'),
  v6('fec0::/10', 'site-local'),
  v6('ff00::/8', 'multicast'),
];

/** IPv6 prefixes that carry an IPv4 address: the embedded address decides. */
const IPV4_EMBEDDINGS: Array<{ range: Range; offset: number }> = [
  { range: v6('::ffff:0:0/96', 'IPv4-mapped'), offset: 12 },
  { range: v6('::/96', 'IPv4-compatible'), offset: 12 },
  { range: v6('64:ff9b::/96', 'NAT64'), offset: 12 },
  { range: v6('2002::/16', '6to4'), offset: 2 },
];

const inRange = (bytes: number[], range: Range): boolean => {
  for (let bit = 0; bit < range.prefix; bit += 8) {
    const bits = Math.min(8, range.prefix - bit);
    const mask = (0xff << (8 - bits)) & 0xff;
    if ((bytes[bit / 8]! & mask) !== (range.bytes[bit / 8]! & mask)) return false;
  }
  return true;
};

const blockedIpv4 = (bytes: number[]): string | null =>
  IPV4_BLOCKED.find((r) => inRange(bytes, r))?.reason ?? null;

/**
 * Why an IP address is not a public webhook target, or null when it is public. Accepts
 * IPv4 (any inet_aton form) and IPv6 (bracketed or not). A string that is no IP address
 * at all is reported as such (callers pass addresses, not names).
 */
export const nonPublicReason = (address: string): string | null => {
  const ipv6 = parseIpv6(address);
  if (ipv6) {
    const blocked = IPV6_BLOCKED.find((r) => inRange(ipv6, r));
    if (blocked) return blocked.reason;
    for (const { range, offset } of IPV4_EMBEDDINGS) {
      if (inRange(ipv6, range)) {
        const reason = blockedIpv4(ipv6.slice(offset, offset + 4));
        return reason ? `${range.reason} ${reason}` : null;
      }
    }
    return null;
  }
  const ipv4 = parseIpv4(address);
  if (ipv4) return blockedIpv4(ipv4);
  return 'not an IP address';
};

// ---- URLs and names -------------------------------------------------------------------

/** The port rule (with or without private targets): the default 443, or 1024-65535. */
export const allowedWebhookPort = (url: URL): boolean => url.port === '' || Number(url.port) >= 1024;
export const WEBHOOK_PORT_RULE = 'url port must be 443 or between 1024 and 65535';

const BLOCKED_NAMES = [
  /^localhost$/,
  /\.localhost$/,
  /^metadata\.google\.internal$/,
  /^instance-data(\.ec2\.internal)?$/,
];

/**
 * Synchronous target check (no DNS): parseable URL whose host is no blocked name and no
 * non-public IP literal. Returns the parsed URL; throws UnsafeWebhookTargetError. Scheme
 * and credential rules are the management schema's (they hold regardless of this check).
 */
export const assertPublicWebhookUrl = (url: string, options?: Partial<SsrfOptions>): URL => {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new UnsafeWebhookTargetError('url is not a valid absolute URL');
  }
  if (!allowedWebhookPort(parsed)) throw new UnsafeWebhookTargetError(WEBHOOK_PORT_RULE);
  if (options?.allowPrivateTargets ?? false) return parsed;
  const host = parsed.hostname.replace(/\.$/, '').toLowerCase();
  if (BLOCKED_NAMES.some((pattern) => pattern.test(host))) {
    throw new UnsafeWebhookTargetError('url target not allowed (not a public host)');
  }
  const literal = host.startsWith('[') ? host : isIP(host) || parseIpv4(host) ? host : null;
  if (literal) {
    const reason = nonPublicReason(literal);
    if (reason) throw new UnsafeWebhookTargetError(`url target not allowed (${reason} address)`);
  }
  return parsed;
};

export interface ResolvedAddress {
  address: string;
  family: number;
}

export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** getaddrinfo, all addresses, in the system's order (honours /etc/hosts like any client). */
export const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, order: 'verbatim' }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    );
  });

/** Resolve-time check: every address of the host must be public (one bad answer refuses all). */
export const resolvePublicAddresses = async (
  hostname: string,
  options: SsrfOptions,
  resolver: Resolver = systemResolver,
): Promise<ResolvedAddress[]> => {
  const host = hostname.replace(/^\[|\]$/g, '');
  const family = isIP(host);
  const addresses = family ? [{ address: host, family }] : await resolver(host);
  if (addresses.length === 0) {
    throw Object.assign(new Error(`${hostname} did not resolve`), { code: 'ENOTFOUND' });
  }
  if (!options.allowPrivateTargets) {
    for (const { address } of addresses) {
      const reason = nonPublicReason(address);
      if (reason)
        throw new UnsafeWebhookTargetError(
          `${hostname} resolves to ${address}, not a public address (${reason})`,
        );
    }
  }
  return addresses;
};

/**
 * The `lookup` for the sender's TLS connector: net.connect calls it with the URL host and
 * connects to what it returns, so the socket goes to the checked addresses while SNI and
 * the Host header keep the hostname. Handles both callback forms (`all` for happy eyeballs).
 */
export const guardedLookup =
  (options: SsrfOptions, resolver: Resolver = systemResolver): LookupFunction =>
  (hostname, lookupOptions, callback) => {
    resolvePublicAddresses(hostname, options, resolver).then(
      (addresses) => {
        const wanted = lookupOptions.family === 4 || lookupOptions.family === 6 ? lookupOptions.family : 0;
        const usable = wanted ? addresses.filter((a) => a.family === wanted) : addresses;
        if (usable.length === 0) {
          const error = Object.assign(new Error(`${hostname} has no IPv${wanted} address`), {
            code: 'ENOTFOUND',
          });
          return callback(error as NodeJS.ErrnoException, '', 0);
        }
        if (lookupOptions.all)
          return (callback as unknown as (e: null, a: ResolvedAddress[]) => void)(null, usable);
        callback(null, usable[0]!.address, usable[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
