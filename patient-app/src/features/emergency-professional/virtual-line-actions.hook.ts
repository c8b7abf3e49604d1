import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { feedbackFromError } from '../../errors/error-feedback.mappers';
import { useLocale } from '../../i18n/locale.context';
import {
  AttendEmergencyProtocolDocument,
  CallNextEmergencyPatientDocument,
  CheckInEmergencyDocument,
  CheckOutEmergencyDocument,
  FinishEmergencyProtocolDocument,
  ForwardEmergencyProtocolDocument,
} from './emergency-professional.documents';

export type ActionFeedback = { message: string | null; fieldErrors: Record<string, string> };

/**
 * The professional's moves on the virtual line, one at a time: each reads the line again when it succeeds; a refusal
 * (not checked in, not theirs any more, a queue no longer active) becomes the server's translated message and changes
 * nothing on screen.
 */
export function useVirtualLineActions(refresh: () => Promise<void>) {
  const locale = useLocale();
  const [busy, setBusy] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<ActionFeedback | null>(null);
  const [checkInMutation] = useMutation(CheckInEmergencyDocument);
  const [checkOutMutation] = useMutation(CheckOutEmergencyDocument);
  const [callNextMutation] = useMutation(CallNextEmergencyPatientDocument);
  const [attendMutation] = useMutation(AttendEmergencyProtocolDocument);
  const [finishMutation] = useMutation(FinishEmergencyProtocolDocument);
  const [forwardMutation] = useMutation(ForwardEmergencyProtocolDocument);

  /** Runs one move; its result, or null when it failed (the feedback then says why). */
  async function run<T>(name: string, move: () => Promise<T>): Promise<T | null> {
    setBusy(name);
    setFeedback(null);
    try {
      const result = await move();
      await refresh().catch(() => undefined);
      return result;
    } catch (error) {
      setFeedback(feedbackFromError(error, locale));
      return null;
    } finally {
      setBusy(null);
    }
  }

  return {
    busy,
    feedback,
    clearFeedback: () => setFeedback(null),
    checkIn: (queueIds: string[]) =>
      run('checkIn', async () => (await checkInMutation({ variables: { queueIds } })).data?.checkInEmergency ?? null),
    checkOut: () => run('checkOut', async () => (await checkOutMutation()).data?.checkOutEmergency ?? null),
    /** The called protocol, or { protocol: null } when nobody waits. */
    callNext: () => run('callNext', async () => ({ protocol: (await callNextMutation()).data?.callNextEmergencyPatient ?? null })),
    attend: (id: string) => run('attend', async () => (await attendMutation({ variables: { id } })).data?.attendEmergencyProtocol ?? null),
    finish: (id: string) => run('finish', async () => (await finishMutation({ variables: { id } })).data?.finishEmergencyProtocol ?? null),
    forward: (id: string, queueId: string) =>
      run('forward', async () => (await forwardMutation({ variables: { id, queueId } })).data?.forwardEmergencyProtocol ?? null),
  };
}

export type VirtualLineActions = ReturnType<typeof useVirtualLineActions>;
