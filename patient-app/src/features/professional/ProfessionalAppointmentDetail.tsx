import { useQuery } from '@apollo/client/react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import HistoryIcon from '@mui/icons-material/History';
import { Alert, Box, Button, Collapse, Divider, Link, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import { dateInZone } from '@teleconsulta/schema';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { graphql } from '../../gql';
import { useLocale, useT } from '../../i18n/locale.context';
import { RouteLoading } from '../../routing/RouteLoading';
import { EnterRoomButton } from '../room/EnterRoomButton';
import { AppointmentNotesForm } from './AppointmentNotesForm';
import { AppointmentStatusActions } from './AppointmentStatusActions';
import { AppointmentStatusChip } from './AppointmentStatusChip';
import { PatientHistoryList } from './PatientHistoryList';
import { ProfessionalOnly } from './ProfessionalOnly';
import { ehrPath, PROFESSIONAL_PATHS } from './professional.paths';
import { ageInYears, calendarDateText, fileSizeText } from './professional-format.util';
import { useRefreshOnFocus } from './refresh.hook';

const ProfessionalAppointmentDetailDocument = graphql(`
  query ProfessionalAppointmentDetail($id: ID!) {
    appointment(id: $id) {
      id
      protocol
      roomAccess
      status
      startDate
      startTime
      endTime
      timeZone
      durationMinutes
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

/** One labelled value of the summary (a description list). */
function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box>
      <Typography component="dt" variant="overline" color="text.secondary" sx={{ lineHeight: 1.6 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }} data-testid={testId}>
        {children}
      </Typography>
    </Box>
  );
}

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
  const locale = useLocale();
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
          <Button onClick={() => void navigate(-1)} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
            {t('professional.back')}
          </Button>
        ) : (
          <Button component={RouterLink} to={PROFESSIONAL_PATHS.todayList} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
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

      <Paper variant="outlined" component="section" aria-labelledby="summary-title" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="summary-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('professional.detail.title', { protocol: appointment.protocol })}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, m: 0 }}>
          <Field label={t('professional.detail.when')} testId="detail-when">
            {`${calendarDateText(appointment.startDate, locale)}, ${appointment.startTime}–${appointment.endTime}`}
          </Field>
          <Field label={t('professional.detail.type')}>
            {[appointment.typeName, appointment.specialtyName].filter(Boolean).join(' · ')}
          </Field>
          <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
            <Field label={t('professional.detail.reason')} testId="detail-reason">
              {appointment.reason ?? (
                <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
                  {t('professional.appointment.noReason')}
                </Box>
              )}
            </Field>
          </Box>
        </Box>
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby="files-title" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="files-title" variant="h6" component="h2">
          {t('professional.detail.files')}
        </Typography>
        {(appointment.files ?? []).length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }} data-testid="detail-no-files">
            {t('professional.detail.noFiles')}
          </Typography>
        ) : (
          <>
            <List dense data-testid="detail-files">
              {(appointment.files ?? []).map((file) => (
                <ListItem key={file.id} disableGutters>
                  <AttachFileIcon fontSize="small" sx={{ mr: 1, color: 'text.secondary' }} aria-hidden />
                  {file.url ? (
                    <Link href={file.url} download={file.fileName} sx={{ overflowWrap: 'anywhere' }}>
                      {file.fileName}
                    </Link>
                  ) : (
                    file.fileName
                  )}
                  <Typography variant="body2" color="text.secondary" component="span" sx={{ ml: 1, whiteSpace: 'nowrap' }}>
                    {fileSizeText(file.sizeBytes, locale)}
                  </Typography>
                </ListItem>
              ))}
            </List>
            <Typography variant="caption" color="text.secondary">
              {t('professional.detail.filesExpire')}
            </Typography>
          </>
        )}
      </Paper>

      {patient && historyAllowed && (
        <Paper variant="outlined" component="section" aria-labelledby="history-title" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
            <Typography id="history-title" variant="h6" component="h2">
              {t('professional.detail.history')}
            </Typography>
            <Stack direction="row" spacing={1}>
              <Button
                startIcon={<HistoryIcon />}
                onClick={() => setHistoryOpen(!historyOpen)}
                aria-expanded={historyOpen}
                aria-controls="history-panel"
                data-testid="history-toggle"
              >
                {historyOpen ? t('professional.detail.hideHistory') : t('professional.detail.showHistory')}
              </Button>
              <Button component={RouterLink} to={ehrPath(patient.id)} data-testid="history-open-ehr">
                {t('professional.detail.openEhr')}
              </Button>
            </Stack>
          </Stack>
          <Collapse in={historyOpen} id="history-panel" unmountOnExit>
            <Divider sx={{ my: 2 }} />
            <PatientHistoryList
              personId={patient.id}
              page={historyPage}
              onPageChange={setHistoryPage}
              timeZone={appointment.timeZone}
              currentAppointmentId={appointment.id}
            />
          </Collapse>
        </Paper>
      )}

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <AppointmentNotesForm key={appointment.id} appointment={appointment} />
      </Paper>
    </Stack>
  );
}
