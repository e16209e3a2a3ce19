/**
 * A server-side secret (JWT signing key, OTP HMAC key) behind a port: AWS Secrets Manager
 * when deployed (re-read every few minutes), a file generated once under DATA_DIR locally
 * (read once per process). Callers ask for the value on each use and keep no copy.
 */
export interface SecretSource {
  value(): Promise<Uint8Array>;
}
