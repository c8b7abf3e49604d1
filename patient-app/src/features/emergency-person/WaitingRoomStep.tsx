import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useT } from '../../i18n/locale.context';
import { LeaveQueueButton } from './LeaveQueueButton';
import { StepCard } from './StepCard';
import { TriageSummary } from './TriageSummary';

type Props = {
  protocolId: string;
  missedCalls: number;
  position: number | null;
  estimatedWaitMinutes: number | null;
  /** Professionals checked in to the queue now (0: nobody attends it; the estimate means nothing then). */
  professionalsOnDuty: number | null;
  triage: { priority: number; reasons: ReadonlyArray<{ text: string }> } | null;
};

const canNotify = () => typeof Notification === 'function' && Notification.permission !== 'denied';

/** Step 6, the waiting room: the place in line and the wait estimate, live; a notification can be asked for. */
export function WaitingRoomStep({ protocolId, missedCalls, position, estimatedWaitMinutes, professionalsOnDuty, triage }: Props) {
  const t = useT();
  const [notify, setNotify] = useState(typeof Notification === 'function' && Notification.permission === 'granted');
  const ask = () => void Notification.requestPermission().then((p) => setNotify(p === 'granted'));
  return (
    <StepCard title={t('emergencyPerson.waiting.title')} testId="emergency-waiting">
      {missedCalls > 0 && (
        <Alert severity="warning" data-testid="emergency-missed-call">
          {t('emergencyPerson.missedCall')}
        </Alert>
      )}
      <Box role="status" aria-live="polite" sx={{ textAlign: 'center', py: { xs: 1, sm: 2 } }}>
        <Typography variant="h3" component="p" sx={{ fontWeight: 700 }} data-testid="emergency-place">
          {position === 1 ? t('emergencyPerson.waiting.next') : t('emergencyPerson.waiting.place', { place: position ?? '…' })}
        </Typography>
        {estimatedWaitMinutes !== null && professionalsOnDuty !== 0 && (
          <Typography variant="h6" component="p" color="text.secondary" data-testid="emergency-estimate">
            {t('emergencyPerson.waiting.estimate', { minutes: estimatedWaitMinutes })}
          </Typography>
        )}
      </Box>
      {professionalsOnDuty === 0 && (
        <Alert severity="info" data-testid="emergency-no-professional">
          {t('emergencyPerson.waiting.noProfessional')}
        </Alert>
      )}
      <Typography color="text.secondary">{t('emergencyPerson.waiting.keepOpen')}</Typography>
      {triage && <TriageSummary priority={triage.priority} reasons={triage.reasons} />}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        {notify ? (
          <Typography variant="body2" color="text.secondary">
            {t('emergencyPerson.waiting.notifyOn')}
          </Typography>
        ) : (
          canNotify() && (
            <Button startIcon={<NotificationsActiveIcon />} onClick={ask}>
              {t('emergencyPerson.waiting.notify')}
            </Button>
          )
        )}
        <LeaveQueueButton protocolId={protocolId} />
      </Stack>
    </StepCard>
  );
}
