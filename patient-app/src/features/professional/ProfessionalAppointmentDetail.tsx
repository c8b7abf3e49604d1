import { useQuery } from '@apollo/client/react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Divider, Paper, Stack, Typography } from '@mui/material';
import { dateInZone } from '@teleconsulta/schema';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { graphql } from '../../gql';
import { useT } from '../../i18n/locale.context';
import { RouteLoading } from '../../routing/RouteLoading';
import { ProfessionalDocumentsSection } from '../clinical-documents/ProfessionalDocumentsSection';
import { EnterRoomButton } from '../room/EnterRoomButton';
import { AppointmentNotesForm } from './AppointmentNotesForm';
import { AppointmentStatusActions } from './AppointmentStatusActions';
import { AppointmentStatusChip } from './AppointmentStatusChip';
import { AppointmentSummarySection } from './AppointmentSummarySection';
import { ExamFilesSection } from './ExamFilesSection';
import { NotesHistorySection } from './NotesHistorySection';
import { PatientHistorySection } from './PatientHistorySection';
import { ProfessionalOnly } from './ProfessionalOnly';
import { PROFESSIONAL_PATHS } from './professional.paths';
import { ageInYears } from './professional-format.util';
import { useRefreshOnFocus } from './refresh.hook';
import { ShareLinkSection } from './ShareLinkSection';

const ProfessionalAppointmentDetailDocument = graphql(`
  query ProfessionalAppointmentDetail($id: ID!) {
    appointment(id: $id) {
      id
      protocol
      roomAccess
      status
      startDate
      startsAt
      endsAt
      timeZone
      durationMinutes
      source
      attendanceStartedAt
      finishedAt
      leftAt
      typeName
      specialtyName
      reason
      patientId
      patientName
      patient {
        id
        displayName
        birthDate
        history(perPage: 1) {
          total
        }
      }
      files {
        id
        fileName
        sizeBytes
        url
      }
      ...AppointmentStatusChip
      ...AppointmentStatusActions
      ...AppointmentNotesForm
    }
  }
`);

/**
 * The D/DC variant of /appointment/detail/:id (the app shell's page renders it for professionals): the patient (name,
 * age, their history when the service lets this doctor read it), time, status with the moves allowed now, reason,
 * exam files and the service notes.
 */
export default function ProfessionalAppointmentDetail({ id }: { id: string }) {
  return <ProfessionalOnly>{() => <Detail id={id} />}</ProfessionalOnly>;
}

function Detail({ id }: { id: string }) {
  const t = useT();
  const [historyOpen, setHistoryOpen] = useState(false);
  const [historyPage, setHistoryPage] = useState(1);
  const { data, error, refetch } = useQuery(ProfessionalAppointmentDetailDocument, { variables: { id } });
  const navigate = useNavigate();
  // Opened from a list of the app: Back returns to it (filters and page kept); opened from a link: today's list.
  const cameFromApp = useLocation().key !== 'default';
  useRefreshOnFocus(() => void refetch().catch(() => undefined));
  if (error) return <ErrorAlert error={error} />;
  if (!data) return <RouteLoading />;
  const appointment = data.appointment;
  if (!appointment) {
    return (
      <Alert severity="warning" data-testid="appointment-not-found">
        {t('professional.detail.notFound')}
      </Alert>
    );
  }
  const patient = appointment.patient;
  const age = ageInYears(patient?.birthDate, dateInZone(appointment.timeZone));
  const historyAllowed = Boolean(patient?.history);

  return (
    <Stack spacing={3} data-testid="professional-appointment-detail" data-id={appointment.id}>
      <Box>
        {cameFromApp ? (
          <Button onClick={() => void navigate(-1)} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }} data-testid="detail-back">
            {t('professional.back')}
          </Button>
        ) : (
          <Button
            component={RouterLink}
            to={PROFESSIONAL_PATHS.todayList}
            startIcon={<ArrowBackIcon />}
            size="small"
            sx={{ mb: 1 }}
            data-testid="detail-back"
          >
            {t('professional.todayList')}
          </Button>
        )}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
        >
          <Box>
            <Typography variant="h4" component="h1" data-testid="detail-patient-name" sx={{ overflowWrap: 'anywhere' }}>
              {patient?.displayName ?? appointment.patientName}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
              <AppointmentStatusChip appointment={appointment} />
              <Typography color="text.secondary" data-testid="detail-age">
                {age === null ? t('professional.detail.ageUnknown') : t('professional.detail.age', { age })}
              </Typography>
            </Stack>
          </Box>
          <Stack spacing={1} sx={{ alignItems: { xs: 'flex-start', sm: 'flex-end' } }}>
            <EnterRoomButton access={appointment.roomAccess} status={appointment.status} />
            <AppointmentStatusActions appointment={appointment} size="medium" />
          </Stack>
        </Stack>
      </Box>

      <AppointmentSummarySection appointment={appointment} />

      <ExamFilesSection files={appointment.files ?? []} />

      {patient && historyAllowed && (
        <PatientHistorySection
          patientId={patient.id}
          appointmentId={appointment.id}
          timeZone={appointment.timeZone}
          open={historyOpen}
          onToggle={() => setHistoryOpen(!historyOpen)}
          page={historyPage}
          onPageChange={setHistoryPage}
        />
      )}

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <ProfessionalDocumentsSection appointmentId={appointment.id} timeZone={appointment.timeZone} />
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <AppointmentNotesForm key={appointment.id} appointment={appointment} />
        <Divider sx={{ my: 2 }} />
        <NotesHistorySection appointmentId={appointment.id} timeZone={appointment.timeZone} />
      </Paper>

      {patient && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <ShareLinkSection patientId={patient.id} appointmentId={appointment.id} />
        </Paper>
      )}
    </Stack>
  );
}
