import { Button } from '@mui/material';
import { errorText, ROOM_INACTIVITY_COUNTDOWN_SECONDS, ROOM_INACTIVITY_SECONDS } from '@teleconsulta/schema';
import { useCallback, useEffect, useState } from 'react';
import { errorCodeOf, feedbackFromError } from '../../errors/error-feedback.mappers';
import type { RoomSessionFieldsFragment } from '../../gql/graphql';
import { useLocale, useT } from '../../i18n/locale.context';
import { ConnectivityTest } from './ConnectivityTest';
import { InactivityDialog } from './InactivityDialog';
import { useInactivity } from './inactivity.hook';
import { useLocalMedia } from './local-media.hook';
import { RoomMessage } from './RoomMessage';
import { RoomScreen } from './RoomScreen';
import { RoomSession } from './RoomSession';
import { RoomSummary, type RoomSummaryValue } from './RoomSummary';
import { useRoomActions } from './room-actions.hook';
import { joinRefusal, roomErrorText } from './room-entry.util';

type Props = {
  access: string;
  summary: RoomSummaryValue;
  /** Signed in as a patient (or guardian): joinRoom's CONSENT_REQUIRED opens the consent. */
  patientSide: boolean;
  onConsentRequired: () => void;
};

const CHECK_LIMITS = { inactivitySeconds: ROOM_INACTIVITY_SECONDS, countdownSeconds: ROOM_INACTIVITY_COUNTDOWN_SECONDS };

/**
 * From the connectivity test to leaving: the camera and microphone (kept from the test into the call), joinRoom, and
 * the location's end — replaced by another location or disconnected for inactivity, each with "Enter again".
 */
export function RoomFlow({ access, summary, patientSide, onConsentRequired }: Props) {
  const t = useT();
  const locale = useLocale();
  const media = useLocalMedia();
  const actions = useRoomActions();
  const [session, setSession] = useState<RoomSessionFieldsFragment | null>(null);
  const [stopped, setStopped] = useState<'superseded' | 'inactive' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [joinError, setJoinError] = useState<string | null>(null);
  const [joining, setJoining] = useState(false);
  const [autoJoin, setAutoJoin] = useState(false);
  const { stop: stopMedia } = media;

  useEffect(() => stopMedia, [stopMedia]);

  const join = useCallback(async () => {
    setJoining(true);
    setJoinError(null);
    try {
      setSession(await actions.join(access));
    } catch (error) {
      const code = errorCodeOf(error);
      const outcome = joinRefusal(code, patientSide);
      if (outcome === 'consent') return onConsentRequired();
      const text = roomErrorText(code, feedbackFromError(error, locale).message, locale);
      if (outcome === 'refused') {
        stopMedia();
        setRefusal(text);
      } else setJoinError(text);
    } finally {
      setJoining(false);
      setAutoJoin(false);
    }
  }, [actions, access, patientSide, onConsentRequired, locale, stopMedia]);

  const checking = !session && !stopped && !refusal;
  const inactivity = useInactivity(checking, CHECK_LIMITS, () => {
    stopMedia();
    setStopped('inactive');
  });

  const stop = useCallback(
    (why: 'superseded' | 'inactive') => {
      stopMedia();
      setSession(null);
      setStopped(why);
    },
    [stopMedia],
  );
  const enterAgain = () => {
    setStopped(null);
    setJoinError(null);
    setAutoJoin(true);
  };

  if (refusal) {
    return (
      <RoomScreen state="refused">
        <RoomSummary summary={summary} />
        <RoomMessage text={refusal} severity="error" />
      </RoomScreen>
    );
  }
  if (stopped) {
    const text = stopped === 'superseded' ? errorText('ANOTHER_LOCATION', locale) : t('room.inactivity.disconnected');
    return (
      <RoomScreen state={stopped}>
        <RoomSummary summary={summary} compact />
        <RoomMessage
          text={text}
          action={
            <Button variant="contained" onClick={enterAgain} data-testid="room-enter-again">
              {stopped === 'superseded' ? t('room.superseded.enterHere') : t('room.inactivity.enterAgain')}
            </Button>
          }
        />
      </RoomScreen>
    );
  }
  if (session) return <RoomSession key={session.sessionId} session={session} media={media} actions={actions} onStopped={stop} />;
  return (
    <RoomScreen state="checking">
      <RoomSummary summary={summary} compact />
      <ConnectivityTest media={media} joining={joining} joinError={joinError} autoJoin={autoJoin} onEnter={() => void join()} />
      <InactivityDialog secondsLeft={inactivity.secondsLeft} onStillHere={inactivity.stillHere} />
    </RoomScreen>
  );
}
