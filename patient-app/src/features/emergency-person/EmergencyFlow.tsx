import { useMutation } from '@apollo/client/react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { useT } from '../../i18n/locale.context';
import { RouteLoading } from '../../routing/RouteLoading';
import { EndStep, InAttendanceStep, PostAttendanceStep } from './AfterAttendanceSteps';
import { CalledStep } from './CalledStep';
import { CheckResourcesStep } from './CheckResourcesStep';
import { ComplaintStep } from './ComplaintStep';
import { AdvanceEmergencyStepDocument } from './emergency-person.documents';
import { PaymentStep } from './PaymentStep';
import { PersonFlowProgress } from './PersonFlowProgress';
import { PreAssessmentStep } from './PreAssessmentStep';
import { personScreen } from './person-flow.util';
import { useProtocolFeed } from './protocol-feed.hook';
import { RedFlagAdvice } from './RedFlagAdvice';
import { WaitingRoomStep } from './WaitingRoomStep';

/** The patient's flow for one protocol (SPEC §2 person flow): the screen follows the protocol, live. */
export function EmergencyFlow({ protocolId, onRestart }: { protocolId: string; onRestart: () => void }) {
  const t = useT();
  const feed = useProtocolFeed(protocolId);
  const [advance, advancing] = useMutation(AdvanceEmergencyStepDocument);
  const p = feed.protocol;
  const screen = p ? personScreen(p) : null;
  const step = (to: number) => void advance({ variables: { id: protocolId, step: to } }).catch(() => undefined);

  // Entering post attendance opens the survey (step 10) once.
  const surveyed = useRef(false);
  useEffect(() => {
    if (p && screen === 'POST_ATTENDANCE' && p.step === 9 && !surveyed.current) {
      surveyed.current = true;
      step(10);
    }
  });

  if (feed.error && !p) return <ErrorAlert error={feed.error} />;
  if (!p || !screen) return <RouteLoading />;
  const showRedFlag = p.redFlag && ['WAITING_ROOM', 'CALLED'].includes(screen);

  return (
    <Stack spacing={2.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary" data-testid="emergency-protocol">
          {`${t('emergencyPerson.protocol', { number: p.number })} · ${p.queueName} · ${p.patientName.split(' | ')[0]}`}
        </Typography>
      </Stack>
      <PersonFlowProgress screen={screen} />
      {feed.connection === 'closed' && (
        <Alert
          severity="warning"
          data-testid="emergency-live-closed"
          action={
            <Button color="inherit" size="small" onClick={feed.reconnect}>
              {t('emergencyPerson.live.reconnect')}
            </Button>
          }
        >
          {t('emergencyPerson.live.closed')}
        </Alert>
      )}
      {advancing.error && <ErrorAlert error={advancing.error} />}
      {showRedFlag && <RedFlagAdvice />}
      {screen === 'CHECK_RESOURCES' && <CheckResourcesStep busy={advancing.loading} onDone={() => step(2)} />}
      {screen === 'PAYMENT' && <PaymentStep protocolId={p.id} busy={advancing.loading} onDone={() => step(3)} />}
      {screen === 'COMPLAINT' && <ComplaintStep protocolId={p.id} initial={p.complaint ?? ''} />}
      {screen === 'PRE_ASSESSMENT' && <PreAssessmentStep protocolId={p.id} />}
      {screen === 'WAITING_ROOM' && (
        <WaitingRoomStep
          protocolId={p.id}
          missedCalls={p.missedCalls}
          position={p.position}
          estimatedWaitMinutes={p.estimatedWaitMinutes}
          professionalsOnDuty={p.professionalsOnDuty}
          triage={p.triage}
        />
      )}
      {screen === 'CALLED' && <CalledStep protocolId={p.id} professionalName={p.professionalName ?? ''} roomAccess={p.roomAccess} />}
      {screen === 'IN_ATTENDANCE' && <InAttendanceStep roomAccess={p.roomAccess} />}
      {screen === 'POST_ATTENDANCE' && (
        <PostAttendanceStep appointmentId={p.appointmentId} busy={advancing.loading} onDone={() => step(11)} />
      )}
      {(screen === 'END' || screen === 'LEFT' || screen === 'CLOSED_BY_MANAGER') && (
        <EndStep kind={screen} notice={p.notice} missedCalls={p.missedCalls} onRestart={onRestart} />
      )}
    </Stack>
  );
}
