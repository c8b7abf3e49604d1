import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { feedbackFromError, feedbackText } from '../../errors/error-feedback.mappers';
import type { MessageKey } from '../../i18n/en';
import { useLocale, useT } from '../../i18n/locale.context';
import { mediaProblemOf } from '../room/media-error.util';
import { TranscribeSpeechDocument } from './emergency-person.documents';
import { base64Of, MAX_RECORDING_SECONDS, wavOfRecording } from './pcm-audio.util';
import { type PcmRecorder, startPcmRecorder } from './pcm-recorder';

export type ServerSpeechState = 'idle' | 'starting' | 'recording' | 'transcribing';

/** How often the elapsed time moves while recording. */
const TICK_MS = 250;

/** What a microphone that would not start says to the patient: blocked, missing, or another failure. */
function micProblemKey(error: unknown): MessageKey {
  const kind = mediaProblemOf(error);
  if (kind === 'CAMERA_BLOCKED') return 'emergencyPerson.complaint.micBlocked';
  if (kind === 'CAM_MIC_NOT_ENABLED') return 'emergencyPerson.complaint.micMissing';
  return 'emergencyPerson.complaint.voiceFailed';
}

/**
 * The complaint's voice through the server's speech-to-text: records the microphone (at most
 * MAX_RECORDING_SECONDS, then it stops by itself), sends the WAV through transcribeSpeech and hands the words to
 * `onText`. A refused or missing microphone, a speech service that does not answer, or nothing heard is told in
 * `problem`; typing stays available throughout.
 */
export function useServerSpeech(onText: (text: string) => void) {
  const t = useT();
  const locale = useLocale();
  const [transcribe] = useMutation(TranscribeSpeechDocument);
  const [state, setState] = useState<ServerSpeechState>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const [seconds, setSeconds] = useState(0);
  const recorder = useRef<PcmRecorder | null>(null);
  const mounted = useRef(true);
  const handler = useRef(onText);
  handler.current = onText;

  const start = useCallback(async () => {
    if (recorder.current) return;
    setProblem(null);
    setState('starting');
    try {
      const started = await startPcmRecorder();
      if (!mounted.current) return started.cancel();
      recorder.current = started;
      setSeconds(0);
      setState('recording');
    } catch (error) {
      if (!mounted.current) return;
      setProblem(t(micProblemKey(error)));
      setState('idle');
    }
  }, [t]);

  const stop = useCallback(async () => {
    const current = recorder.current;
    if (!current) return;
    recorder.current = null;
    setState('transcribing');
    const recording = await current.stop();
    let failure: string | null = null;
    if (recording.samples.length === 0) failure = t('emergencyPerson.complaint.nothingHeard');
    else {
      try {
        const { data } = await transcribe({
          variables: { audioBase64: base64Of(wavOfRecording(recording)), contentType: 'audio/wav' },
        });
        const words = data?.transcribeSpeech.trim() ?? '';
        if (words && mounted.current) handler.current(words);
        if (!words) failure = t('emergencyPerson.complaint.nothingHeard');
      } catch (error) {
        failure = feedbackText(feedbackFromError(error, locale)) ?? t('emergencyPerson.complaint.voiceFailed');
      }
    }
    if (!mounted.current) return;
    setProblem(failure);
    setState('idle');
  }, [locale, t, transcribe]);

  // The elapsed time, and the stop at the maximum (the recorder keeps no more than that anyway).
  useEffect(() => {
    if (state !== 'recording') return;
    const startedAt = Date.now();
    const timer = setInterval(() => {
      const elapsed = Math.min(MAX_RECORDING_SECONDS, Math.floor((Date.now() - startedAt) / 1000));
      setSeconds(elapsed);
      if (elapsed >= MAX_RECORDING_SECONDS) void stop();
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [state, stop]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      recorder.current?.cancel();
      recorder.current = null;
    };
  }, []);

  return { state, problem, seconds, maxSeconds: MAX_RECORDING_SECONDS, start, stop };
}
