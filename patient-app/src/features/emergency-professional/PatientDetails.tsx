import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { Alert, AlertTitle, Box, Stack, Typography } from '@mui/material';
import { useT } from '../../i18n/locale.context';
import { BookingSummary } from '../schedule/BookingSummary';
import type { BoardProtocol } from './emergency-professional.util';
import { PriorityChip } from './PriorityChip';

/** What the professional needs before and after attending: patient, queue, complaint, triage with its reasons, red flag. */
export function PatientDetails({ protocol }: { protocol: BoardProtocol }) {
  const t = useT();
  const priority = protocol.triage?.priority ?? protocol.priority;
  const reasons = protocol.triage?.reasons ?? [];
  const rows = [
    { key: 'queue', label: t('emergencyProfessional.patient.queue'), value: protocol.queueName },
    {
      key: 'complaint',
      label: t('emergencyProfessional.patient.complaint'),
      value: protocol.complaint ?? t('emergencyProfessional.patient.noComplaint'),
    },
    {
      key: 'priority',
      label: t('emergencyProfessional.patient.priority'),
      value: (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }} component="span">
          <PriorityChip priority={priority} />
          {protocol.triage && (
            <Typography component="span" variant="body2" color="text.secondary">
              {t('emergencyProfessional.patient.maxWait', { minutes: protocol.triage.maxWaitMinutes })}
            </Typography>
          )}
        </Stack>
      ),
    },
  ];
  return (
    <Stack spacing={2} data-testid="patient-details">
      <Box>
        <Typography variant="h5" component="p" data-testid="patient-name" sx={{ overflowWrap: 'anywhere' }}>
          {protocol.patientName}
        </Typography>
        <Typography color="text.secondary">{t('emergencyProfessional.patient.protocol', { number: protocol.number })}</Typography>
      </Box>
      {protocol.redFlag && (
        <Alert severity="error" icon={<ReportProblemIcon />} data-testid="red-flag">
          <AlertTitle>{t('emergencyProfessional.patient.redFlag')}</AlertTitle>
          {t('emergencyProfessional.patient.redFlagBody')}
        </Alert>
      )}
      <BookingSummary testId="patient-summary" rows={rows} />
      {reasons.length > 0 && (
        <Box>
          <Typography component="h3" variant="overline" color="text.secondary">
            {t('emergencyProfessional.patient.reasons')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }} data-testid="triage-reasons">
            {reasons.map((reason) => (
              <Typography component="li" key={reason.text}>
                {reason.text}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
    </Stack>
  );
}
