import { CERTIFICATE_MAX_DAYS, EXAM_REQUEST_MAX_EXAMS, isValidCid10, normalizeCid10, PRESCRIPTION_MAX_ITEMS } from '@teleconsulta/schema';
import type { ClinicalDocumentContentFragment, ClinicalDocumentKind, IssueClinicalDocumentInput, MedicationRoute } from '../../gql/graphql';

export const DOCUMENT_KINDS: readonly ClinicalDocumentKind[] = ['PRESCRIPTION', 'CERTIFICATE', 'EXAM_REQUEST', 'REFERRAL'];

/** One medication row of the prescription form; `key` keeps React's rows apart while rows come and go. */
export type PrescriptionRow = {
  key: number;
  medication: string;
  dosage: string;
  route: MedicationRoute | '';
  quantity: string;
  duration: string;
};
export type ExamRow = { key: number; name: string };

/** What the "New document" dialog holds, every kind's content at once (switching kinds keeps what was typed). */
export type DocumentFormState = {
  kind: ClinicalDocumentKind;
  prescription: { items: PrescriptionRow[]; specialControl: boolean };
  certificate: { days: string; cid: string; cidConsent: boolean; remarks: string };
  examRequest: { exams: ExamRow[]; clinicalIndication: string };
  referral: { specialty: string; reason: string };
  /** The document this one corrects ("Correct"), which fixes the kind. */
  supersedesId: string | null;
};

/** Why an input is refused here before sending (the server checks the same and answers in its own words). */
export type FormProblem = 'required' | 'invalid' | 'cidConsent' | 'tooMany';
/** Problems by path: "items.0.medication", "days", "cid", "cidConsent", "exams.2", "specialty", "reason". */
export type FormProblems = Record<string, FormProblem>;

let nextKey = 1;
const newKey = () => nextKey++;

export const emptyPrescriptionRow = (): PrescriptionRow => ({
  key: newKey(),
  medication: '',
  dosage: '',
  route: 'ORAL',
  quantity: '',
  duration: '',
});
export const emptyExamRow = (): ExamRow => ({ key: newKey(), name: '' });

export function emptyDocumentForm(kind: ClinicalDocumentKind = 'PRESCRIPTION'): DocumentFormState {
  return {
    kind,
    prescription: { items: [emptyPrescriptionRow()], specialControl: false },
    certificate: { days: '', cid: '', cidConsent: false, remarks: '' },
    examRequest: { exams: [emptyExamRow()], clinicalIndication: '' },
    referral: { specialty: '', reason: '' },
    supersedesId: null,
  };
}

/** The form of a correction: the earlier document's kind and content, which the new one supersedes. */
export function correctionForm(document: ClinicalDocumentContentFragment & { id: string; kind: ClinicalDocumentKind }): DocumentFormState {
  const form = emptyDocumentForm(document.kind);
  const { prescription, certificate, examRequest, referral } = document;
  return {
    ...form,
    supersedesId: document.id,
    prescription: prescription
      ? {
          items: prescription.items.map((item) => ({ key: newKey(), ...stripTypename(item) })),
          specialControl: prescription.specialControl,
        }
      : form.prescription,
    certificate: certificate
      ? {
          days: String(certificate.days),
          cid: certificate.cid ?? '',
          cidConsent: certificate.cidConsent,
          remarks: certificate.remarks ?? '',
        }
      : form.certificate,
    examRequest: examRequest
      ? {
          exams: examRequest.exams.map((name) => ({ key: newKey(), name })),
          clinicalIndication: examRequest.clinicalIndication ?? '',
        }
      : form.examRequest,
    referral: referral ? { specialty: referral.specialty, reason: referral.reason } : form.referral,
  };
}

function stripTypename<T extends { __typename?: string }>(value: T): Omit<T, '__typename'> {
  const { __typename: _, ...rest } = value;
  return rest;
}

const blank = (value: string) => value.trim() === '';
/** An optional text: left out when blank (the service refuses null where a text may be absent). */
const optional = (value: string) => (blank(value) ? undefined : value.trim());

/** What the form's kind would send that the server refuses for sure; empty when it may be sent. */
export function checkDocumentForm(form: DocumentFormState): FormProblems {
  const problems: FormProblems = {};
  switch (form.kind) {
    case 'PRESCRIPTION': {
      const items = form.prescription.items;
      if (items.length === 0) problems.items = 'required';
      if (items.length > PRESCRIPTION_MAX_ITEMS) problems.items = 'tooMany';
      items.forEach((item, index) => {
        for (const field of ['medication', 'dosage', 'quantity', 'duration'] as const)
          if (blank(item[field])) problems[`items.${index}.${field}`] = 'required';
        if (item.route === '') problems[`items.${index}.route`] = 'required';
      });
      break;
    }
    case 'CERTIFICATE': {
      const { days, cid, cidConsent } = form.certificate;
      const count = Number(days.trim());
      if (blank(days)) problems.days = 'required';
      else if (!Number.isInteger(count) || count < 1 || count > CERTIFICATE_MAX_DAYS) problems.days = 'invalid';
      if (!blank(cid) && !isValidCid10(cid)) problems.cid = 'invalid';
      else if (!blank(cid) && !cidConsent) problems.cidConsent = 'cidConsent';
      break;
    }
    case 'EXAM_REQUEST': {
      const exams = form.examRequest.exams;
      if (exams.length === 0) problems.exams = 'required';
      if (exams.length > EXAM_REQUEST_MAX_EXAMS) problems.exams = 'tooMany';
      exams.forEach((exam, index) => {
        if (blank(exam.name)) problems[`exams.${index}`] = 'required';
      });
      break;
    }
    case 'REFERRAL':
      if (blank(form.referral.specialty)) problems.specialty = 'required';
      if (blank(form.referral.reason)) problems.reason = 'required';
      break;
  }
  return problems;
}

/**
 * issueClinicalDocument's input: only the content of the chosen kind, trimmed, blank optional texts left out; the password only when typed (without it
 * the document is issued unsigned); supersedesId for a correction.
 */
export function issueDocumentInput(appointmentId: string, form: DocumentFormState, password: string): IssueClinicalDocumentInput {
  const input: IssueClinicalDocumentInput = { appointmentId, kind: form.kind };
  switch (form.kind) {
    case 'PRESCRIPTION':
      input.prescription = {
        items: form.prescription.items.map((item) => ({
          medication: item.medication.trim(),
          dosage: item.dosage.trim(),
          route: item.route as MedicationRoute,
          quantity: item.quantity.trim(),
          duration: item.duration.trim(),
        })),
        specialControl: form.prescription.specialControl,
      };
      break;
    case 'CERTIFICATE': {
      const cid = optional(form.certificate.cid);
      const remarks = optional(form.certificate.remarks);
      input.certificate = {
        days: Number(form.certificate.days.trim()),
        ...(cid ? { cid: normalizeCid10(cid) } : {}),
        cidConsent: cid !== undefined && form.certificate.cidConsent,
        ...(remarks ? { remarks } : {}),
      };
      break;
    }
    case 'EXAM_REQUEST': {
      const clinicalIndication = optional(form.examRequest.clinicalIndication);
      input.examRequest = {
        exams: form.examRequest.exams.map((exam) => exam.name.trim()),
        ...(clinicalIndication ? { clinicalIndication } : {}),
      };
      break;
    }
    case 'REFERRAL':
      input.referral = { specialty: form.referral.specialty, reason: form.referral.reason.trim() };
      break;
  }
  if (form.supersedesId) input.supersedesId = form.supersedesId;
  if (password !== '') input.password = password;
  return input;
}
