import AssessmentIcon from '@mui/icons-material/Assessment';
import {
  Button,
  DataTable,
  ExportButton,
  FilterButton,
  FunctionField,
  Link,
  List,
  Pagination,
  TextField,
  TopToolbar,
  useLocaleState,
} from 'react-admin';
import type { AppointmentListItem } from '../../providers/appointment.documents';
import { EXPORT_MAX_ROWS } from '../../providers/paged-list';
import { AppointmentStatusField } from './AppointmentStatusField';
import { appointmentExporter } from './appointment.exporter';
import { whenText } from './appointment.format';
import { appointmentFilters } from './appointment-filters';

const ListActions = () => (
  <TopToolbar>
    <Button component={Link} to="/appointmentReport" label="resources.appointments.report" data-testid="open-report">
      <AssessmentIcon />
    </Button>
    <FilterButton />
    <ExportButton maxResults={EXPORT_MAX_ROWS} />
  </TopToolbar>
);

/** The clinic's appointments, paged, sorted and filtered on the server; dates and times in the clinic's time zone. */
const AppointmentList = () => {
  const [locale] = useLocaleState();
  return (
    <List
      filters={appointmentFilters}
      actions={<ListActions />}
      sort={{ field: 'startsAt', order: 'DESC' }}
      perPage={25}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
      exporter={appointmentExporter}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="startsAt">
          <FunctionField<AppointmentListItem> render={(a) => whenText(a, locale)} />
        </DataTable.Col>
        <DataTable.Col source="protocol" />
        <DataTable.Col source="patientName" />
        <DataTable.Col source="professionalName">
          <TextField source="professionalName" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="status" field={AppointmentStatusField} />
        <DataTable.Col source="sourceName" disableSort>
          <TextField source="sourceName" />
        </DataTable.Col>
        <DataTable.Col source="typeName" disableSort>
          <TextField source="typeName" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
};

export default AppointmentList;
