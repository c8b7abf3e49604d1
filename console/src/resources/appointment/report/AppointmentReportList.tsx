import { useQuery } from '@apollo/client';
import EventNoteIcon from '@mui/icons-material/EventNote';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Button, DataTable, FunctionField, Link, TextField, useListContext, useLocaleState, useTranslate } from 'react-admin';
import { type AppointmentReportItem, AppointmentReportTotalsDocument } from '../../../providers/appointment.documents';
import { toAppointmentFilter } from '../../../providers/appointment.mappers';
import { PagedList, PagedListActions } from '../../PagedList';
import { formatLocalDate } from '../appointment.format';
import { appointmentFilters } from '../appointment-filters';
import { COUNT_COLUMNS, formatRate, useAppointmentReportExporter } from './report.exporter';

const backToList = (
  <Button component={Link} to="/appointments" label="resources.appointmentReport.back">
    <EventNoteIcon />
  </Button>
);

/** The counts over every row of the report for the current filters (one more call, one row long). */
const ReportTotals = () => {
  const { filterValues } = useListContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data } = useQuery(AppointmentReportTotalsDocument, { variables: { filter: toAppointmentFilter(filterValues) } });
  const totals = data?.appointmentReport.totals;
  if (!totals) return null;
  return (
    <Card variant="outlined" sx={{ mx: 2, mb: 1 }} data-testid="report-totals">
      <CardContent>
        <Stack direction="row" spacing={3} useFlexGap flexWrap="wrap">
          {COUNT_COLUMNS.map((column) => (
            <div key={column} data-total={column}>
              <Typography variant="caption" color="text.secondary">
                {translate(`resources.appointmentReport.fields.${column}`)}
              </Typography>
              <Typography variant="h6" data-value>
                {column === 'noShowRate' ? formatRate(totals.noShowRate, locale) : totals[column]}
              </Typography>
            </div>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
};

/** Appointments per day of the clinic's calendar and professional: counts per status, no-show rate, attended minutes. */
const AppointmentReportList = () => {
  const [locale] = useLocaleState();
  return (
    <PagedList
      resource="appointmentReport"
      filters={appointmentFilters}
      actions={<PagedListActions before={backToList} create={null} />}
      sort={{ field: 'date', order: 'DESC' }}
      perPage={25}
      exporter={useAppointmentReportExporter()}
      sx={{ '& .RaList-content': { overflowX: 'auto' } }}
    >
      <ReportTotals />
      <DataTable bulkActionButtons={false} rowClick={false} size="small" sx={{ '& .MuiTableCell-root': { px: 1 } }}>
        <DataTable.Col source="date">
          <FunctionField<AppointmentReportItem> render={(r) => formatLocalDate(r.date, locale)} />
        </DataTable.Col>
        <DataTable.Col source="professionalName">
          <TextField source="professionalName" emptyText="—" />
        </DataTable.Col>
        <DataTable.NumberCol source="scheduled" disableSort />
        <DataTable.NumberCol source="paid" disableSort />
        <DataTable.NumberCol source="cancelled" disableSort />
        <DataTable.NumberCol source="inAttendance" disableSort />
        <DataTable.NumberCol source="finishedByProfessional" disableSort />
        <DataTable.NumberCol source="leftByPatient" disableSort />
        <DataTable.NumberCol source="noShow" disableSort />
        <DataTable.NumberCol source="total" />
        <DataTable.Col source="noShowRate" disableSort align="right">
          <FunctionField<AppointmentReportItem> render={(r) => formatRate(r.noShowRate, locale)} />
        </DataTable.Col>
        <DataTable.NumberCol source="attendedMinutes" disableSort />
      </DataTable>
    </PagedList>
  );
};

export default AppointmentReportList;
