import AssessmentIcon from '@mui/icons-material/Assessment';
import { Button, DataTable, FunctionField, Link, TextField, useLocaleState } from 'react-admin';
import type { AppointmentListItem } from '../../providers/appointment.documents';
import { PagedList, PagedListActions } from '../PagedList';
import { ShowRowsTable } from '../ShowRowsTable';
import { AppointmentStatusField } from './AppointmentStatusField';
import { useAppointmentExporter } from './appointment.exporter';
import { whenText } from './appointment.format';
import { appointmentFilters } from './appointment-filters';

const openReport = (
  <Button component={Link} to="/appointmentReport" label="resources.appointments.report" data-testid="open-report">
    <AssessmentIcon />
  </Button>
);

/** The clinic's appointments, paged, sorted and filtered on the server; dates and times in the clinic's time zone. */
const AppointmentList = () => {
  const [locale] = useLocaleState();
  return (
    <PagedList
      filters={appointmentFilters}
      actions={<PagedListActions before={openReport} create={null} />}
      sort={{ field: 'startsAt', order: 'DESC' }}
      perPage={25}
      exporter={useAppointmentExporter()}
    >
      <ShowRowsTable>
        <DataTable.Col source="startsAt">
          <FunctionField<AppointmentListItem> render={(a) => whenText(a, locale)} />
        </DataTable.Col>
        <DataTable.Col source="protocol" />
        <DataTable.Col source="patientName" />
        <DataTable.Col source="professionalName">
          <TextField source="professionalName" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="status" field={AppointmentStatusField} />
        <DataTable.Col source="sourceName" field={TextField} disableSort />
        <DataTable.Col source="typeName" field={TextField} disableSort />
      </ShowRowsTable>
    </PagedList>
  );
};

export default AppointmentList;
