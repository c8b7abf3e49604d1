import { Chip } from '@mui/material';
import { AutocompleteInput, DataTable, FunctionField, ReferenceInput, SelectInput, TextField, useTranslate } from 'react-admin';
import type { RecordAccessRecord } from '../../providers/record-access.documents';
import { LocalDateField } from '../LocalDateField';
import { PagedList, PagedListActions } from '../PagedList';

const filters = [
  <ReferenceInput key="personId" source="personId" reference="persons" alwaysOn>
    <AutocompleteInput optionText="name" filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 280 }} />
  </ReferenceInput>,
  <SelectInput
    key="outcome"
    source="outcome"
    alwaysOn
    choices={[
      { id: 'ALLOWED', name: 'resources.recordAccesses.outcomes.ALLOWED' },
      { id: 'DENIED', name: 'resources.recordAccesses.outcomes.DENIED' },
    ]}
  />,
];

/** The patient, or — for a refused access to someone not of this clinic — says so. */
function PersonField() {
  const translate = useTranslate();
  return <FunctionField<RecordAccessRecord> render={(a) => a.personName ?? translate('resources.recordAccesses.unknownPerson')} />;
}

/** Read or write, and a refusal marked so it stands out. */
function AccessField() {
  const translate = useTranslate();
  return (
    <FunctionField<RecordAccessRecord>
      render={(a) => (
        <span data-testid="record-access-outcome" data-outcome={a.outcome}>
          <span data-testid="record-access-action">{translate(`resources.recordAccesses.actions.${a.action}`)}</span>
          {a.outcome === 'DENIED' && (
            <Chip
              size="small"
              color="error"
              variant="outlined"
              sx={{ ml: 1 }}
              label={translate('resources.recordAccesses.outcomes.DENIED')}
            />
          )}
        </span>
      )}
    />
  );
}

/** The reader's roles by name (the staff page's words). */
function RolesField() {
  const translate = useTranslate();
  return (
    <FunctionField<RecordAccessRecord> render={(a) => a.readerRoles.map((role) => translate(`resources.staff.roles.${role}`)).join(', ')} />
  );
}

/** What was read: the record (with the types asked) or one item of it. */
function WhatField() {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.recordAccesses.${key}`);
  return (
    <FunctionField<RecordAccessRecord>
      render={(a) =>
        a.kind === 'ITEM'
          ? a.itemType
            ? `${t('kinds.ITEM')}: ${translate(`resources.recordAccesses.types.${a.itemType}`)}`
            : t('kinds.ITEM')
          : a.types.length > 0
            ? `${t('kinds.HISTORY')} (${a.types.map((type) => translate(`resources.recordAccesses.types.${type}`)).join(', ')})`
            : t('kinds.HISTORY')
      }
    />
  );
}

/**
 * The access log of the health record (issue 19 item 7; SECURITY.md T20): every read and write of a patient's record,
 * allowed or refused, newest first, paged on the server, filtered by patient and outcome. Clinic administrators only;
 * read only.
 */
const RecordAccessList = () => (
  <PagedList filters={filters} actions={<PagedListActions create={null} />} exporter={false}>
    <DataTable rowClick={false} bulkActionButtons={false}>
      <DataTable.Col source="accessedAt" disableSort>
        <LocalDateField source="accessedAt" showTime />
      </DataTable.Col>
      <DataTable.Col source="personName" disableSort>
        <PersonField />
      </DataTable.Col>
      <DataTable.Col source="readerName" disableSort />
      <DataTable.Col source="readerRoles" disableSort>
        <RolesField />
      </DataTable.Col>
      <DataTable.Col source="action" disableSort>
        <AccessField />
      </DataTable.Col>
      <DataTable.Col source="kind" disableSort>
        <WhatField />
      </DataTable.Col>
      <DataTable.Col source="appointmentProtocol" disableSort>
        <TextField source="appointmentProtocol" emptyText="—" />
      </DataTable.Col>
    </DataTable>
  </PagedList>
);

export default RecordAccessList;
