import { describe, expect, it } from 'vitest';
import type { AgendaPatientHit } from './agenda.documents';
import { refusalText } from './agenda-errors';
import { patientChoices } from './patient-choices';

const person = (over: Partial<AgendaPatientHit>): AgendaPatientHit => ({
  id: 'x',
  name: 'X',
  cpf: null,
  uhcId: null,
  birthDate: null,
  parent: null,
  dependents: [],
  ...over,
});

describe('patientChoices', () => {
  it('lists a guardian with their active dependents under them, and a dependent found alone with their guardian', () => {
    const maria = person({
      id: 'maria',
      name: 'Maria Silva',
      cpf: '52998224725',
      uhcId: '898000000043208',
      dependents: [
        { id: 'pedro', name: 'Pedro Silva', birthDate: '2015-06-01', status: 'ACTIVE' },
        { id: 'old', name: 'Inactive Silva', birthDate: '2010-01-01', status: 'INACTIVE' },
      ],
    });
    const pedro = person({ id: 'pedro', name: 'Pedro Silva', parent: { id: 'maria', name: 'Maria Silva' } });
    const laura = person({ id: 'laura', name: 'Laura Silva', parent: { id: 'maria', name: 'Maria Silva' } });
    expect(patientChoices([maria, pedro, laura])).toEqual([
      { id: 'maria', name: 'Maria Silva', cpf: '52998224725', cns: '898000000043208', guardianName: null },
      { id: 'pedro', name: 'Pedro Silva', cpf: null, cns: null, guardianName: 'Maria Silva' },
      { id: 'laura', name: 'Laura Silva', cpf: null, cns: null, guardianName: 'Maria Silva' },
    ]);
  });
});

describe('refusalText', () => {
  const translate = (key: string, options?: Record<string, unknown>) =>
    key === 'app.errors.CONFLICT' ? 'Conflict' : String(options?._ ?? key);

  it('prefers the service’s field texts, once each', () => {
    const fields = [
      { field: 'startsAt', message: 'This time is no longer available' },
      { field: 'startsAt', message: 'This time is no longer available' },
    ];
    expect(refusalText({ message: 'app.errors.CONFLICT', fields }, translate)).toBe('This time is no longer available');
  });

  it('falls back to the code’s catalogue text, or the message as sent', () => {
    expect(refusalText({ message: 'app.errors.CONFLICT', fields: [] }, translate)).toBe('Conflict');
    expect(refusalText({ message: 'Something else', fields: [] }, translate)).toBe('Something else');
  });
});
