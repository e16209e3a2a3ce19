/**
 * Stands in for the `semver` package in Lambda bundles (see BUNDLE_ALIASES in bundling.ts). Its one
 * bundled user, aws-xray-sdk-core's AWS SDK v2 patcher (under the Powertools Tracer), calls
 * `semver.gte` once; the whole package is ~28 KB of minified code and regex set-up on every cold
 * start. Numeric `major.minor.patch` comparison; pre-release and build tags are ignored.
 */
const parts = (version: string): number[] =>
  version
    .replace(/^[v=\s]+/, '')
    .split(/[-+]/)[0]!
    .split('.')
    .map((part) => Number.parseInt(part, 10) || 0);

export const gte = (version: string, minimum: string): boolean => {
  const [a, b] = [parts(version), parts(minimum)];
  for (let i = 0; i < 3; i++) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return difference > 0;
  }
  return true;
};
