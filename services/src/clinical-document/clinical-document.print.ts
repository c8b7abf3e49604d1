import type { ClinicalDocumentKind, MedicationRoute } from '@teleconsulta/schema';

/**
 * Everything a clinical document's PDF shows (issue 19 item 1), gathered by the service from the appointment, the
 * clinic, the professional and the patient at issue time; the renderer (clinical-document.render.ts) only lays it out.
 * Texts are Brazilian Portuguese: a prescription is a Brazilian legal document whatever the reader's language.
 */
export type DocumentPrint = {
  kind: ClinicalDocumentKind;
  clinic: { name: string; cnpj: string | null; address: string | null; phone: string | null };
  professional: {
    name: string;
    /** "CRM", "CRO", ... */
    council: string;
    registration: string;
    /** UF of the registration. */
    state: string;
    rqe: string | null;
    /** Specialty names, for the signature block. */
    specialties: string[];
    /** The professional's address, printed when the company includes it (prescriptionAddressInclusion) or when special control. */
    address: string | null;
  };
  patient: {
    name: string;
    cpf: string | null;
    birthDate: string | null;
    /** For a dependent: the guardian who answers for them. */
    guardian: { name: string; cpf: string | null } | null;
    /** Printed on special-control prescriptions (Portaria 344: the patient's address). */
    address: string | null;
  };
  /** The issue instant (ISO) and the city it is dated from: "São Paulo, SP". */
  issuedAt: string;
  city: string;
  /** IANA zone the date is printed in. */
  timeZone: string;
  prescription?: {
    items: { medication: string; dosage: string; route: MedicationRoute; quantity: string; duration: string }[];
    specialControl: boolean;
  };
  certificate?: { days: number; cid: string | null; remarks: string | null; appointmentDate: string };
  examRequest?: { exams: string[]; clinicalIndication: string | null };
  referral?: { specialtyName: string; reason: string };
  verification: {
    /** The public code (16 characters) and the URL the QR code holds. */
    code: string;
    url: string;
    /** The code printed for the pharmacist. */
    secret: string;
  };
  /** The document this one corrects, by its code. */
  supersedesCode: string | null;
};
