import { AutocompleteInput, DataTable, DateField, FunctionField, ReferenceInput, TextField, useTranslate } from 'react-admin';
import type { RecordAccessRecord } from '../../providers/record-access.documents';
import { PagedList, PagedListActions } from '../PagedList';

const filters = [
  <ReferenceInput key="personId" source="personId" reference="persons" alwaysOn>
    <AutocompleteInput optionText="name" filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 280 }} />
  </ReferenceInput>,
];

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
        a.kind === 'ITEM' && a.itemType
          ? `${t('kinds.ITEM')}: ${translate(`resources.recordAccesses.types.${a.itemType}`)}`
          : a.types.length > 0
            ? `${t('kinds.HISTORY')} (${a.types.map((type) => translate(`resources.recordAccesses.types.${type}`)).join(', ')})`
            : t('kinds.HISTORY')
      }
    />
  );
}

/**
 * The access log of the health record (issue 19 item 7; SECURITY.md T20): every read of a patient's record by the
 * clinic's side, newest first, paged on the server, filtered by patient. Clinic administrators only; read only.
 */
const RecordAccessList = () => (
  <PagedList filters={filters} actions={<PagedListActions create={null} />} exporter={false}>
    <DataTable rowClick={false} bulkActionButtons={false}>
      <DataTable.Col source="accessedAt" disableSort>
        <DateField source="accessedAt" showTime />
      </DataTable.Col>
      <DataTable.Col source="personName" disableSort />
      <DataTable.Col source="readerName" disableSort />
      <DataTable.Col source="readerRoles" disableSort>
        <RolesField />
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
