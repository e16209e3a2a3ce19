import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';

/**
 * A certificate authority of this DATA_DIR, so `npm run webhooks:listen` can serve HTTPS
 * (endpoints must be HTTPS) with a certificate `npm run dev` trusts. `npm run dev` creates it
 * on its first start and adds it to its own trust store only (never the system's); the
 * listener signs a server certificate with it. Made with the openssl CLI (Node cannot issue
 * X.509 certificates); without openssl, webhooks:listen is the only thing that stops working.
 */
export interface LocalCa {
  dir: string;
  caPemPath: string;
  caKeyPath: string;
}

const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
const EC_KEY = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];

export const localCaPaths = (dataDir: string): LocalCa => {
  const dir = join(dataDir, 'local-ca');
  return { dir, caPemPath: join(dir, 'ca.pem'), caKeyPath: join(dir, 'ca.key') };
};

export const ensureLocalCa = (dataDir: string): LocalCa => {
  const ca = localCaPaths(dataDir);
  if (existsSync(ca.caPemPath) && existsSync(ca.caKeyPath)) return ca;
  mkdirSync(ca.dir, { recursive: true, mode: 0o700 });
  openssl(
    'req',
    '-x509',
    ...EC_KEY,
    '-keyout',
    ca.caKeyPath,
    '-out',
    ca.caPemPath,
    '-days',
    '3650',
    '-subj',
    '/CN=Store Commerce local development CA',
    '-addext',
    'basicConstraints=critical,CA:TRUE,pathlen:0',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  );
  return ca;
};

/**
 * Trusts the CA for this process's outgoing TLS (the webhook sender uses Node's default
 * store). Returns false, with the reason, when it cannot be made (no openssl).
 */
export const trustLocalCa = (dataDir: string): { trusted: true } | { trusted: false; reason: string } => {
  try {
    const ca = ensureLocalCa(dataDir);
    setDefaultCACertificates([...getCACertificates('default'), readFileSync(ca.caPemPath, 'utf8')]);
    return { trusted: true };
  } catch (error) {
    return { trusted: false, reason: (error as Error).message.split('\n')[0]! };
  }
};

/** A server certificate for localhost, 127.0.0.1 and ::1, signed by the local CA. */
export const issueLocalhostCertificate = (ca: LocalCa, outDir: string): { key: string; cert: string } => {
  mkdirSync(outDir, { recursive: true, mode: 0o700 });
  const file = (name: string) => join(outDir, name);
  openssl(
    'req',
    ...EC_KEY,
    '-keyout',
    file('server.key'),
    '-out',
    file('server.csr'),
    '-subj',
    '/CN=localhost',
  );
  writeFileSync(
    file('server.ext'),
    'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1\nbasicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=serverAuth\n',
  );
  openssl(
    'x509',
    '-req',
    '-in',
    file('server.csr'),
    '-CA',
    ca.caPemPath,
    '-CAkey',
    ca.caKeyPath,
    '-set_serial',
    `0x${Date.now().toString(16)}`,
    '-out',
    file('server.pem'),
    '-days',
    '365',
    '-extfile',
    file('server.ext'),
  );
  return { key: readFileSync(file('server.key'), 'utf8'), cert: readFileSync(file('server.pem'), 'utf8') };
};
