import { formatCnpj, type Role, ZCompanyCreate, ZCompanyPatch } from '@teleconsulta/schema';
import {
  ArrayInput,
  AutocompleteInput,
  BooleanInput,
  DateInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleFormIterator,
  TabbedForm,
  TabbedFormTabs,
  TextInput,
  usePermissions,
} from 'react-admin';
import { canEditWholeCompany } from '../../providers/access-control';
import { useLocaleValidate } from '../../validation/use-locale-validate';
import { SaveOnlyToolbar } from '../SaveOnlyToolbar';
import { BooleanInputs } from './BooleanInputs';
import { COMMISSION_TYPE_CHOICES, NO_ANSWER_ACTION_CHOICES, sectionLabel, usePeriodChoices } from './company.choices';
import { NEW_COMPANY_DEFAULTS } from './company.defaults';
import { validateCompany } from './company.validation';
import { StateInput } from './StateInput';
import { TimeZoneInput } from './TimeZoneInput';

const formatCnpjInput = (value: string | null) => (value ? formatCnpj(value) : '');

/** The create and edit form, one tab per group of SPEC §3; validated with the shared zod schemas. */
export const CompanyForm = ({ mode }: { mode: 'create' | 'update' }) => {
  const periods = usePeriodChoices();
  const validate = useLocaleValidate(mode === 'create' ? ZCompanyCreate : ZCompanyPatch, validateCompany);
  // Managers change a company's settings, rules and custom messages only (the services refuse anything else).
  const { permissions } = usePermissions<Role[]>();
  const whole = canEditWholeCompany(permissions);
  const locked = { readOnly: !whole };

  return (
    <TabbedForm
      validate={validate}
      defaultValues={mode === 'create' ? NEW_COMPANY_DEFAULTS : undefined}
      // Companies are never deleted from the console: the toolbar only saves.
      toolbar={<SaveOnlyToolbar />}
      tabs={<TabbedFormTabs variant="scrollable" scrollButtons="auto" />}
      warnWhenUnsavedChanges
    >
      <TabbedForm.Tab label={sectionLabel('identity')}>
        <TextInput source="name" isRequired fullWidth {...locked} />
        <TextInput source="socialName" fullWidth {...locked} />
        <TextInput source="cnpj" format={formatCnpjInput} helperText="00.000.000/0000-00 · 12.ABC.345/01DE-35" {...locked} />
        <ReferenceInput source="parentId" reference="companies">
          <AutocompleteInput fullWidth {...locked} />
        </ReferenceInput>
        {whole && (
          <ReferenceInput source="planId" reference="plans" filter={{ active: true }}>
            <AutocompleteInput fullWidth />
          </ReferenceInput>
        )}
        {/* The representative by name among the clinic's representatives, never a typed user id. */}
        <ReferenceInput source="representativeId" reference="staff" filter={{ role: 'R' }} sort={{ field: 'name', order: 'ASC' }}>
          <AutocompleteInput fullWidth optionText="name" {...locked} />
        </ReferenceInput>
        <TextInput source="businessContact" fullWidth {...locked} />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={sectionLabel('commercial')}>
        <SelectInput source="commissionType" choices={COMMISSION_TYPE_CHOICES} {...locked} />
        <NumberInput source="commissionValue" min={0} {...locked} />
        <DateInput source="expirationDate" {...locked} />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={sectionLabel('landing')}>
        <TextInput source="permalink" {...locked} />
        <BooleanInput source="isLanding" {...locked} />
        <StateInput {...locked} />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={sectionLabel('settings')}>
        <NumberInput source="settings.appointmentDuration" min={5} max={480} step={5} />
        <NumberInput source="settings.allowsPatientToScheduleTimeBefore" min={0} />
        <NumberInput source="settings.cancellationCutoffHours" min={0} max={720} />
        <SelectInput source="settings.period" choices={periods} translateChoice={false} />
        <BooleanInput source="settings.prescriptionAddressInclusion" />
        <BooleanInput source="settings.clinicalDataSharingWithResponsible" />
        <NumberInput source="settings.emergencyNoAnswerMinutes" min={1} max={60} />
        <SelectInput source="settings.emergencyNoAnswerAction" choices={NO_ANSWER_ACTION_CHOICES} />
        <TimeZoneInput />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={sectionLabel('rules')}>
        <BooleanInputs group="rules" />
      </TabbedForm.Tab>
      {whole && (
        <TabbedForm.Tab label={sectionLabel('contractFlags')}>
          <BooleanInputs group="contractFlags" />
        </TabbedForm.Tab>
      )}
      <TabbedForm.Tab label={sectionLabel('customMessages')}>
        <ArrayInput source="customMessages" label={sectionLabel('customMessages')}>
          <SimpleFormIterator inline>
            <TextInput source="key" />
            <TextInput source="ptBR" multiline />
            <TextInput source="en" multiline />
          </SimpleFormIterator>
        </ArrayInput>
      </TabbedForm.Tab>
    </TabbedForm>
  );
};
