import { checkForm, type Locale, ZProfessionalProfile } from '@teleconsulta/schema';
import { maskCep, maskPhone } from '../profile/profile-form.util';

/** What a professional changes of their own record (never the registration, role or specialties). */
export const PROFESSIONAL_PROFILE_FIELDS = [
  'bio',
  'mail',
  'cellPhone',
  'telephone',
  'zipCode',
  'street',
  'number',
  'complement',
  'neighborhood',
  'city',
  'region',
] as const;
export type ProfessionalProfileField = (typeof PROFESSIONAL_PROFILE_FIELDS)[number];
export type ProfessionalProfileValues = Record<ProfessionalProfileField, string>;

/** The stored record as the form shows it: masks applied, nulls as empty text. */
export function toProfessionalValues(stored: Partial<Record<ProfessionalProfileField, string | null>>): ProfessionalProfileValues {
  const values = Object.fromEntries(PROFESSIONAL_PROFILE_FIELDS.map((f) => [f, stored[f] ?? ''])) as ProfessionalProfileValues;
  return { ...values, cellPhone: maskPhone(values.cellPhone), telephone: maskPhone(values.telephone), zipCode: maskCep(values.zipCode) };
}

/** The services' rules (SPEC §5 messages); a blank field is sent as null (cleared). */
export function checkProfessionalProfile(values: ProfessionalProfileValues, locale: Locale) {
  const blankAsNull = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim() === '' ? null : v]));
  return checkForm(ZProfessionalProfile, blankAsNull, locale) as
    | { ok: true; input: Record<ProfessionalProfileField, string | null> }
    | { ok: false; fieldErrors: Partial<Record<ProfessionalProfileField, string>> };
}

/** "CRM 12345/SP", or the council's name when it is not the CRM. */
export function registrationText(p: { crm?: string | null; crmState?: string | null; licenseCouncil?: string | null }): string | null {
  if (!p.crm) return null;
  return `${p.licenseCouncil ?? 'CRM'} ${p.crm}${p.crmState ? `/${p.crmState}` : ''}`;
}
