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

// ---- Blocked ranges ------------------------------------------------------------------

type Range = { bytes: number[]; prefix: number; reason: string };

/** A CIDR block, `address/prefix`, of either family (4 or 16 bytes, as the parsers give). */
const cidr = (block: string, reason: string): Range => {
  const [address, prefix] = block.split('/');
  return { bytes: (parseIpv4(address!) ?? parseIpv6(address!))!, prefix: Number(prefix), reason };
};

/**
 * The non-public ranges of both families in one table. The first range holding an address names
 * why, so a metadata address stands before the block around it.
 */
const BLOCKED: Range[] = [
  // IPv4
  cidr('0.0.0.0/8', 'unspecified/this-network'),
  cidr('10.0.0.0/8', 'private'),
  cidr('100.64.0.0/10', 'carrier-grade NAT'),
  cidr('127.0.0.0/8', 'loopback'),
  cidr('169.254.169.254/32', 'cloud metadata'),
  cidr('169.254.0.0/16', 'link-local'),
  cidr('172.16.0.0/12', 'private'),
  cidr('192.0.0.0/24', 'IETF protocol assignments'),
  cidr('192.0.2.0/24', 'documentation'),
  cidr('192.88.99.0/24', '6to4 relay anycast'),
  cidr('192.168.0.0/16', 'private'),
  cidr('198.18.0.0/15', 'benchmarking'),
  cidr('198.51.100.0/24', 'documentation'),
  cidr('203.0.113.0/24', 'documentation'),
  cidr('224.0.0.0/4', 'multicast'),
  cidr('240.0.0.0/4', 'reserved/broadcast'),
  // IPv6
  cidr('::/128', 'unspecified'),
  cidr('::1/128', 'loopback'),
  cidr('64:ff9b:1::/48', 'local-use NAT64'),
  cidr('100::/64', 'discard-only'),
  cidr('2001::/23', 'IETF protocol assignments (Teredo, benchmarking, ORCHID)'),
  cidr('2001:db8::/32', 'documentation'),
  cidr('fd00:ec2::254/128', 'cloud metadata'),
  cidr('fc00::/7', 'unique local (private)'),
  cidr('fe80::/10', 'link-local'),
  cidr('fec0::/10', 'site-local'),
  cidr('ff00::/8', 'multicast'),
];

/** IPv6 prefixes that carry an IPv4 address: the embedded address decides. */
const IPV4_EMBEDDINGS: Array<{ range: Range; offset: number }> = [
  { range: cidr('::ffff:0:0/96', 'IPv4-mapped'), offset: 12 },
  { range: cidr('::/96', 'IPv4-compatible'), offset: 12 },
  { range: cidr('64:ff9b::/96', 'NAT64'), offset: 12 },
  { range: cidr('2002::/16', '6to4'), offset: 2 },
];

/** Whether `bytes` lies in `range`; an address of the other family never does. */
const inRange = (bytes: number[], range: Range): boolean => {
  if (bytes.length !== range.bytes.length) return false;
  for (let bit = 0; bit < range.prefix; bit += 8) {
    const bits = Math.min(8, range.prefix - bit);
    const mask = (0xff << (8 - bits)) & 0xff;
    if ((bytes[bit / 8]! & mask) !== (range.bytes[bit / 8]! & mask)) return false;
  }
  return true;
};

const blockedReason = (bytes: number[]): string | null =>
  BLOCKED.find((range) => inRange(bytes, range))?.reason ?? null;

/**
 * Why an IP address is not a public webhook target, or null when it is public. Accepts
 * IPv4 (any inet_aton form) and IPv6 (bracketed or not). A string that is no IP address
 * at all is reported as such (callers pass addresses, not names).
 */
export const nonPublicReason = (address: string): string | null => {
  const ipv6 = parseIpv6(address);
  if (ipv6) {
    const blocked = blockedReason(ipv6);
    if (blocked) return blocked;
    for (const { range, offset } of IPV4_EMBEDDINGS) {
      if (inRange(ipv6, range)) {
        const reason = blockedReason(ipv6.slice(offset, offset + 4));
        return reason ? `${range.reason} ${reason}` : null;
      }
    }
    return null;
  }
  const ipv4 = parseIpv4(address);
  if (ipv4) return blockedReason(ipv4);
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
