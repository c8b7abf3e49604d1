import { Alert, Stack } from '@mui/material';
import { useT } from '../../i18n/locale.context';
import { useDateFormat } from '../appointments/appointment-time.hook';
import { BookingSummary } from './BookingSummary';
import type { ScheduleState } from './schedule.reducer';

type Props = {
  state: ScheduleState;
  patientName: string | null;
  /** The specialty chosen (by specialty); null: the slot's professional's specialties are shown. */
  specialtyName: string | null;
  /** Why the booking was refused (a slot taken meanwhile goes back to the slot step instead). */
  error: string | null;
};

/** What is about to be booked, before Confirm: patient, specialty, professional, when, reason, exams, payment next. */
export function ConfirmStep({ state, patientName, specialtyName, error }: Props) {
  const t = useT();
  const format = useDateFormat();
  const slot = state.slot;
  const rows = [
    { key: 'patient', label: t('schedule.summary.patient'), value: patientName ?? '' },
    {
      key: 'specialty',
      label: t('schedule.summary.specialty'),
      value: specialtyName ?? slot?.specialties.map((s) => s.name).join(', ') ?? '',
    },
    { key: 'professional', label: t('schedule.summary.professional'), value: slot?.professionalName ?? '' },
    { key: 'when', label: t('schedule.summary.when'), value: slot ? format.dateTime(slot.startsAt, slot.timeZone) : '' },
    { key: 'reason', label: t('schedule.summary.reason'), value: state.reason.trim() },
    {
      key: 'exams',
      label: t('schedule.summary.exams'),
      value: state.exams.length ? state.exams.map((e) => e.fileName).join(', ') : t('schedule.summary.noExams'),
    },
    { key: 'payment', label: t('schedule.summary.payment'), value: t('schedule.summary.paymentNext') },
  ];
  return (
    <Stack spacing={2}>
      {error && (
        <Alert severity="error" role="alert" data-testid="booking-error">
          {error}
        </Alert>
      )}
      <BookingSummary testId="booking-summary" rows={rows} />
    </Stack>
  );
}
