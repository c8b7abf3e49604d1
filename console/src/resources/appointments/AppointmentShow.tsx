import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import {
  FunctionField,
  ReferenceField,
  Show,
  TabbedShowLayout,
  TextField,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { AppointmentRecord } from '../../providers/appointment.documents';
import { MoneyField } from '../plans/MoneyField';
import { AppointmentStatusField } from './AppointmentStatusField';
import { formatInstant, formatLocalDate } from './appointment.format';

const sectionLabel = (name: string) => `resources.appointments.sections.${name}`;

/**
 * The list's rows prefill the page while the detail loads; the detail alone has the files (an array, maybe empty), so
 * this marker says every field shown is the appointment's own.
 */
const DetailLoaded = () => {
  const record = useRecordContext<AppointmentRecord>();
  return Array.isArray(record?.files) ? <span data-testid="appointment-detail-loaded" hidden /> : null;
};

/** A timestamp in the clinic's time zone and the console's language. */
const InstantField = ({ source }: { source: keyof AppointmentRecord & string; label?: string }) => {
  const [locale] = useLocaleState();
  return <FunctionField<AppointmentRecord> source={source} render={(a) => formatInstant(a[source] as string | null, a.timeZone, locale)} />;
};

const Multiline = ({ source }: { source: keyof AppointmentRecord & string; label?: string }) => (
  <TextField source={source} emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
);

/** The attachments: name, type and size (upload and removal come with the appointment's files). */
const FilesField = (_props: { source?: 'files'; label?: string }) => {
  const record = useRecordContext<AppointmentRecord>();
  const translate = useTranslate();
  const files = record?.files ?? [];
  if (files.length === 0) return <Typography variant="body2">{translate('resources.appointments.no_files')}</Typography>;
  return (
    <List dense disablePadding data-testid="appointment-files">
      {files.map((f) => (
        <ListItem key={f.id} disableGutters>
          <ListItemText primary={f.fileName} secondary={`${f.contentType ?? ''} · ${Math.ceil(f.sizeBytes / 1024)} KB`} />
        </ListItem>
      ))}
    </List>
  );
};

/** Every field of an appointment (SPEC §3), in the clinic's time zone. Read-only until booking and cancel arrive. */
const AppointmentShow = () => {
  const [locale] = useLocaleState();
  return (
    <Show actions={false} aside={<DetailLoaded />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label={sectionLabel('summary')}>
          <TextField source="protocol" />
          <TextField source="title" emptyText="—" />
          <AppointmentStatusField source="status" />
          <FunctionField<AppointmentRecord> source="startDate" render={(a) => formatLocalDate(a.startDate, locale)} />
          <FunctionField<AppointmentRecord> source="startTime" render={(a) => `${a.startTime}–${a.endTime}`} />
          <TextField source="durationMinutes" />
          <TextField source="timeZone" />
          <ReferenceField source="patientId" reference="persons" link="show">
            <TextField source="displayName" />
          </ReferenceField>
          <ReferenceField source="doctorId" reference="professionals" link="show">
            <TextField source="name" />
          </ReferenceField>
          <TextField source="medicalAssistentName" emptyText="—" />
          <TextField source="specialtyName" emptyText="—" />
          <TextField source="typeName" />
          <TextField source="sourceName" />
          <MoneyField source="priceCents" textAlign="left" />
          <Multiline source="description" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={sectionLabel('clinical')} path="clinical">
          <Multiline source="reason" />
          <TextField source="cid10" emptyText="—" />
          <Multiline source="upshot" />
          <Multiline source="orientation" />
          <Multiline source="notes" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={sectionLabel('timeline')} path="timeline">
          <InstantField source="createdAt" />
          <InstantField source="paidAt" />
          <InstantField source="attendanceStartedAt" />
          <InstantField source="finishedAt" />
          <InstantField source="leftAt" />
          <InstantField source="cancelTime" />
          <Multiline source="cancelReason" />
          <InstantField source="updatedAt" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={sectionLabel('files')} path="files">
          <FilesField source="files" />
          <TextField source="access" emptyText="—" />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
};

export default AppointmentShow;
