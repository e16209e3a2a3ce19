import { describe, expect, it } from 'vitest';
import { gte } from './semver-gte.ts';

describe('semver stand-in (gte)', () => {
  it('compares major, minor and patch numerically', () => {
    expect(gte('22.11.0', '8.0.0')).toBe(true);
    expect(gte('2.10.0', '2.9.9')).toBe(true);
    expect(gte('2.9.9', '2.10.0')).toBe(false);
    expect(gte('1.2.3', '1.2.3')).toBe(true);
    expect(gte('1.2.2', '1.2.3')).toBe(false);
  });

  it('reads a leading v and ignores pre-release and build tags', () => {
    expect(gte('v22.1.0', '22.1.0')).toBe(true);
    expect(gte('3.0.0-beta.1', '2.999.0')).toBe(true);
    expect(gte('1.0.0+build.5', '1.0.1')).toBe(false);
  });
});
