import { Button, Stack } from '@mui/material';
import { useT } from '../../i18n/locale.context';
import { AttendanceEndedTitle } from '../room/AttendanceEndedTitle';
import { BookingSummary } from '../schedule/BookingSummary';
import { CallNextButton } from './CallNextButton';
import type { VirtualLineActions } from './virtual-line-actions.hook';

type Props = {
  finished: { number: string; patientName: string };
  actions: VirtualLineActions;
  onCallNext: () => void;
  onDashboard: () => void;
};

/** The end (SPEC §2): the attendance just finished, then the next patient or the dashboard. */
export function EndScreen({ finished, actions, onCallNext, onDashboard }: Props) {
  const t = useT();
  const rows = [
    { key: 'protocol', label: t('emergencyProfessional.end.protocol'), value: finished.number },
    { key: 'patient', label: t('emergencyProfessional.end.patient'), value: finished.patientName },
  ];
  return (
    <Stack spacing={3} data-testid="attendance-finished">
      <AttendanceEndedTitle title={t('emergencyProfessional.end.title')} />
      <BookingSummary testId="finished-summary" rows={rows} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <CallNextButton actions={actions} onClick={onCallNext} data-testid="end-call-next">
          {t('emergencyProfessional.end.callNext')}
        </CallNextButton>
        <Button onClick={onDashboard} disabled={actions.busy !== null} data-testid="end-dashboard">
          {t('emergencyProfessional.end.backToDashboard')}
        </Button>
      </Stack>
    </Stack>
  );
}
