import Alert from '@mui/material/Alert';
import { ZProfessionalCreate, ZProfessionalPatch } from '@teleconsulta/schema';
import { BooleanInput, SelectInput, TabbedForm, TextInput, useTranslate } from 'react-admin';
import { useLocaleValidate } from '../../validation/use-locale-validate';
import { DomainSelectArrayInput, DomainSelectInput } from '../ChoiceInputs';
import { AddressInputs } from '../person/AddressInputs';
import { ContactTab } from '../person/ContactTab';
import { STATUS_CHOICES } from '../person/person.choices';
import { maskCpf, parseDigits } from '../person/person.masks';
import { SaveOnlyToolbar } from '../SaveOnlyToolbar';
import { ProfessionalPhotoInput } from './ProfessionalPhotoInput';
import { ROLE_CHOICES, sectionLabel } from './professional.choices';
import { validateProfessional } from './professional.validation';

/** The record holds { code, name } specialties, the input codes. */
const toCodes = (value: unknown) =>
  Array.isArray(value) ? value.map((s) => (typeof s === 'object' && s !== null ? (s as { code: string }).code : s)) : value;

/** The create and edit form (SPEC §3 Professional), validated with the shared zod schemas; server errors land under the inputs. */
export const ProfessionalForm = ({ mode, defaultValues }: { mode: 'create' | 'update'; defaultValues?: Record<string, unknown> }) => {
  const translate = useTranslate();
  const validate = useLocaleValidate(mode === 'create' ? ZProfessionalCreate : ZProfessionalPatch, validateProfessional);
  return (
    <TabbedForm validate={validate} defaultValues={defaultValues} toolbar={<SaveOnlyToolbar />} warnWhenUnsavedChanges>
      <TabbedForm.Tab label={sectionLabel('identity')}>
        <TextInput source="name" isRequired fullWidth />
        <DomainSelectInput source="licenseCouncil" domain="PROFESSIONAL_REGISTER_TYPE" isRequired />
        <TextInput source="crm" isRequired />
        <DomainSelectInput source="crmState" domain="REGION" isRequired />
        <TextInput source="rqe" helperText="resources.professionals.help.rqe" />
        <TextInput source="cpf" format={maskCpf} parse={parseDigits} helperText="resources.professionals.help.cpf" />
        <DomainSelectArrayInput source="specialties" domain="REQUEST_SPECIALTYS" format={toCodes} isRequired fullWidth />
        <SelectInput source="role" choices={ROLE_CHOICES} isRequired />
        <SelectInput source="status" choices={STATUS_CHOICES} />
        <BooleanInput source="emergencyAccess" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={sectionLabel('profile')}>
        {/* The photo is a file saved by its own call, once the professional exists (edit page only). */}
        {mode === 'update' ? (
          <ProfessionalPhotoInput />
        ) : (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="professional-photo-after-create">
            {translate('resources.professionals.photo.after_create')}
          </Alert>
        )}
        <TextInput source="bio" multiline minRows={3} fullWidth />
      </TabbedForm.Tab>
      <ContactTab label={sectionLabel('contact')} />
      <TabbedForm.Tab label={sectionLabel('address')}>
        <AddressInputs />
      </TabbedForm.Tab>
    </TabbedForm>
  );
};
