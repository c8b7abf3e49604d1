import { FunctionField, ReferenceField, Show, TabbedShowLayout, TextField, useLocaleState, useRecordContext } from 'react-admin';
import type { AppointmentRecord } from '../../providers/appointment.documents';
import { FIT_WIDTH_SX } from '../fit-width';
import { MoneyField } from '../plan/MoneyField';
import { AppointmentFilesField } from './AppointmentFilesField';
import { AppointmentNpsField } from './AppointmentNpsField';
import { AppointmentStatusField } from './AppointmentStatusField';
import { AppointmentActions } from './actions/AppointmentActions';
import { ArrivedAtField, AssistantPhysicianField } from './actions/ReceptionFields';
import { formatInstant, formatLocalDate } from './appointment.format';
import { AppointmentPaymentsField } from './payments/AppointmentPaymentsField';

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

/** The appointment's moments, from its creation to its cancellation, in the order they happen. */
const MILESTONES = ['createdAt', 'paidAt', 'attendanceStartedAt', 'finishedAt', 'leftAt', 'cancelTime'] as const;

const Multiline = ({ source }: { source: keyof AppointmentRecord & string; label?: string }) => (
  <TextField source={source} emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
);

/**
 * Every field of an appointment (SPEC §3), in the clinic's time zone, and its payments (refunds and, in development,
 * the sandbox bank), under the reception's actions (reschedule, cancel, arrival, no-show, links, on-site payment,
 * assistant physician) that apply to its status and the viewer's roles.
 */
const AppointmentShow = () => {
  const [locale] = useLocaleState();
  return (
    <Show actions={<AppointmentActions />} aside={<DetailLoaded />} sx={FIT_WIDTH_SX}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label={sectionLabel('summary')}>
          <TextField source="protocol" />
          <TextField source="title" emptyText="—" />
          <AppointmentStatusField source="status" />
          <ArrivedAtField source="arrivedAt" />
          <FunctionField<AppointmentRecord> source="startDate" render={(a) => formatLocalDate(a.startDate, locale)} />
          <FunctionField<AppointmentRecord> source="startTime" render={(a) => `${a.startTime}–${a.endTime}`} />
          <TextField source="durationMinutes" />
          <TextField source="timeZone" />
          <ReferenceField source="patientId" reference="persons" link="show">
            <TextField source="displayName" />
          </ReferenceField>
          {/* None for an emergency attendance paid before anyone called the patient. */}
          <ReferenceField source="doctorId" reference="professionals" link="show" emptyText="—">
            <TextField source="name" />
          </ReferenceField>
          <AssistantPhysicianField source="assistantPhysician" />
          <TextField source="specialtyName" emptyText="—" />
          <TextField source="typeName" />
          <TextField source="sourceName" />
          <MoneyField source="priceCents" textAlign="left" />
          <AppointmentNpsField source="nps" />
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
          {MILESTONES.map((source) => (
            <InstantField key={source} source={source} />
          ))}
          <Multiline source="cancelReason" />
          <InstantField source="updatedAt" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={sectionLabel('files')} path="files">
          <AppointmentFilesField source="files" />
          {/* SECURITY.md T24: one code per short link (room /a/, cancel /cn/, payment /p/), to hand on to the patient. */}
          <TextField source="roomAccess" emptyText="—" />
          <TextField source="cancelAccess" emptyText="—" />
          <TextField source="paymentAccess" emptyText="—" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={sectionLabel('payments')} path="payments" data-testid="payments-tab">
          <AppointmentPaymentsField source="payments" label={false} />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
};

export default AppointmentShow;
