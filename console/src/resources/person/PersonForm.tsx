import { ZPersonCreate, ZPersonPatch } from '@teleconsulta/schema';
import { DateInput, SelectInput, TabbedForm, TextInput } from 'react-admin';
import { useLocaleValidate } from '../../validation/use-locale-validate';
import { SaveOnlyToolbar } from '../SaveOnlyToolbar';
import { AddressInputs, CountryInput, GenderInput } from './AddressInputs';
import { ContactTab } from './ContactTab';
import { STATUS_CHOICES, sectionLabel } from './person.choices';
import { maskCns, maskCpf, parseDigits } from './person.masks';
import { validatePerson } from './person.validation';

/** The create and edit form (SPEC §3 Patient), validated with the shared zod schemas; server errors land under the inputs. */
export const PersonForm = ({ mode, defaultValues }: { mode: 'create' | 'update'; defaultValues?: Record<string, unknown> }) => {
  const validate = useLocaleValidate(mode === 'create' ? ZPersonCreate : ZPersonPatch, validatePerson);
  return (
    <TabbedForm validate={validate} defaultValues={defaultValues} toolbar={<SaveOnlyToolbar />} warnWhenUnsavedChanges>
      <TabbedForm.Tab label={sectionLabel('identity')}>
        <TextInput source="name" isRequired fullWidth />
        <TextInput source="socialName" fullWidth />
        <TextInput source="cpf" format={maskCpf} parse={parseDigits} isRequired={mode === 'create'} helperText="000.000.000-00" />
        <TextInput source="uhcId" format={maskCns} parse={parseDigits} helperText="000 0000 0000 0000" />
        <DateInput source="birthDate" isRequired />
        <GenderInput />
        <TextInput source="registration" />
        <TextInput source="profession" />
        <SelectInput source="status" choices={STATUS_CHOICES} />
      </TabbedForm.Tab>
      <ContactTab label={sectionLabel('contact')} />
      <TabbedForm.Tab label={sectionLabel('address')}>
        <AddressInputs />
        <CountryInput />
      </TabbedForm.Tab>
    </TabbedForm>
  );
};
