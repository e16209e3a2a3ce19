import { describe, expect, it } from 'vitest';
import {
  assertPublicWebhookUrl,
  guardedLookup,
  nonPublicReason,
  parseIpv4,
  parseIpv6,
  resolvePublicAddresses,
  UnsafeWebhookTargetError,
  type Resolver,
} from '../../../../shared/webhooks/delivery/ssrf.ts';

const STRICT = { allowPrivateTargets: false };

describe('address classification', () => {
  it.each([
    ['0.0.0.0', 'unspecified'],
    ['10.1.2.3', 'private'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.254', 'carrier-grade NAT'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['169.254.169.254', 'cloud metadata'],
    ['169.254.10.1', 'link-local'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.0.0.192', 'IETF'],
    ['192.168.1.1', 'private'],
    ['198.18.0.1', 'benchmarking'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'],
  ])('refuses IPv4 %s (%s)', (address, reason) => {
    expect(nonPublicReason(address)).toContain(reason);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.15.255.255',
    '172.32.0.1',
    '100.63.255.255',
    '100.128.0.1',
    '192.169.0.1',
    '93.184.216.34',
  ])('accepts public IPv4 %s', (address) => {
    expect(nonPublicReason(address)).toBeNull();
  });

  it.each([
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['fd00:ec2::254', 'cloud metadata'],
    ['fc00::1', 'unique local'],
    ['fdff:ffff::1', 'unique local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf::1', 'link-local'],
    ['fec0::1', 'site-local'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'documentation'],
    ['2001::1', 'Teredo'],
    ['64:ff9b:1::1', 'NAT64'],
    ['100::1', 'discard'],
  ])('refuses IPv6 %s (%s)', (address, reason) => {
    expect(nonPublicReason(address)).toContain(reason);
  });

  it.each([
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback'],
    ['[::ffff:169.254.169.254]', 'IPv4-mapped cloud metadata'],
    ['::ffff:a9fe:a9fe', 'IPv4-mapped cloud metadata'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:0.0.0.0', 'IPv4-mapped unspecified'],
    ['::127.0.0.1', 'IPv4-compatible loopback'],
    ['64:ff9b::10.0.0.1', 'NAT64 private'],
    ['64:ff9b::7f00:1', 'NAT64 loopback'],
    ['2002:7f00:1::', '6to4 loopback'],
    ['2002:c0a8:0101::1', '6to4 private'],
  ])('refuses IPv6 %s embedding a non-public IPv4 (%s)', (address, reason) => {
    expect(nonPublicReason(address)).toContain(reason);
  });

  it.each([
    '2606:4700:4700::1111',
    '2001:4860:4860::8888',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('accepts public IPv6 %s', (address) => {
    expect(nonPublicReason(address)).toBeNull();
  });

  it('reports a name as not an address (names are resolved, never classified)', () => {
    expect(nonPublicReason('example.com')).toBe('not an IP address');
  });
});

describe('IPv4 literal forms (inet_aton)', () => {
  it.each([
    ['2130706433', [127, 0, 0, 1]],
    ['0x7f000001', [127, 0, 0, 1]],
    ['0X7F.1', [127, 0, 0, 1]],
    ['0177.0.0.1', [127, 0, 0, 1]],
    ['017700000001', [127, 0, 0, 1]],
    ['127.1', [127, 0, 0, 1]],
    ['127.0.1', [127, 0, 0, 1]],
    ['10.0x10.0300.1', [10, 16, 192, 1]],
    ['0xa9.0xfe.0xa9.0xfe', [169, 254, 169, 254]],
    ['2852039166', [169, 254, 169, 254]],
    ['127.0.0.1.', [127, 0, 0, 1]],
    ['0x', [0, 0, 0, 0]],
  ])('parses %s', (text, bytes) => {
    expect(parseIpv4(text)).toEqual(bytes);
  });

  it.each(['256.0.0.1', '1.2.3.4.5', '4294967296', '08.0.0.1', '0xg', 'example.com', '1..2', ''])(
    'rejects %s',
    (text) => {
      expect(parseIpv4(text)).toBeNull();
    },
  );

  it('parses IPv6 with an embedded dotted quad and rejects garbage', () => {
    expect(parseIpv6('::ffff:1.2.3.4')).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 255, 255, 1, 2, 3, 4]);
    expect(parseIpv6('1:2:3:4:5:6:7:8')).toEqual([0, 1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0, 7, 0, 8]);
    expect(parseIpv6('1:2:3')).toBeNull();
    expect(parseIpv6('127.0.0.1')).toBeNull();
  });
});

describe('assertPublicWebhookUrl (sync, create/update and before each send)', () => {
  it.each([
    'https://127.0.0.1/hook',
    'https://2130706433/hook',
    'https://0x7f000001/hook',
    'https://0177.0.0.1/hook',
    'https://127.1/hook',
    'https://0/hook',
    'https://169.254.169.254/latest/meta-data',
    'https://0xa9fea9fe/',
    'https://10.0.0.8:8443/',
    'https://100.100.100.200/',
    'https://[::1]/hook',
    'https://[::ffff:127.0.0.1]/hook',
    'https://[::ffff:a9fe:a9fe]/',
    'https://[fd00:ec2::254]/',
    'https://[fe80::1]/',
    'https://localhost/hook',
    'https://LOCALHOST./hook',
    'https://api.localhost/hook',
    'https://metadata.google.internal/computeMetadata/v1/',
  ])('refuses %s', (url) => {
    expect(() => assertPublicWebhookUrl(url, STRICT)).toThrow(UnsafeWebhookTargetError);
  });

  it.each([
    'https://example.com/hook',
    'https://8.8.8.8/x',
    'https://[2606:4700:4700::1111]/',
    'https://hooks.example.io:8443/a?b=c',
  ])('accepts %s', (url) => {
    expect(assertPublicWebhookUrl(url, STRICT).href).toBe(new URL(url).href);
  });

  it('is strict by default', () => {
    expect(() => assertPublicWebhookUrl('https://127.0.0.1/')).toThrow(UnsafeWebhookTargetError);
  });

  it('WEBHOOK_ALLOW_PRIVATE_TARGETS lifts the address rules (not URL syntax)', () => {
    expect(assertPublicWebhookUrl('https://127.0.0.1:9443/hook', { allowPrivateTargets: true }).port).toBe(
      '9443',
    );
    expect(() => assertPublicWebhookUrl('not a url', { allowPrivateTargets: true })).toThrow(
      UnsafeWebhookTargetError,
    );
  });
});

const fakeResolver =
  (answers: Record<string, Array<{ address: string; family: number }>>): Resolver =>
  async (hostname) => {
    const answer = answers[hostname];
    if (!answer) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return answer;
  };

describe('resolve-time check', () => {
  const resolver = fakeResolver({
    'public.example': [
      { address: '93.184.216.34', family: 4 },
      { address: '2606:2800:220:1:248:1893:25c8:1946', family: 6 },
    ],
    'rebind.example': [
      { address: '93.184.216.34', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ],
    'mapped.example': [{ address: '::ffff:169.254.169.254', family: 6 }],
  });

  it('returns every address when all are public', async () => {
    await expect(resolvePublicAddresses('public.example', STRICT, resolver)).resolves.toHaveLength(2);
  });

  it('refuses the host when any one address is private', async () => {
    await expect(resolvePublicAddresses('rebind.example', STRICT, resolver)).rejects.toThrow(/127\.0\.0\.1/);
    await expect(resolvePublicAddresses('mapped.example', STRICT, resolver)).rejects.toThrow(
      UnsafeWebhookTargetError,
    );
  });

  it('checks IP literals without resolving', async () => {
    await expect(resolvePublicAddresses('[::1]', STRICT, resolver)).rejects.toThrow(UnsafeWebhookTargetError);
    await expect(resolvePublicAddresses('8.8.8.8', STRICT, resolver)).resolves.toEqual([
      { address: '8.8.8.8', family: 4 },
    ]);
  });

  it('passes resolver errors through and lets private answers through when allowed', async () => {
    await expect(resolvePublicAddresses('nope.example', STRICT, resolver)).rejects.toThrow(/ENOTFOUND/);
    await expect(
      resolvePublicAddresses('rebind.example', { allowPrivateTargets: true }, resolver),
    ).resolves.toHaveLength(2);
  });

  it('guardedLookup hands the socket exactly the checked addresses, in both callback forms', async () => {
    const lookup = guardedLookup(STRICT, resolver);
    const all = await new Promise((resolve, reject) =>
      lookup('public.example', { all: true }, (error, addresses) =>
        error ? reject(error) : resolve(addresses),
      ),
    );
    expect(all).toEqual([
      { address: '93.184.216.34', family: 4 },
      { address: '2606:2800:220:1:248:1893:25c8:1946', family: 6 },
    ]);
    const single = await new Promise((resolve, reject) =>
      lookup('public.example', { family: 6 }, (error, address, family) =>
        error ? reject(error) : resolve({ address, family }),
      ),
    );
    expect(single).toEqual({ address: '2606:2800:220:1:248:1893:25c8:1946', family: 6 });
  });

  it('guardedLookup fails the connection for a private answer', async () => {
    const lookup = guardedLookup(STRICT, resolver);
    const error = await new Promise((resolve) => lookup('rebind.example', {}, (e) => resolve(e)));
    expect(error).toBeInstanceOf(UnsafeWebhookTargetError);
  });
});
