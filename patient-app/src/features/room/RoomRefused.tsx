import PaymentIcon from '@mui/icons-material/Payment';
import { Button } from '@mui/material';
import { errorText } from '@teleconsulta/schema';
import { Link as RouterLink } from 'react-router-dom';
import { useLocale, useT } from '../../i18n/locale.context';
import { PATHS } from '../../routing/paths.constants';
import { RoomMessage } from './RoomMessage';
import { RoomScreen } from './RoomScreen';
import { RoomSummary } from './RoomSummary';

/**
 * The room cannot be entered. A payment due is paid on the payment page, whose code the room's is not (SECURITY.md
 * T24: single-purpose links): the patient finds it on the appointment in their appointments (or in the mail's pay link).
 */
export function RoomRefused({
  code,
  summary,
}: {
  code: 'ROOM_UNAVAILABLE' | 'PAYMENT_REQUIRED';
  summary: Parameters<typeof RoomSummary>[0]['summary'] | null;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <RoomScreen state="refused">
      {summary && <RoomSummary summary={summary} />}
      <RoomMessage
        text={errorText(code, locale)}
        severity={code === 'PAYMENT_REQUIRED' ? 'warning' : 'error'}
        action={
          code === 'PAYMENT_REQUIRED' ? (
            <Button
              component={RouterLink}
              to={PATHS.personAppointments}
              variant="contained"
              startIcon={<PaymentIcon />}
              data-testid="room-pay"
            >
              {t('room.refused.pay')}
            </Button>
          ) : undefined
        }
      />
    </RoomScreen>
  );
}
