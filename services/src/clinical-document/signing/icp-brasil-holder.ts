import { isValidCpf } from '@teleconsulta/schema';
import forge from 'node-forge';

/**
 * The person data an ICP-Brasil certificate for a natural person carries (DOC-ICP-04): in the subject alternative name,
 * an otherName of type 2.16.76.1.3.1 whose value (an OCTET STRING, sometimes a PrintableString or UTF8String) is the
 * holder's birth date DDMMYYYY, then the 11-digit CPF, the NIS (11), the RG (15) and the RG's issuer and state (10);
 * zeros where a datum is absent.
 */
const ICP_BRASIL_PERSON_OID = '2.16.76.1.3.1';

/** The CPF (11 digits) and the birth date (YYYY-MM-DD, null when the certificate gives none). */
export type CertificateHolder = { cpf: string; birthDate: string | null };

type GeneralName = { type: number; value: unknown };

const { asn1 } = forge;

/** The holder from a certificate's subject alternative name; null when no otherName 2.16.76.1.3.1 has a valid CPF. */
export function holderOf(certificate: forge.pki.Certificate): CertificateHolder | null {
  const extension = certificate.getExtension('subjectAltName') as { altNames?: GeneralName[] } | undefined;
  for (const name of extension?.altNames ?? []) {
    const text = personDataText(name);
    const holder = text === null ? null : parsePersonData(text);
    if (holder) return holder;
  }
  return null;
}

/** The value of an otherName 2.16.76.1.3.1 as text; null for any other general name. */
function personDataText(name: GeneralName): string | null {
  if (name.type !== 0 || !Array.isArray(name.value)) return null;
  const [typeId, explicit] = name.value as forge.asn1.Asn1[];
  if (typeId?.type !== asn1.Type.OID || typeof typeId.value !== 'string') return null;
  if (asn1.derToOid(typeId.value) !== ICP_BRASIL_PERSON_OID) return null;
  const inner = Array.isArray(explicit?.value) ? explicit.value[0] : undefined;
  return typeof inner?.value === 'string' ? inner.value : null;
}

function parsePersonData(text: string): CertificateHolder | null {
  const match = /^(\d{2})(\d{2})(\d{4})(\d{11})/.exec(text);
  if (!match) return null;
  const [, day, month, year, cpf] = match as unknown as [string, string, string, string, string];
  if (!isValidCpf(cpf)) return null;
  return { cpf, birthDate: isoDate(year, month, day) };
}

function isoDate(year: string, month: string, day: string): string | null {
  const iso = `${year}-${month}-${day}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? null : iso;
}

/**
 * The otherName general name an ICP-Brasil A1 certificate carries for its holder (an OCTET STRING, NIS, RG and its
 * issuer left as zeros): what a certification authority, ours for tests and demos included, writes into the subject
 * alternative name.
 */
export function personDataOtherName(holder: CertificateHolder): forge.asn1.Asn1 {
  const [year = '0000', month = '00', day = '00'] = holder.birthDate?.split('-') ?? [];
  const text = `${day}${month}${year}${holder.cpf}${'0'.repeat(11 + 15 + 10)}`;
  const oid = asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(ICP_BRASIL_PERSON_OID).getBytes());
  const value = asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, text);
  return asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [oid, asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [value])]);
}
