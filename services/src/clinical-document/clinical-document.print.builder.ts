import {
  cityNameOf,
  councilRegistration,
  printsProfessionalAddress,
  STATIC_DOMAIN_LISTS,
  type TClinicalDocumentIssue,
} from '@teleconsulta/schema';
import type { DocumentPrint } from './clinical-document.print.js';
import type { PrintAddress, PrintCompany, PrintPerson, PrintProfessional } from './clinical-document-print.repository.js';

const specialtyName = (code: string) => STATIC_DOMAIN_LISTS.REQUEST_SPECIALTYS.find((s) => s.code === code)?.pt ?? code;

/** The city as people read it: addresses keep the municipality's IBGE code (CITY domain list). */
const cityOf = (a: PrintAddress) => (a.city && a.region ? (cityNameOf(a.city, a.region) ?? a.city) : a.city);

/** "Rua X, 123, sala 4 — Centro, São Paulo/SP, CEP 01001-000" (the parts given). */
export function formatAddress(address: PrintAddress): string | null {
  const a = { ...address, city: cityOf(address) };
  const street = [a.street, a.number, a.complement].filter(Boolean).join(', ');
  const zip = a.zipCode ? `CEP ${a.zipCode.replace(/^(\d{5})-?(\d{3})$/, '$1-$2')}` : null;
  const place = [a.neighborhood, a.city && a.region ? `${a.city}/${a.region}` : (a.city ?? a.region), zip].filter(Boolean).join(', ');
  const text = [street, place].filter(Boolean).join(' — ');
  return text || null;
}

/** "São Paulo, SP": the professional's city, else the patient's, else the clinic's zone's. */
export function placeOf(...addresses: PrintAddress[]): string {
  for (const a of addresses) if (a.city) return a.region ? `${cityOf(a)}, ${a.region}` : (cityOf(a) ?? '');
  return 'São Paulo, SP';
}

/** The document's print data: the participants as they are now, the content as issued. */
export function buildPrint(input: {
  issue: TClinicalDocumentIssue;
  company: PrintCompany;
  professional: PrintProfessional;
  patient: PrintPerson;
  appointmentStartsAt: string;
  issuedAt: string;
  verification: DocumentPrint['verification'];
  supersedesCode: string | null;
}): DocumentPrint {
  const { issue, company, professional, patient } = input;
  const specialControl = issue.kind === 'PRESCRIPTION' && Boolean(issue.prescription?.specialControl);
  const showAddress = printsProfessionalAddress({ kind: issue.kind, specialControl, addressInclusion: company.addressInclusion });
  return {
    kind: issue.kind,
    clinic: { name: company.name, cnpj: company.cnpj, address: null, phone: null },
    professional: {
      name: professional.name,
      council: professional.council || 'CRM',
      registration: professional.crm ?? '',
      state: professional.crmState ?? '',
      rqe: professional.rqe,
      specialties: professional.specialties.map(specialtyName),
      address: showAddress ? formatAddress(professional.address) : null,
    },
    patient: {
      name: patient.name,
      cpf: patient.cpf,
      birthDate: patient.birthDate,
      guardian: patient.guardian,
      address: specialControl ? formatAddress(patient.address) : null,
    },
    issuedAt: input.issuedAt,
    city: placeOf(professional.address, patient.address),
    timeZone: company.timeZone,
    ...(issue.prescription ? { prescription: { items: issue.prescription.items, specialControl } } : {}),
    ...(issue.certificate
      ? {
          certificate: {
            days: issue.certificate.days,
            cid: issue.certificate.cid && issue.certificate.cidConsent ? issue.certificate.cid : null,
            remarks: issue.certificate.remarks ?? null,
            appointmentDate: input.appointmentStartsAt,
          },
        }
      : {}),
    ...(issue.examRequest
      ? { examRequest: { exams: issue.examRequest.exams, clinicalIndication: issue.examRequest.clinicalIndication ?? null } }
      : {}),
    ...(issue.referral ? { referral: { specialtyName: specialtyName(issue.referral.specialty), reason: issue.referral.reason } } : {}),
    verification: input.verification,
    supersedesCode: input.supersedesCode,
  };
}

/** The registration a document and its validation page print: "CRM-SP 123456". */
export const registrationOf = (p: PrintProfessional) => councilRegistration(p.council, p.crm ?? '', p.crmState ?? '');
