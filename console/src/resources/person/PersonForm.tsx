import { type Locale, ZPersonCreate, ZPersonPatch } from '@teleconsulta/schema';
import { DateInput, SaveButton, SelectInput, TabbedForm, TextInput, Toolbar, useLocaleState } from 'react-admin';
import { CityInput, CountryInput, GenderInput, RegionInput } from './AddressInputs';
import { STATUS_CHOICES, sectionLabel } from './person.choices';
import { maskCns, maskCpf, maskZipCode, parseDigits } from './person.masks';
import { validatePerson } from './person.validation';

/** Deleting is on the show page (with a confirmation): the form only saves. */
const toolbar = (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/** The create and edit form (SPEC §3 Patient), validated with the shared zod schemas; server errors land under the inputs. */
export const PersonForm = ({ mode, defaultValues }: { mode: 'create' | 'update'; defaultValues?: Record<string, unknown> }) => {
  const [locale] = useLocaleState();
  const schema = mode === 'create' ? ZPersonCreate : ZPersonPatch;
  return (
    <TabbedForm
      validate={(values) => validatePerson(schema, values, locale as Locale)}
      defaultValues={defaultValues}
      toolbar={toolbar}
      warnWhenUnsavedChanges
    >
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
      <TabbedForm.Tab label={sectionLabel('contact')}>
        <TextInput source="mail" type="email" fullWidth />
        <TextInput source="cellPhone" helperText="(11) 98765-4321" />
        <TextInput source="telephone" helperText="(11) 3333-4444" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={sectionLabel('address')}>
        <TextInput source="zipCode" format={maskZipCode} parse={parseDigits} helperText="00000-000" />
        <TextInput source="street" fullWidth />
        <TextInput source="number" />
        <TextInput source="complement" />
        <TextInput source="neighborhood" />
        <RegionInput />
        <CityInput />
        <CountryInput />
      </TabbedForm.Tab>
    </TabbedForm>
  );
};
