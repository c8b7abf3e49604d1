import { now } from '@teleconsulta/schema';
import { DEMO_USERS } from '../db/seed-data.js';
import type { Database } from '../kit/db.js';
import { sealCertificate } from './certificate-seal.js';
import { readA1Certificate } from './signing/a1-certificate.js';
import { createTestChain, issueA1 } from './signing/test-chain.js';

/** The demo doctors' certificate password (README "Demo logins"): the one asked when they sign a document. */
export const DEMO_CERTIFICATE_PASSWORD = 'certificado';

/**
 * What a demo doctor needs to issue and sign documents (issue 19): a CPF, a birth date (in the A1), a Brazilian address
 * for prescriptions and an RQE for the specialists.
 */
const DEMO_PROFESSIONALS: Record<
  string,
  { cpf: string; birthDate: string; rqe: string | null; address: [string, string, string, string, string, string] }
> = {
  'dr.house@example.com': {
    cpf: '93541134780',
    birthDate: '1970-06-11',
    rqe: '45678',
    address: ['Avenida Paulista', '1000', 'Bela Vista', '3550308', 'SP', '01310100'],
  },
  'dra.ana@example.com': {
    cpf: '39053344705',
    birthDate: '1982-03-22',
    rqe: '51234',
    address: ['Rua Augusta', '500', 'Consolação', '3550308', 'SP', '01304000'],
  },
  'dr.paulo@example.com': {
    cpf: '24681357928',
    birthDate: '1978-09-02',
    rqe: null,
    address: ['Rua Oscar Freire', '200', 'Jardins', '3550308', 'SP', '01426000'],
  },
  'dra.rita@bemviver.example.com': {
    cpf: '86420975310',
    birthDate: '1985-12-01',
    rqe: null,
    address: ['Rua Voluntários da Pátria', '45', 'Botafogo', '3304557', 'RJ', '22270000'],
  },
};

/** A name as ICP-Brasil certificates carry it: upper case, without title or accents ("GREGORIO HOUSE"). */
const icpName = (name: string) =>
  name
    .replace(/^Dra?\. /, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();

/**
 * The demo doctors' profile data and A1 certificates, issued by a demo certification authority made now (the same code
 * the tests use: ICP-Brasil's shape, trusted by nothing but whoever trusts its root), kept sealed like an upload.
 * Runs as the owner, after the users.
 */
export async function seedSigningCertificates(db: Database, certificateKey: string): Promise<void> {
  const chain = createTestChain('Teleconsulta Demonstracao');
  for (const user of DEMO_USERS) {
    const data = DEMO_PROFESSIONALS[user.email];
    if (!user.professional || !data) continue;
    const [pro] = await db.query<{ id: string; company_id: string }>(
      `update professional p set cpf = $2, rqe = $3, street = $4, number = $5, neighborhood = $6, city = $7, region = $8, zip_code = $9
        from app_user u where u.id = p.user_id and u.email = $1 returning p.id, p.company_id`,
      [user.email, data.cpf, data.rqe, ...data.address],
    );
    if (!pro) continue;
    const { pkcs12 } = issueA1(chain, { name: icpName(user.name), cpf: data.cpf, birthDate: data.birthDate }, DEMO_CERTIFICATE_PASSWORD);
    const a1 = readA1Certificate({ kind: 'a1', pkcs12, password: DEMO_CERTIFICATE_PASSWORD }, now());
    await db.query(
      `insert into professional_certificate (professional_id, company_id, sealed, holder_name, holder_cpf, issuer_name, not_before, not_after, fingerprint)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        pro.id,
        pro.company_id,
        sealCertificate(certificateKey, pro.id, pkcs12),
        a1.name,
        data.cpf,
        a1.issuerName,
        a1.notBefore.toISOString(),
        a1.notAfter.toISOString(),
        a1.fingerprint256,
      ],
    );
  }
}
