import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { Box, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { isCallableStep } from '@teleconsulta/schema';
import { useT } from '../../i18n/locale.context';
import { type BoardProtocol, waitVerdict } from './emergency-professional.util';
import { PriorityChip } from './PriorityChip';
import { waitingText } from './waiting-text';

/**
 * One waiting patient of the dashboard: place, name, priority, red flag, complaint and how long they have waited. A
 * patient before the waiting room (paying, complaint, pre-assessment: place null) is not in the calling order yet: "—"
 * instead of a place.
 */
export function WaitingPatientRow({ protocol, place, now }: { protocol: BoardProtocol; place: number | null; now: number }) {
  const t = useT();
  const verdict = waitVerdict(protocol, now);
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ listStyle: 'none', p: 1.5 }}
      data-testid="waiting-patient"
      data-protocol={protocol.number}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography
          component="span"
          variant="h6"
          aria-label={
            place === null ? t('emergencyProfessional.patient.gettingReady') : t('emergencyProfessional.dashboard.placeLabel', { place })
          }
          sx={{ minWidth: 36, textAlign: 'center', color: 'text.secondary' }}
          data-testid="waiting-place"
        >
          {place === null ? '—' : t('emergencyProfessional.dashboard.place', { place })}
        </Typography>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="waiting-name">
              {protocol.patientName}
            </Typography>
            <PriorityChip priority={protocol.priority} />
            {protocol.redFlag && (
              <Tooltip title={t('emergencyProfessional.patient.redFlag')}>
                <ReportProblemIcon
                  color="error"
                  fontSize="small"
                  aria-label={t('emergencyProfessional.patient.redFlag')}
                  data-testid="waiting-red-flag"
                />
              </Tooltip>
            )}
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }} data-testid="waiting-complaint">
            {protocol.complaint ?? t('emergencyProfessional.patient.noComplaint')}
          </Typography>
          {!isCallableStep(protocol.step) && (
            // Before the waiting room (payment, complaint, pre-assessment) nobody calls them yet.
            <Typography variant="body2" color="text.secondary" data-testid="waiting-getting-ready">
              {t('emergencyProfessional.patient.gettingReady')}
            </Typography>
          )}
          <Typography
            variant="body2"
            sx={verdict ? { color: 'error.main', fontWeight: 600 } : { color: 'text.secondary' }}
            data-testid="waiting-time"
          >
            {t('emergencyProfessional.dashboard.waited', { time: waitingText(t, protocol.arrivedAt, now) })}
            {verdict &&
              ` · ${t(verdict === 'immediate' ? 'emergencyProfessional.dashboard.immediate' : 'emergencyProfessional.dashboard.overdue')}`}
          </Typography>
        </Box>
      </Stack>
    </Paper>
  );
}
