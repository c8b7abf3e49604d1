import { Alert, Button, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/locale.context';
import { RedFlagAdvice } from '../emergency-person/RedFlagAdvice';
import { StepCard } from '../emergency-person/StepCard';
import { PrintTagButton } from '../emergency-tag/PrintTagButton';

/** How long the ticket stays before the kiosk returns to the start by itself. */
const TICKET_SECONDS = 90;

type Props = {
  protocolId: string;
  number: string;
  position: number | null;
  estimatedWaitMinutes: number | null;
  redFlag: boolean;
  printerUrl: string;
  onFinish: () => void;
};

/** The kiosk's last screen: the protocol number, the place, the tag printed by itself through the local helper. */
export function KioskTicket({ protocolId, number, position, estimatedWaitMinutes, redFlag, printerUrl, onFinish }: Props) {
  const t = useT();
  const [left, setLeft] = useState(TICKET_SECONDS);
  useEffect(() => {
    const timer = setInterval(() => setLeft((s) => s - 1), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left <= 0) onFinish();
  }, [left, onFinish]);
  return (
    <StepCard title={t('kiosk.ticket.title')} testId="kiosk-ticket">
      {redFlag && <RedFlagAdvice />}
      <Stack sx={{ alignItems: 'center', textAlign: 'center' }} spacing={0.5}>
        <Typography color="text.secondary">{t('kiosk.ticket.protocol')}</Typography>
        <Typography variant="h2" component="p" sx={{ fontWeight: 700 }} data-testid="kiosk-protocol">
          {number}
        </Typography>
        {position !== null && (
          <Typography variant="h6" component="p">
            {position === 1 ? t('emergencyPerson.waiting.next') : t('emergencyPerson.waiting.place', { place: position })}
          </Typography>
        )}
        {estimatedWaitMinutes !== null && (
          <Typography color="text.secondary">{t('emergencyPerson.waiting.estimate', { minutes: estimatedWaitMinutes })}</Typography>
        )}
      </Stack>
      <Alert severity="info">{t('kiosk.ticket.follow')}</Alert>
      <PrintTagButton protocolId={protocolId} helperUrl={printerUrl} autoPrint />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="contained" size="large" onClick={onFinish} data-testid="kiosk-finish">
          {t('kiosk.ticket.finish')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('kiosk.ticket.autoFinish', { seconds: Math.max(0, left) })}
        </Typography>
      </Stack>
    </StepCard>
  );
}
