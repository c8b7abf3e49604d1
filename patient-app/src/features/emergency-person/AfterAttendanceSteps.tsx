import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../i18n/locale.context';
import { PATHS } from '../../routing/paths.constants';
import { PatientEndScreen } from '../room/PatientEndScreen';
import { emergencyRoomPath } from './CalledStep';
import { StepCard } from './StepCard';

/** Step 8, the attendance room: in progress; back to the room if the patient left its page. */
export function InAttendanceStep({ roomAccess }: { roomAccess: string | null }) {
  const t = useT();
  return (
    <StepCard title={t('emergencyPerson.inAttendance.title')} testId="emergency-in-attendance">
      <Typography>{t('emergencyPerson.inAttendance.body')}</Typography>
      {roomAccess && (
        <Button component={RouterLink} to={emergencyRoomPath(roomAccess)} variant="contained" sx={{ alignSelf: 'flex-start' }}>
          {t('emergencyPerson.backToRoom')}
        </Button>
      )}
    </StepCard>
  );
}

/** Steps 9 and 10, post attendance and NPS: the attendance's survey (once), then finishing closes the flow (11). */
export function PostAttendanceStep({ appointmentId, busy, onDone }: { appointmentId: string | null; busy: boolean; onDone: () => void }) {
  const t = useT();
  return (
    <StepCard title={t('emergencyPerson.post.title')} testId="emergency-post">
      {appointmentId && <PatientEndScreen appointmentId={appointmentId} npsAnswered={false} embedded />}
      <Button variant="contained" disabled={busy} onClick={onDone} sx={{ alignSelf: 'flex-start' }} data-testid="emergency-done">
        {t('emergencyPerson.post.done')}
      </Button>
    </StepCard>
  );
}

/** Step 11 and the other ends (left, closed by the manager): what happened, and where to go next. */
export function EndStep({
  kind,
  notice,
  missedCalls,
  onRestart,
}: {
  kind: 'END' | 'LEFT' | 'CLOSED_BY_MANAGER';
  notice: string | null;
  missedCalls: number;
  onRestart: () => void;
}) {
  const t = useT();
  const title =
    kind === 'END' ? t('emergencyPerson.end.title') : kind === 'LEFT' ? t('emergencyPerson.left.title') : t('emergencyPerson.closed.title');
  return (
    <StepCard title={title} testId="emergency-end">
      {kind === 'END' && (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <TaskAltIcon color="success" sx={{ fontSize: 40 }} aria-hidden />
          <Typography>{t('emergencyPerson.end.body')}</Typography>
        </Stack>
      )}
      {kind === 'LEFT' && missedCalls > 0 && (
        <Alert severity="warning" data-testid="emergency-missed-call">
          {t('emergencyPerson.missedCallOut')}
        </Alert>
      )}
      {kind === 'CLOSED_BY_MANAGER' && notice && (
        <Alert severity="warning" data-testid="emergency-notice">
          {notice}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="contained" onClick={onRestart} data-testid="emergency-restart">
          {t('emergencyPerson.newAttendance')}
        </Button>
        <Button component={RouterLink} to={PATHS.home}>
          {t('emergencyPerson.home')}
        </Button>
      </Stack>
    </StepCard>
  );
}
