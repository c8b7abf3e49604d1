import type { FieldLabels } from '../util/field-labels.js';

/**
 * Clinical documents: the form's fields, and the participants' data a document needs (PRESCRIPTION_PARTICIPANTS names
 * them as `professional.<field>` and `patient.<field>`). Field labels used in validation messages ({0} of the SPEC §5
 * templates), by field path.
 */
export const CLINICAL_DOCUMENT_FIELD_LABELS: FieldLabels = {
  kind: { en: 'Document type', pt: 'Tipo de documento' },
  prescription: { en: 'Prescription', pt: 'Receita' },
  'prescription.items': { en: 'Medicines', pt: 'Medicamentos' },
  medication: { en: 'Medicine', pt: 'Medicamento' },
  dosage: { en: 'Dosage', pt: 'Posologia' },
  route: { en: 'Route', pt: 'Via de administração' },
  quantity: { en: 'Quantity', pt: 'Quantidade' },
  duration: { en: 'Duration', pt: 'Duração' },
  certificate: { en: 'Medical certificate', pt: 'Atestado' },
  days: { en: 'Days of leave', pt: 'Dias de afastamento' },
  cid: { en: 'CID-10', pt: 'CID-10' },
  cidConsent: { en: "Patient's consent to the CID", pt: 'Consentimento do paciente para o CID' },
  remarks: { en: 'Remarks', pt: 'Observações' },
  examRequest: { en: 'Exam request', pt: 'Solicitação de exames' },
  exams: { en: 'Exams', pt: 'Exames' },
  clinicalIndication: { en: 'Clinical indication', pt: 'Indicação clínica' },
  referral: { en: 'Referral', pt: 'Encaminhamento' },
  'referral.specialty': { en: 'Specialty', pt: 'Especialidade' },
  'referral.reason': { en: 'Reason', pt: 'Motivo' },
  supersedesId: { en: 'Corrected document', pt: 'Documento corrigido' },
  pkcs12Base64: { en: 'Certificate file', pt: 'Arquivo do certificado' },
  secret: { en: 'Code for dispensing', pt: 'Código para dispensação' },
  pharmacistName: { en: "Pharmacist's name", pt: 'Nome do farmacêutico' },
  pharmacistRegistration: { en: 'CRF number', pt: 'Número do CRF' },
  pharmacistState: { en: 'CRF state', pt: 'UF do CRF' },
  extent: { en: 'Dispensed', pt: 'Dispensação' },
  'professional.name': { en: "Professional's name", pt: 'Nome do profissional' },
  'professional.crm': { en: "Professional's council registration", pt: 'Registro no conselho do profissional' },
  'professional.crmState': { en: "Professional's registration state", pt: 'UF do registro do profissional' },
  'professional.address': { en: "Professional's address", pt: 'Endereço do profissional' },
  'patient.name': { en: "Patient's name", pt: 'Nome do paciente' },
  'patient.cpf': { en: "Patient's CPF", pt: 'CPF do paciente' },
  'patient.guardian': { en: "Guardian's name and CPF", pt: 'Nome e CPF do responsável' },
  'patient.address': { en: "Patient's address", pt: 'Endereço do paciente' },
};
