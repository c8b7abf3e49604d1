import { STATE_CODES } from '../calendar/state-holidays.js';
import { isValidCpf } from '../util/cpf.js';
import type { ClinicalDocumentKind } from './clinical-document.validation.js';

/**
 * What a clinical document needs of its participants (issue 19 item 2; SPEC §5 "Prescriptions require a Brazilian
 * address in the professional's profile", §8's three prescription messages; CFM Res. 2.299/2021 art. 2: the
 * professional's name and council registration with its UF, the patient's name and, for digital documents, the
 * patient's CPF — or, for a dependent without one, their guardian's). The service refuses to issue with what is
 * missing; the apps use the same rule to say so before sending.
 */
export type ParticipantAddress = {
  street: string | null;
  number: string | null;
  city: string | null;
  region: string | null;
  zipCode: string | null;
};

export type DocumentParticipants = {
  kind: ClinicalDocumentKind;
  specialControl: boolean;
  /** The company's prescriptionAddressInclusion: the professional's address is printed on prescriptions. */
  addressInclusion: boolean;
  professional: { name: string | null; crm: string | null; crmState: string | null; address: ParticipantAddress };
  patient: {
    name: string | null;
    cpf: string | null;
    /** A dependent's guardian (null: the patient answers for themself). */
    guardian: { name: string | null; cpf: string | null } | null;
    address: ParticipantAddress;
  };
};

/**
 * PARTICIPANTS: fields of either participant that are missing (`professional.crm`, `patient.cpf`, ...);
 * ADDRESS_REQUIRED: a prescription and no complete address in the professional's profile; NOT_BRAZILIAN: that address
 * is not a Brazilian one.
 */
export type ParticipantProblem = { code: 'PARTICIPANTS'; fields: string[] } | { code: 'ADDRESS_REQUIRED' } | { code: 'NOT_BRAZILIAN' };

const blank = (value: string | null | undefined) => !value || value.trim() === '';

export const isCompleteAddress = (a: ParticipantAddress) => !blank(a.street) && !blank(a.city) && !blank(a.region) && !blank(a.zipCode);

/** A Brazilian address: its region is one of the 27 UFs and its postal code a CEP (8 digits). */
export const isBrazilianAddress = (a: ParticipantAddress) =>
  STATE_CODES.includes((a.region ?? '').trim().toUpperCase()) && /^\d{5}-?\d{3}$/.test((a.zipCode ?? '').trim());

/** Whether the professional's address is printed: on every special-control prescription, and on prescriptions when the company says so. */
export const printsProfessionalAddress = (p: Pick<DocumentParticipants, 'kind' | 'specialControl' | 'addressInclusion'>) =>
  p.kind === 'PRESCRIPTION' && (p.specialControl || p.addressInclusion);

/** The first problem that keeps the document from being issued, or null. Address first: it has its own message. */
export function participantProblem(p: DocumentParticipants): ParticipantProblem | null {
  if (p.kind === 'PRESCRIPTION') {
    const address = p.professional.address;
    if (!isCompleteAddress(address)) return { code: 'ADDRESS_REQUIRED' };
    if (!isBrazilianAddress(address)) return { code: 'NOT_BRAZILIAN' };
  }
  const fields: string[] = [];
  if (blank(p.professional.name)) fields.push('professional.name');
  if (blank(p.professional.crm)) fields.push('professional.crm');
  if (!STATE_CODES.includes((p.professional.crmState ?? '').toUpperCase())) fields.push('professional.crmState');
  if (blank(p.patient.name)) fields.push('patient.name');
  const ownCpf = !blank(p.patient.cpf) && isValidCpf(p.patient.cpf ?? '');
  const guardian = p.patient.guardian;
  if (!ownCpf) {
    if (!guardian) fields.push('patient.cpf');
    else if (blank(guardian.name) || blank(guardian.cpf) || !isValidCpf(guardian.cpf ?? '')) fields.push('patient.guardian');
  }
  // Portaria SVS/MS 344/1998: a special-control prescription carries the patient's address.
  if (p.kind === 'PRESCRIPTION' && p.specialControl && !isCompleteAddress(p.patient.address)) fields.push('patient.address');
  return fields.length > 0 ? { code: 'PARTICIPANTS', fields } : null;
}

/** "CRM-SP 123456": the council, the UF and the number, as documents and the validation page print it. */
export const councilRegistration = (council: string | null, number: string, state: string) =>
  `${(council || 'CRM').toUpperCase()}-${state.toUpperCase()} ${number.trim()}`;
