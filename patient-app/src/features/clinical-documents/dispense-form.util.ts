import type { DispensingExtent, DispensingInput } from '../../gql/graphql';

/** The pharmacist's form on the validation page. */
export type DispenseFormState = {
  secret: string;
  pharmacistName: string;
  pharmacistRegistration: string;
  pharmacistState: string;
  extent: DispensingExtent;
  remarks: string;
};

export const emptyDispenseForm = (): DispenseFormState => ({
  secret: '',
  pharmacistName: '',
  pharmacistRegistration: '',
  pharmacistState: '',
  extent: 'WHOLE',
  remarks: '',
});

export const DISPENSE_REQUIRED = ['secret', 'pharmacistName', 'pharmacistRegistration', 'pharmacistState'] as const;

/** The required inputs left blank. */
export function missingDispenseFields(form: DispenseFormState): string[] {
  return DISPENSE_REQUIRED.filter((field) => form[field].trim() === '');
}

/** dispenseClinicalDocument's input: trimmed, the printed code upper case without spaces, no empty remarks. */
export function dispensingInput(form: DispenseFormState): DispensingInput {
  const remarks = form.remarks.trim();
  return {
    secret: form.secret.replace(/\s+/g, '').toUpperCase(),
    pharmacistName: form.pharmacistName.trim(),
    pharmacistRegistration: form.pharmacistRegistration.trim(),
    pharmacistState: form.pharmacistState,
    extent: form.extent,
    ...(remarks ? { remarks } : {}),
  };
}
