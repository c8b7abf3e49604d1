import Typography from '@mui/material/Typography';
import { formatCpf, hasAnyRole, PERSON_HISTORY_FULL_READ_ROLES, type Role, STAFF_ROLES } from '@teleconsulta/schema';
import {
  ArrayField,
  DataTable,
  FunctionField,
  ReferenceField,
  Show,
  TabbedShowLayout,
  TextField,
  usePermissions,
  useTranslate,
} from 'react-admin';
import type { PersonRecord } from '../../providers/person.documents';
import { EditDeleteActions } from '../EditDeleteActions';
import { FIT_WIDTH_SX } from '../fit-width';
import { LocalDateField } from '../LocalDateField';
import { AddDependentButton } from './AddDependentDialog';
import { CONTACT_FIELDS, STREET_FIELDS } from './ContactAddressFields';
import { DomainValueField } from './DomainValueField';
import { PersonHistoryTab } from './history/PersonHistoryTab';
import { sectionLabel } from './person.choices';
import { maskCns, maskZipCode } from './person.masks';
import { StatusField } from './StatusField';
import { StatusToggleButton } from './StatusToggleButton';

const text = (value: string | null | undefined) => value || '—';

/**
 * A person's data and dependents (SPEC §3); only what exists, no placeholders. The history tab is for the clinic's
 * staff, who read any patient's health record (professionals record diagnostics in their own apps).
 */
const PersonShow = () => {
  const { permissions } = usePermissions<Role[]>();
  const readsHistory = hasAnyRole(permissions ?? [], PERSON_HISTORY_FULL_READ_ROLES);
  const registersDependents = hasAnyRole(permissions ?? [], STAFF_ROLES);
  return (
    <Show actions={<EditDeleteActions before={<StatusToggleButton />} />} sx={FIT_WIDTH_SX}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label={sectionLabel('identity')}>
          <TextField source="displayName" />
          <TextField source="name" />
          <TextField source="socialName" emptyText="—" />
          <FunctionField<PersonRecord> source="cpf" render={(p) => text(p.cpf && formatCpf(p.cpf))} />
          <FunctionField<PersonRecord> source="uhcId" render={(p) => text(p.uhcId && maskCns(p.uhcId))} />
          <LocalDateField source="birthDate" emptyText="—" />
          <DomainValueField source="gender" domain="GENDER" />
          <TextField source="registration" emptyText="—" />
          <TextField source="profession" emptyText="—" />
          <StatusField source="status" />
          <ReferenceField source="parentId" reference="persons" link="show" emptyText="—" />
          <LocalDateField source="createdAt" showTime />
          <LocalDateField source="updatedAt" showTime />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={sectionLabel('contact')}>{CONTACT_FIELDS}</TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={sectionLabel('address')}>
          <FunctionField<PersonRecord> source="zipCode" render={(p) => text(p.zipCode && maskZipCode(p.zipCode))} />
          {STREET_FIELDS}
          <DomainValueField source="city" domain="CITY" parentSource="region" />
          <DomainValueField source="region" domain="REGION" />
          <DomainValueField source="country" domain="COUNTRY_LIST" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={sectionLabel('dependents')} path="dependents">
          {registersDependents ? (
            <FunctionField<PersonRecord> label={false} render={(p) => (p.parentId ? null : <AddDependentButton parentId={p.id} />)} />
          ) : null}
          <ArrayField source="dependents" label={false}>
            <DataTable bulkActionButtons={false} rowClick={(id) => `/persons/${id}/show`} empty={<EmptyDependents />}>
              <DataTable.Col source="displayName" label="resources.persons.fields.displayName" />
              <DataTable.Col source="birthDate" label="resources.persons.fields.birthDate" field={LocalDateField} />
              <DataTable.Col
                source="relationship"
                label="resources.persons.fields.relationship"
                render={(d: { relationship?: string | null }) => (d.relationship ? <RelationshipText code={d.relationship} /> : '—')}
              />
              <DataTable.Col source="status" label="resources.persons.fields.status" field={StatusField} />
            </DataTable>
          </ArrayField>
        </TabbedShowLayout.Tab>
        {readsHistory ? (
          <TabbedShowLayout.Tab label="resources.personHistory.tab" path="history">
            <PersonHistoryTab />
          </TabbedShowLayout.Tab>
        ) : null}
      </TabbedShowLayout>
    </Show>
  );
};

const RelationshipText = ({ code }: { code: string }) => {
  const translate = useTranslate();
  return <>{translate(`resources.persons.relationships.${code}`)}</>;
};

/** What the dependents table says when there are none (an empty children list is []). */
const EmptyDependents = () => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" sx={{ py: 1 }}>
      {translate('resources.persons.no_dependents')}
    </Typography>
  );
};

export default PersonShow;
