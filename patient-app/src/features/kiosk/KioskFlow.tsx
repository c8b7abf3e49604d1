import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { useCallback, useEffect, useRef } from 'react';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { useT } from '../../i18n/locale.context';
import { RouteLoading } from '../../routing/RouteLoading';
import { ArrivalStep } from '../emergency-person/ArrivalStep';
import { ComplaintStep } from '../emergency-person/ComplaintStep';
import { AdvanceEmergencyStepDocument, EmergencyPersonHomeDocument } from '../emergency-person/emergency-person.documents';
import { PaymentStep } from '../emergency-person/PaymentStep';
import { PreAssessmentStep } from '../emergency-person/PreAssessmentStep';
import { personScreen } from '../emergency-person/person-flow.util';
import { useProtocolFeed } from '../emergency-person/protocol-feed.hook';
import { KioskTicket } from './KioskTicket';

/**
 * The patient's flow at the reception kiosk: arrival, the complaint and the pre-assessment, then the ticket with the
 * printed tag. The camera and microphone test is not the kiosk's: the kiosk moves that step on by itself. The payment
 * is, when the clinic charges for the attendance (card, PIX or on site at the reception); otherwise it goes on by itself.
 */
export function KioskFlow({ printerUrl, onFinish }: { printerUrl: string; onFinish: () => void }) {
  const t = useT();
  const home = useQuery(EmergencyPersonHomeDocument, { fetchPolicy: 'network-only' });
  if (home.error) return <ErrorAlert error={home.error} />;
  if (!home.data) return <RouteLoading />;
  const { me, persons, emergencyStatus, emergencyBoard } = home.data;
  const open = emergencyBoard[0];
  if (open) return <KioskProtocol protocolId={open.id} printerUrl={printerUrl} onFinish={onFinish} />;
  if (!emergencyStatus.online) {
    return (
      <Alert severity="info" data-testid="emergency-offline">
        <AlertTitle>{t('emergencyPerson.offlineTitle')}</AlertTitle>
        {emergencyStatus.message}
      </Alert>
    );
  }
  const people = persons.items.map((p) => ({ id: p.id, name: p.name, self: p.id === me?.personId }));
  return <ArrivalStep queues={emergencyStatus.queues} persons={people} onJoined={() => void home.refetch()} />;
}

function KioskProtocol({ protocolId, printerUrl, onFinish }: { protocolId: string; printerUrl: string; onFinish: () => void }) {
  const t = useT();
  const feed = useProtocolFeed(protocolId);
  const [advance, advancing] = useMutation(AdvanceEmergencyStepDocument);
  const p = feed.protocol;
  const screen = p ? personScreen(p) : null;
  const moving = useRef<number | null>(null);
  useEffect(() => {
    if (!p) return;
    if (screen !== 'CHECK_RESOURCES' || moving.current === 2) return;
    moving.current = 2;
    void advance({ variables: { id: p.id, step: 2 } }).catch(() => undefined);
  });
  const paid = useCallback(() => void advance({ variables: { id: protocolId, step: 3 } }).catch(() => undefined), [advance, protocolId]);
  if (feed.error && !p) return <ErrorAlert error={feed.error} />;
  if (!p || !screen || (screen === 'CHECK_RESOURCES' && !advancing.error)) {
    return <RouteLoading />;
  }
  // A step the service refused (the payment not settled, the service unreachable) says why above the screen.
  const refused = advancing.error ? <ErrorAlert error={advancing.error} /> : null;
  if (screen === 'CHECK_RESOURCES') {
    return (
      <Stack spacing={2}>
        {refused}
        <Button
          variant="outlined"
          onClick={() => void advance({ variables: { id: p.id, step: 2 } }).catch(() => undefined)}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('common.retry')}
        </Button>
      </Stack>
    );
  }
  const current =
    screen === 'PAYMENT' ? (
      <PaymentStep protocolId={p.id} busy={advancing.loading} onDone={paid} />
    ) : screen === 'COMPLAINT' ? (
      <ComplaintStep protocolId={p.id} initial={p.complaint ?? ''} />
    ) : screen === 'PRE_ASSESSMENT' ? (
      <PreAssessmentStep protocolId={p.id} />
    ) : (
      <KioskTicket
        protocolId={p.id}
        number={p.number}
        position={p.position}
        estimatedWaitMinutes={p.estimatedWaitMinutes}
        redFlag={p.redFlag}
        printerUrl={printerUrl}
        onFinish={onFinish}
      />
    );
  return (
    <Stack spacing={2}>
      {refused}
      {current}
    </Stack>
  );
}
