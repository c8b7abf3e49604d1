import LogoutIcon from '@mui/icons-material/Logout';
import TuneIcon from '@mui/icons-material/Tune';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { isCallableStep, nowMs } from '@teleconsulta/schema';
import { useEffect, useState } from 'react';
import { useLocale, useT } from '../../i18n/locale.context';
import { useCompanySetup } from '../../layout/company-setup.hook';
import { timeText } from '../professional/professional-format.util';
import { CallNextButton } from './CallNextButton';
import type { QueueLine } from './emergency-professional.util';
import { LineMoveButton } from './LineMoveButton';
import type { VirtualLineActions } from './virtual-line-actions.hook';
import { WaitingPatientRow } from './WaitingPatientRow';

/** The current time, every 30 seconds (the waiting times). */
function useNow(): number {
  const [now, setNow] = useState(() => nowMs());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(nowMs()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

type Props = {
  lines: readonly QueueLine[];
  checkedInAt: string | null;
  actions: VirtualLineActions;
  notice: string | null;
  onCallNext: () => void;
  onChangeQueues: () => void;
};

/** The dashboard (SPEC §2): per checked-in queue its waiting patients in rank order; call the next one, or check out. */
export function DashboardScreen({ lines, checkedInAt, actions, notice, onCallNext, onChangeQueues }: Props) {
  const t = useT();
  const locale = useLocale();
  // The clinic's clock, as the rest of the doctor's pages, not the computer's.
  const { timeZone } = useCompanySetup();
  const now = useNow();
  const waiting = lines.reduce((sum, line) => sum + line.waiting.length, 0);
  return (
    <Stack spacing={3} data-testid="dashboard">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Box>
          <Typography variant="h6" component="h2">
            {t('emergencyProfessional.dashboard.title')}
          </Typography>
          {checkedInAt && (
            <Typography variant="body2" color="text.secondary">
              {t('emergencyProfessional.dashboard.since', { time: timeText(new Date(checkedInAt), locale, timeZone) })}
            </Typography>
          )}
        </Box>
        <CallNextButton actions={actions} exclusive size="large" onClick={onCallNext} data-testid="call-next">
          {t('emergencyProfessional.dashboard.callNext')}
        </CallNextButton>
      </Stack>
      {notice && (
        <Alert severity="info" data-testid="dashboard-notice">
          {notice}
        </Alert>
      )}
      {waiting === 0 && !notice && (
        <Alert severity="info" data-testid="nobody-waiting">
          {t('emergencyProfessional.dashboard.nobodyWaiting')}
        </Alert>
      )}
      {lines.map((line) => (
        <Box
          component="section"
          key={line.queue.id}
          aria-labelledby={`queue-${line.queue.id}`}
          data-testid="queue-line"
          data-queue={line.queue.name}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            <Typography id={`queue-${line.queue.id}`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {line.queue.name}
            </Typography>
            <Chip size="small" label={t('emergencyProfessional.dashboard.waitingCount', { count: line.waiting.length })} />
          </Stack>
          {line.waiting.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('emergencyProfessional.dashboard.empty')}
            </Typography>
          ) : (
            <Stack component="ol" spacing={1} sx={{ p: 0, m: 0 }}>
              {line.waiting.map((protocol, index) => (
                <WaitingPatientRow
                  key={protocol.id}
                  protocol={protocol}
                  // No place before the waiting room (paying, complaint, pre-assessment); otherwise the live position, or the rank.
                  place={protocol.position ?? (isCallableStep(protocol.step) ? index + 1 : null)}
                  now={now}
                />
              ))}
            </Stack>
          )}
        </Box>
      ))}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button
          variant="outlined"
          startIcon={<TuneIcon />}
          onClick={onChangeQueues}
          disabled={actions.busy !== null}
          data-testid="change-queues"
        >
          {t('emergencyProfessional.dashboard.changeQueues')}
        </Button>
        <LineMoveButton
          actions={actions}
          move="checkOut"
          exclusive
          variant="outlined"
          color="inherit"
          startIcon={<LogoutIcon />}
          onClick={() => void actions.checkOut()}
          data-testid="check-out"
        >
          {t('emergencyProfessional.dashboard.checkOut')}
        </LineMoveButton>
      </Stack>
    </Stack>
  );
}
