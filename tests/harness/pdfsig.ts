import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Verifying signed PDFs with an independent tool: poppler's pdfsig, with an NSS database (certutil, libnss3-tools)
 * that trusts only the root given. The tools come from PATH unless PDFSIG_PATH / CERTUTIL_PATH name them.
 */
const PDFSIG = process.env.PDFSIG_PATH || 'pdfsig';
const CERTUTIL = process.env.CERTUTIL_PATH || 'certutil';

/** The tools missing here (empty: both found). REQUIRE_PDFSIG=1 (.ci/run) turns their absence into a failure. */
export const missingPdfsigTools = (): string[] => [PDFSIG, CERTUTIL].filter((tool) => spawnSync(tool, ['-h'], { stdio: 'ignore' }).error);

/**
 * pdfsig's report of a file, certificates checked against the NSS database given. Nothing goes out: the test chain's
 * certificates name no OCSP responder or issuer URL (and pdfsig 22.12's -no-ocsp answers "Unknown issue with
 * Certificate" for a trusted chain, so it is not used).
 */
export function pdfsigReport(file: string, nssDatabase: string): string {
  return execFileSync(PDFSIG, ['-nssdir', `sql:${nssDatabase}`, file], { encoding: 'utf8' });
}

/** An NSS database at dir/name, trusting the root PEM file given as a CA (or nothing). */
export function nssDatabase(dir: string, name: string, rootPemFile?: string): string {
  const path = join(dir, name);
  mkdirSync(path);
  execFileSync(CERTUTIL, ['-N', '-d', `sql:${path}`, '--empty-password']);
  if (rootPemFile) execFileSync(CERTUTIL, ['-A', '-d', `sql:${path}`, '-n', 'AC Raiz Teste', '-t', 'CT,C,C', '-a', '-i', rootPemFile]);
  return path;
}
