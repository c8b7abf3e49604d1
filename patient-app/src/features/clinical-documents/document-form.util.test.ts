import { describe, expect, it } from 'vitest';
import { checkDocumentForm, correctionForm, emptyDocumentForm, issueDocumentInput } from './document-form.util';

const APPOINTMENT = '0b0d3b9e-3f5d-4b6e-9d61-2d1c1f0a9e11';

describe('checkDocumentForm', () => {
  it('asks for every input of an empty prescription row, by its path', () => {
    const form = emptyDocumentForm('PRESCRIPTION');
    expect(checkDocumentForm(form)).toEqual({
      'items.0.medication': 'required',
      'items.0.dosage': 'required',
      'items.0.quantity': 'required',
      'items.0.duration': 'required',
    });
  });

  it('checks only the chosen kind', () => {
    const form = emptyDocumentForm('REFERRAL');
    expect(checkDocumentForm(form)).toEqual({ specialty: 'required', reason: 'required' });
    form.referral = { specialty: '225120', reason: 'Chest pain on effort' };
    expect(checkDocumentForm(form)).toEqual({});
  });

  it('wants 1 to 365 whole days, a valid CID-10 and the consent when a CID is given', () => {
    const form = emptyDocumentForm('CERTIFICATE');
    expect(checkDocumentForm(form)).toEqual({ days: 'required' });
    form.certificate = { days: '0', cid: 'XX', cidConsent: false, remarks: '' };
    expect(checkDocumentForm(form)).toEqual({ days: 'invalid', cid: 'invalid' });
    form.certificate = { days: '2.5', cid: 'j11', cidConsent: false, remarks: '' };
    expect(checkDocumentForm(form)).toEqual({ days: 'invalid', cidConsent: 'cidConsent' });
    form.certificate = { days: '3', cid: 'J11', cidConsent: true, remarks: '' };
    expect(checkDocumentForm(form)).toEqual({});
  });

  it('asks for each blank exam', () => {
    const form = emptyDocumentForm('EXAM_REQUEST');
    form.examRequest.exams = [
      { key: 1, name: 'Hemograma' },
      { key: 2, name: '  ' },
    ];
    expect(checkDocumentForm(form)).toEqual({ 'exams.1': 'required' });
  });
});

describe('issueDocumentInput', () => {
  it('sends only the chosen kind, trimmed, and no password when none was typed', () => {
    const form = emptyDocumentForm('PRESCRIPTION');
    form.prescription = {
      items: [
        { key: 1, medication: ' Amoxicilina 500 mg ', dosage: '1 cápsula de 8/8 h', route: 'ORAL', quantity: '21', duration: '7 dias ' },
      ],
      specialControl: true,
    };
    form.referral.reason = 'typed, then the kind changed';
    expect(issueDocumentInput(APPOINTMENT, form, '')).toEqual({
      appointmentId: APPOINTMENT,
      kind: 'PRESCRIPTION',
      prescription: {
        items: [{ medication: 'Amoxicilina 500 mg', dosage: '1 cápsula de 8/8 h', route: 'ORAL', quantity: '21', duration: '7 dias' }],
        specialControl: true,
      },
    });
  });

  it('sends the certificate with the CID normalised (consent only with a CID), blank texts left out, and the password', () => {
    const form = emptyDocumentForm('CERTIFICATE');
    form.certificate = { days: ' 3 ', cid: 'j110', cidConsent: true, remarks: ' ' };
    expect(issueDocumentInput(APPOINTMENT, form, 's3cret')).toEqual({
      appointmentId: APPOINTMENT,
      kind: 'CERTIFICATE',
      certificate: { days: 3, cid: 'J11.0', cidConsent: true },
      password: 's3cret',
    });
    form.certificate = { days: '1', cid: '', cidConsent: true, remarks: 'Repouso' };
    expect(issueDocumentInput(APPOINTMENT, form, '').certificate).toEqual({ days: 1, cidConsent: false, remarks: 'Repouso' });
  });

  it('sends exams and a referral', () => {
    const exams = emptyDocumentForm('EXAM_REQUEST');
    exams.examRequest = {
      exams: [
        { key: 1, name: ' Hemograma ' },
        { key: 2, name: 'TSH' },
      ],
      clinicalIndication: '',
    };
    expect(issueDocumentInput(APPOINTMENT, exams, '').examRequest).toEqual({ exams: ['Hemograma', 'TSH'] });
    const referral = emptyDocumentForm('REFERRAL');
    referral.referral = { specialty: '225120', reason: ' Dor torácica ' };
    expect(issueDocumentInput(APPOINTMENT, referral, '').referral).toEqual({ specialty: '225120', reason: 'Dor torácica' });
  });
});

describe('correctionForm', () => {
  it('starts from the earlier document and supersedes it', () => {
    const form = correctionForm({
      __typename: 'ClinicalDocument',
      id: 'doc-1',
      kind: 'CERTIFICATE',
      prescription: null,
      certificate: { __typename: 'CertificateContent', days: 2, cid: 'J11', cidConsent: true, remarks: null },
      examRequest: null,
      referral: null,
    });
    expect(form.kind).toBe('CERTIFICATE');
    expect(form.supersedesId).toBe('doc-1');
    expect(form.certificate).toEqual({ days: '2', cid: 'J11', cidConsent: true, remarks: '' });
    expect(issueDocumentInput(APPOINTMENT, form, '')).toMatchObject({ supersedesId: 'doc-1', certificate: { days: 2, cid: 'J11' } });
  });

  it('copies the prescription rows without __typename', () => {
    const form = correctionForm({
      __typename: 'ClinicalDocument',
      id: 'doc-2',
      kind: 'PRESCRIPTION',
      prescription: {
        __typename: 'PrescriptionContent',
        specialControl: false,
        items: [
          { __typename: 'PrescriptionItem', medication: 'Dipirona', dosage: '1 cp', route: 'ORAL', quantity: '10', duration: '5 dias' },
        ],
      },
      certificate: null,
      examRequest: null,
      referral: null,
    });
    expect(issueDocumentInput(APPOINTMENT, form, '').prescription).toEqual({
      items: [{ medication: 'Dipirona', dosage: '1 cp', route: 'ORAL', quantity: '10', duration: '5 dias' }],
      specialControl: false,
    });
  });
});
