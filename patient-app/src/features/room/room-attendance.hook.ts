import { useState } from 'react';
import { errorCodeOf, feedbackFromError } from '../../errors/error-feedback.mappers';
import type { RoomSessionFieldsFragment } from '../../gql/graphql';
import { useLocale } from '../../i18n/locale.context';
import type { RoomAction } from './room.reducer';
import type { RoomActions } from './room-actions.hook';
import { roomErrorText } from './room-entry.util';

/**
 * Starting the attendance (startRoom, the professional) and ending it (leaveRoom for the patient, finishRoom for the
 * professional): which one is on its way, and why the last one was refused. The session each answers is applied.
 */
export function useAttendance(session: RoomSessionFieldsFragment, actions: RoomActions, follow: (action: RoomAction) => void) {
  const locale = useLocale();
  const [busy, setBusy] = useState<'start' | 'end' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { sessionId } = session;

  const run = async (kind: 'start' | 'end', mutate: () => Promise<RoomSessionFieldsFragment>) => {
    setBusy(kind);
    setError(null);
    try {
      follow({ type: 'session', session: await mutate() });
    } catch (failure) {
      setError(roomErrorText(errorCodeOf(failure), feedbackFromError(failure, locale).message, locale));
    } finally {
      setBusy(null);
    }
  };

  return {
    busy,
    error,
    start: () => void run('start', () => actions.start(sessionId)),
    end: () => void run('end', () => (session.role === 'PATIENT' ? actions.leave(sessionId) : actions.finish(sessionId))),
  };
}
