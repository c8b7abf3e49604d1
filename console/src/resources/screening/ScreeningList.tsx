import { BooleanField, CreateButton, DataTable, ExportButton, FunctionField, List, TextInput, TopToolbar, useTranslate } from 'react-admin';
import type { ScreeningRecord } from '../../providers/screening.documents';
import { FIT_WIDTH_SX } from '../fit-width';
import { ListLoadError, ListLoadPagination } from '../ListLoadError';
import { useScreeningExporter } from './screening.exporter';

const upper = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

const filters = [
  <TextInput key="type" source="type" parse={upper} alwaysOn />,
  <TextInput key="subtype" source="subtype" parse={upper} alwaysOn />,
];

const ListActions = () => (
  <TopToolbar>
    <CreateButton />
    <ExportButton />
  </TopToolbar>
);

const SubtypeText = () => {
  const translate = useTranslate();
  return <FunctionField<ScreeningRecord> render={(r) => r.subtype ?? translate('resources.screenings.anySubtype')} />;
};

/** The company's questionnaires by type and subtype. */
const ScreeningList = () => (
  <List
    filters={filters}
    actions={<ListActions />}
    perPage={25}
    pagination={<ListLoadPagination rowsPerPageOptions={[25, 50]} />}
    error={<ListLoadError />}
    sx={FIT_WIDTH_SX}
    exporter={useScreeningExporter()}
  >
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="title" disableSort />
      <DataTable.Col source="type" disableSort />
      <DataTable.Col source="subtype" disableSort>
        <SubtypeText />
      </DataTable.Col>
      <DataTable.Col source="version" disableSort />
      <DataTable.Col source="questionCount" disableSort>
        <FunctionField<ScreeningRecord> render={(r) => r.questions.length} />
      </DataTable.Col>
      <DataTable.Col source="active" field={BooleanField} disableSort />
    </DataTable>
  </List>
);

export default ScreeningList;
