import { describe, expect, it } from 'vitest';
import { dispensingInput, emptyDispenseForm, missingDispenseFields } from './dispense-form.util';

describe('missingDispenseFields', () => {
  it('names the blank required inputs', () => {
    expect(missingDispenseFields(emptyDispenseForm())).toEqual(['secret', 'pharmacistName', 'pharmacistRegistration', 'pharmacistState']);
    expect(
      missingDispenseFields({
        ...emptyDispenseForm(),
        secret: 'AB12',
        pharmacistName: 'Ana',
        pharmacistRegistration: '123',
        pharmacistState: 'SP',
      }),
    ).toEqual([]);
  });
});

describe('dispensingInput', () => {
  it('trims, upper-cases the printed code without spaces and leaves out empty remarks', () => {
    expect(
      dispensingInput({
        secret: ' ab12 cd34 ',
        pharmacistName: ' Ana Farmacêutica ',
        pharmacistRegistration: ' 12345 ',
        pharmacistState: 'SP',
        extent: 'WHOLE',
        remarks: '  ',
      }),
    ).toEqual({
      secret: 'AB12CD34',
      pharmacistName: 'Ana Farmacêutica',
      pharmacistRegistration: '12345',
      pharmacistState: 'SP',
      extent: 'WHOLE',
    });
  });

  it('keeps the remarks of a partial dispensing', () => {
    const input = dispensingInput({ ...emptyDispenseForm(), extent: 'PARTIAL', remarks: ' 1 of 2 boxes ' });
    expect(input).toMatchObject({ extent: 'PARTIAL', remarks: '1 of 2 boxes' });
  });
});
