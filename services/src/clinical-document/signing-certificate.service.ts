import { CLINICAL_DOCUMENT_ISSUE_ROLES, now, type TemplateKey, type TSigningCertificateDto } from '@teleconsulta/schema';
import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../kit/context.js';
import { badField, forbidden } from '../kit/errors.js';
import { companyOf, requireRole, type Tenant } from '../kit/http.js';
import { iso } from '../kit/rows.js';
import { rows, type Tx } from '../kit/tenant.js';
import { openCertificate, sealCertificate } from './certificate-seal.js';
import { clinicalDocumentRepository as repo } from './clinical-document.repository.js';
import { readA1Certificate } from './signing/a1-certificate.js';
import { SigningError, type SigningFailure } from './signing/signing.port.js';

type CertificateSqlRow = {
  sealed: Buffer | Uint8Array;
  holder_name: string;
  holder_cpf: string;
  issuer_name: string;
  not_before: Date | string;
  not_after: Date | string;
  fingerprint: string;
  uploaded_at: Date | string;
};

const toDto = (r: CertificateSqlRow): TSigningCertificateDto => ({
  holderName: r.holder_name,
  holderCpf: r.holder_cpf,
  issuerName: r.issuer_name,
  notBefore: iso(r.not_before),
  notAfter: iso(r.not_after),
  fingerprint: r.fingerprint,
  uploadedAt: iso(r.uploaded_at),
});

const REFUSAL: Record<SigningFailure, { field: 'pkcs12Base64' | 'password'; key: TemplateKey }> = {
  NOT_PKCS12: { field: 'pkcs12Base64', key: 'certificateNotPkcs12' },
  WRONG_PASSWORD: { field: 'password', key: 'certificateWrongPassword' },
  EXPIRED: { field: 'pkcs12Base64', key: 'certificateExpired' },
  NO_CPF: { field: 'pkcs12Base64', key: 'certificateNoCpf' },
  CPF_MISMATCH: { field: 'pkcs12Base64', key: 'certificateCpfMismatch' },
  NOT_PDF: { field: 'pkcs12Base64', key: 'certificateNotPkcs12' },
  FAILED: { field: 'pkcs12Base64', key: 'certificateNotPkcs12' },
  // A remote-signature provider's failures: reading an uploaded A1 never gives them.
  UNAUTHORIZED: { field: 'pkcs12Base64', key: 'certificateNotPkcs12' },
  PROVIDER_FAILED: { field: 'pkcs12Base64', key: 'certificateNotPkcs12' },
};

async function callerProfessional(tx: Tx, tenant: Tenant) {
  requireRole(tenant, CLINICAL_DOCUMENT_ISSUE_ROLES);
  companyOf(tenant);
  const professional = await repo.professionalOfUser(tx, tenant.principal.userId);
  if (!professional) throw forbidden();
  return professional;
}

const select = (tx: Tx, professionalId: string) =>
  rows<CertificateSqlRow>(
    tx,
    sql`select sealed, holder_name, holder_cpf, issuer_name, not_before, not_after, fingerprint, uploaded_at
        from professional_certificate where professional_id = ${professionalId}`,
  );

/** GET /professional/certificate: the caller's certificate as kept (never the file), or null. */
async function mine(tx: Tx, tenant: Tenant): Promise<TSigningCertificateDto | null> {
  const professional = await callerProfessional(tx, tenant);
  const [row] = await select(tx, professional.id);
  return row ? toDto(row) : null;
}

/**
 * PUT /professional/certificate: the PKCS#12 is opened with its password and checked (a key and its certificate, valid
 * now, an ICP-Brasil person's CPF); it must be the professional's own (their CPF, which it sets when the profile has
 * none). Refused with the reason on its field and nothing stored; kept sealed, replacing an earlier one. The password
 * is not kept: it is asked again at each signature.
 */
async function upload(ctx: ServiceContext, tx: Tx, tenant: Tenant, input: { pkcs12Base64: string; password: string }) {
  const professional = await callerProfessional(tx, tenant);
  const pkcs12 = Buffer.from(input.pkcs12Base64, 'base64');
  let certificate: ReturnType<typeof readA1Certificate>;
  try {
    certificate = readA1Certificate({ kind: 'a1', pkcs12, password: input.password }, now());
  } catch (error) {
    if (!(error instanceof SigningError)) throw error;
    const refusal = REFUSAL[error.reason];
    throw badField(refusal.field, refusal.key);
  }
  if (professional.cpf && professional.cpf !== certificate.holder.cpf) throw badField('pkcs12Base64', 'certificateCpfMismatch');
  if (!professional.cpf) await tx.execute(sql`update professional set cpf = ${certificate.holder.cpf} where id = ${professional.id}`);
  const sealed = sealCertificate(ctx.config.certificateKey, professional.id, pkcs12);
  const [saved] = await rows<CertificateSqlRow>(
    tx,
    sql`insert into professional_certificate (professional_id, company_id, sealed, holder_name, holder_cpf, issuer_name,
          not_before, not_after, fingerprint)
        values (${professional.id}, ${companyOf(tenant)}, ${sealed}, ${certificate.name}, ${certificate.holder.cpf}, ${certificate.issuerName},
          ${certificate.notBefore.toISOString()}, ${certificate.notAfter.toISOString()}, ${certificate.fingerprint256})
        on conflict (professional_id) do update set sealed = excluded.sealed, holder_name = excluded.holder_name,
          holder_cpf = excluded.holder_cpf, issuer_name = excluded.issuer_name, not_before = excluded.not_before,
          not_after = excluded.not_after, fingerprint = excluded.fingerprint, uploaded_at = app_now()
        returning sealed, holder_name, holder_cpf, issuer_name, not_before, not_after, fingerprint, uploaded_at`,
  );
  if (!saved) throw forbidden();
  return toDto(saved);
}

/** DELETE /professional/certificate: true when there was one. */
async function remove(tx: Tx, tenant: Tenant): Promise<boolean> {
  const professional = await callerProfessional(tx, tenant);
  const removed = await rows<{ professional_id: string }>(
    tx,
    sql`delete from professional_certificate where professional_id = ${professional.id} returning professional_id`,
  );
  return removed.length > 0;
}

/** The PKCS#12 to sign with (opened from its seal), and what the document records of it; null when none was uploaded. */
async function credentialOf(ctx: ServiceContext, tx: Tx, professionalId: string) {
  const [row] = await select(tx, professionalId);
  if (!row) return null;
  return {
    pkcs12: openCertificate(ctx.config.certificateKey, professionalId, Buffer.from(row.sealed)),
    holderName: row.holder_name,
    holderCpf: row.holder_cpf,
    issuerName: row.issuer_name,
    fingerprint: row.fingerprint,
  };
}

export const signingCertificateService = { mine, upload, remove, credentialOf };
