import { COMPANY_FINANCE_READ_ROLES, COMPANY_HOLIDAY_READ_ROLES, hasAnyRole, type Role } from '@teleconsulta/schema';
import {
  ArrayField,
  BooleanField,
  DataTable,
  NumberField,
  ReferenceField,
  ReferenceManyField,
  SelectField,
  TabbedShowLayout,
  TextField,
  usePermissions,
} from 'react-admin';
import { CompanyFinanceTab } from '../company-finance/CompanyFinanceTab';
import { EmptyText } from '../EmptyText';
import { CompanyHolidaysTab } from '../holiday/CompanyHolidaysTab';
import { LocalDateField } from '../LocalDateField';
import { ScrollableTabbedShow } from '../ScrollableTabbedShow';
import { CnpjField } from './CnpjField';
import {
  COMMISSION_TYPE_CHOICES,
  CONTRACT_FLAG_FIELDS,
  NO_ANSWER_ACTION_CHOICES,
  RULE_FIELDS,
  sectionLabel,
  usePeriodChoices,
} from './company.choices';
import { ParentsField } from './ParentsField';
import { RepresentativeField } from './RepresentativeField';

/** Every field of a company, grouped as in SPEC §3, with its parents and its branches. */
const CompanyShow = () => {
  const periods = usePeriodChoices();
  const { permissions } = usePermissions<Role[]>();
  const readsFinance = hasAnyRole(permissions ?? [], COMPANY_FINANCE_READ_ROLES);
  const readsHolidays = hasAnyRole(permissions ?? [], COMPANY_HOLIDAY_READ_ROLES);
  return (
    <ScrollableTabbedShow>
      <TabbedShowLayout.Tab label={sectionLabel('identity')}>
        <TextField source="name" />
        <TextField source="socialName" emptyText="—" />
        <CnpjField source="cnpj" />
        <ReferenceField source="parentId" reference="companies" link="show" emptyText="—" />
        <ParentsField source="parents" />
        <ReferenceField source="planId" reference="plans" emptyText="—" />
        <RepresentativeField source="representativeId" />
        <TextField source="businessContact" emptyText="—" />
        <LocalDateField source="createdAt" showTime />
        <LocalDateField source="updatedAt" showTime />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label={sectionLabel('commercial')}>
        <SelectField source="commissionType" choices={COMMISSION_TYPE_CHOICES} emptyText="—" />
        <NumberField source="commissionValue" emptyText="—" />
        <LocalDateField source="expirationDate" emptyText="—" />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label={sectionLabel('landing')}>
        <TextField source="permalink" emptyText="—" />
        <BooleanField source="isLanding" />
        <TextField source="state" emptyText="—" />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label={sectionLabel('settings')}>
        <NumberField source="settings.appointmentDuration" options={{ style: 'unit', unit: 'minute' }} />
        <NumberField source="settings.allowsPatientToScheduleTimeBefore" options={{ style: 'unit', unit: 'hour' }} />
        <NumberField source="settings.cancellationCutoffHours" options={{ style: 'unit', unit: 'hour' }} />
        <SelectField source="settings.period" choices={periods} translateChoice={false} />
        <BooleanField source="settings.prescriptionAddressInclusion" />
        <BooleanField source="settings.clinicalDataSharingWithResponsible" />
        <TextField source="settings.timeZone" />
        <NumberField source="settings.emergencyNoAnswerMinutes" options={{ style: 'unit', unit: 'minute' }} />
        <SelectField source="settings.emergencyNoAnswerAction" choices={NO_ANSWER_ACTION_CHOICES} />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label={sectionLabel('rules')}>
        {RULE_FIELDS.map((rule) => (
          <BooleanField key={rule} source={`rules.${rule}`} />
        ))}
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label={sectionLabel('contractFlags')}>
        {CONTRACT_FLAG_FIELDS.map((flag) => (
          <BooleanField key={flag} source={`contractFlags.${flag}`} />
        ))}
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label={sectionLabel('customMessages')}>
        <ArrayField source="customMessages" label={sectionLabel('customMessages')}>
          <DataTable bulkActionButtons={false} rowClick={false} empty={<EmptyText message="resources.companies.empty.customMessages" />}>
            <DataTable.Col source="key" label="resources.companies.fields.customMessages.key" />
            <DataTable.Col source="ptBR" label="resources.companies.fields.customMessages.ptBR" />
            <DataTable.Col source="en" label="resources.companies.fields.customMessages.en" />
          </DataTable>
        </ArrayField>
      </TabbedShowLayout.Tab>
      {readsHolidays ? (
        <TabbedShowLayout.Tab label={sectionLabel('holidays')} path="holidays">
          <CompanyHolidaysTab />
        </TabbedShowLayout.Tab>
      ) : null}
      {readsFinance ? (
        <TabbedShowLayout.Tab label={sectionLabel('finance')} path="finance">
          <CompanyFinanceTab />
        </TabbedShowLayout.Tab>
      ) : null}
      <TabbedShowLayout.Tab label={sectionLabel('branches')}>
        <ReferenceManyField reference="companies" target="parentId" label={false}>
          <DataTable bulkActionButtons={false} rowClick="show" empty={<EmptyText message="resources.companies.empty.branches" />}>
            <DataTable.Col source="name" />
            <DataTable.Col source="cnpj" field={CnpjField} />
            <DataTable.Col source="expirationDate" field={LocalDateField} />
          </DataTable>
        </ReferenceManyField>
      </TabbedShowLayout.Tab>
    </ScrollableTabbedShow>
  );
};

export default CompanyShow;
