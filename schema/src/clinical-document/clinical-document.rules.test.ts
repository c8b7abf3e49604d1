import { describe, expect, it } from 'vitest';
import {
  councilRegistration,
  type DocumentParticipants,
  isBrazilianAddress,
  participantProblem,
  printsProfessionalAddress,
} from './clinical-document.rules.js';

const ADDRESS = { street: 'Avenida Paulista', number: '1000', city: '3550308', region: 'SP', zipCode: '01310100' };
const NONE = { street: null, number: null, city: null, region: null, zipCode: null };

const base = (change: Partial<DocumentParticipants> = {}): DocumentParticipants => ({
  kind: 'PRESCRIPTION',
  specialControl: false,
  addressInclusion: true,
  professional: { name: 'Dr. Gregório House', crm: '123456', crmState: 'SP', address: ADDRESS },
  patient: { name: 'Maria Silva', cpf: '52998224725', guardian: null, address: NONE },
  ...change,
});

describe('what a clinical document needs of its participants (SPEC §5, §8)', () => {
  it('issues with complete data', () => {
    expect(participantProblem(base())).toBeNull();
  });

  it('a prescription needs the professional’s address first, and a Brazilian one', () => {
    expect(participantProblem(base({ professional: { ...base().professional, address: NONE } }))).toEqual({ code: 'ADDRESS_REQUIRED' });
    const lisbon = { street: 'Rua Augusta', number: '1', city: 'Lisboa', region: 'LX', zipCode: '1100-048' };
    expect(participantProblem(base({ professional: { ...base().professional, address: lisbon } }))).toEqual({ code: 'NOT_BRAZILIAN' });
    // The other documents do not need the address.
    expect(participantProblem(base({ kind: 'CERTIFICATE', professional: { ...base().professional, address: NONE } }))).toBeNull();
  });

  it('names every missing field of either participant', () => {
    const problem = participantProblem(
      base({
        professional: { name: ' ', crm: null, crmState: 'XX', address: ADDRESS },
        patient: { name: '', cpf: '11111111111', guardian: null, address: NONE },
      }),
    );
    expect(problem).toEqual({
      code: 'PARTICIPANTS',
      fields: ['professional.name', 'professional.crm', 'professional.crmState', 'patient.name', 'patient.cpf'],
    });
  });

  it('a dependent without a CPF is answered for by the guardian’s name and CPF', () => {
    const child = { name: 'Pedro Silva', cpf: null, address: NONE };
    expect(participantProblem(base({ patient: { ...child, guardian: { name: 'Maria Silva', cpf: '52998224725' } } }))).toBeNull();
    expect(participantProblem(base({ patient: { ...child, guardian: { name: 'Maria Silva', cpf: null } } }))).toEqual({
      code: 'PARTICIPANTS',
      fields: ['patient.guardian'],
    });
  });

  it('a special-control prescription needs the patient’s address and always prints the professional’s', () => {
    expect(participantProblem(base({ specialControl: true }))).toEqual({ code: 'PARTICIPANTS', fields: ['patient.address'] });
    expect(participantProblem(base({ specialControl: true, patient: { ...base().patient, address: ADDRESS } }))).toBeNull();
    expect(printsProfessionalAddress({ kind: 'PRESCRIPTION', specialControl: true, addressInclusion: false })).toBe(true);
    expect(printsProfessionalAddress({ kind: 'PRESCRIPTION', specialControl: false, addressInclusion: false })).toBe(false);
    expect(printsProfessionalAddress({ kind: 'CERTIFICATE', specialControl: false, addressInclusion: true })).toBe(false);
  });

  it('reads a Brazilian address by its UF and CEP, and prints the registration as CRM-UF number', () => {
    expect(isBrazilianAddress({ ...ADDRESS, zipCode: '01310-100' })).toBe(true);
    expect(isBrazilianAddress({ ...ADDRESS, region: 'sp' })).toBe(true);
    expect(isBrazilianAddress({ ...ADDRESS, zipCode: '0131' })).toBe(false);
    expect(councilRegistration('cro', ' 4567 ', 'rj')).toBe('CRO-RJ 4567');
    expect(councilRegistration(null, '123456', 'SP')).toBe('CRM-SP 123456');
  });
});
