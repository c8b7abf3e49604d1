import { Alert, Button, Stack, Typography } from '@mui/material';
import { errorText } from '@teleconsulta/schema';
import { Link as RouterLink } from 'react-router-dom';
import type { MessageKey } from '../../i18n/en';
import { useLocale, useT } from '../../i18n/locale.context';
import { appointmentDetailPath, cancelShortPath, paymentShortPath } from '../../routing/paths.constants';
import { useDateFormat } from '../appointments/appointment-time.hook';
import type { PaymentView } from '../payment/payment-view.util';
import { BookingSummary } from './BookingSummary';
import type { BookedAppointment, ExamUpload } from './schedule.reducer';

type Props = {
  appointment: BookedAppointment;
  uploads: readonly ExamUpload[];
  /** Where the payment stands, as the payment step left it (null: it could not be read). */
  payment: PaymentView | null;
  onAnother: () => void;
};

/** The final summary's payment row. */
const PAYMENT_OUTCOME: Record<PaymentView, MessageKey> = {
  paid: 'payment.outcome.paid',
  refunded: 'payment.outcome.paid',
  inAnalysis: 'payment.outcome.inAnalysis',
  onSite: 'payment.outcome.onSite',
  notRequired: 'payment.outcome.notRequired',
  cancelled: 'payment.outcome.notRequired',
  pix: 'payment.outcome.pending',
  choose: 'payment.outcome.pending',
};

/**
 * The end of the flow: the protocol number, when and with whom, the payment and the exams' outcome, and where to go
 * next (the payment page while nothing is settled).
 */
export function FinalStep({ appointment, uploads, payment, onAnother }: Props) {
  const t = useT();
  const locale = useLocale();
  const format = useDateFormat();
  const failed = uploads.filter((upload) => upload.error !== null);
  const sent = uploads.length - failed.length;
  const unpaid = payment === null || payment === 'choose' || payment === 'pix';
  // A paid booking is cancelled through the clinic (APPOINTMENT_PAID_CONTACT_COMPANY): no cancel offer here, the rule instead.
  const paid = payment === 'paid' || payment === 'inAnalysis' || payment === 'refunded';
  return (
    <Stack spacing={3}>
      {/* Booked but not paid is not a success yet: it says what is pending and how to settle it. */}
      <Alert severity={unpaid ? 'warning' : 'success'} data-testid="booking-done">
        {t(unpaid ? 'schedule.final.donePending' : 'schedule.final.done')}
      </Alert>
      <BookingSummary
        testId="booking-final"
        rows={[
          {
            key: 'protocol',
            label: t('schedule.final.protocol'),
            value: (
              <Typography component="span" variant="h5" data-testid="booking-protocol">
                {appointment.protocol}
              </Typography>
            ),
          },
          { key: 'patient', label: t('schedule.summary.patient'), value: appointment.patientName },
          { key: 'when', label: t('schedule.summary.when'), value: format.dateTime(appointment.startsAt, appointment.timeZone) },
          {
            key: 'professional',
            label: t('schedule.summary.professional'),
            value: [appointment.professionalName, appointment.specialtyName].filter(Boolean).join(' — '),
          },
          {
            key: 'payment',
            label: t('schedule.summary.payment'),
            value: t(payment ? PAYMENT_OUTCOME[payment] : 'payment.outcome.pending'),
          },
        ]}
      />
      {sent > 0 && <Alert severity="success">{t('schedule.final.examsSent', { count: sent })}</Alert>}
      {failed.length > 0 && (
        <Alert severity="warning" data-testid="exam-upload-failed">
          {t('schedule.final.examsFailed')}
          {failed.map((upload) => (
            <div key={upload.id}>{`${upload.fileName}: ${upload.error}`}</div>
          ))}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button component={RouterLink} to={appointmentDetailPath(appointment.id)} variant="contained" data-testid="final-detail">
          {t('schedule.final.seeAppointment')}
        </Button>
        {unpaid && appointment.paymentAccess && (
          <Button component={RouterLink} to={paymentShortPath(appointment.paymentAccess)} variant="outlined" data-testid="final-pay">
            {t('payment.payNow')}
          </Button>
        )}
        {appointment.cancelAccess && !paid && (
          <Button
            component={RouterLink}
            to={cancelShortPath(appointment.cancelAccess)}
            variant="outlined"
            color="error"
            data-testid="final-cancel"
          >
            {t('schedule.final.cancel')}
          </Button>
        )}
        <Button onClick={onAnother} data-testid="final-another">
          {t('schedule.final.another')}
        </Button>
      </Stack>
      {paid && (
        <Typography variant="body2" color="text.secondary" data-testid="final-cancel-through-clinic">
          {errorText('APPOINTMENT_PAID_CONTACT_COMPANY', locale)}
        </Typography>
      )}
    </Stack>
  );
}
