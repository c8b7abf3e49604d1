import type { Locale } from '@teleconsulta/schema';
import { useCallback, useEffect, useRef, useState } from 'react';

type RecognitionResult = { isFinal: boolean; 0: { transcript: string } };
type Recognition = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: { resultIndex: number; results: ArrayLike<RecognitionResult> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
};
type RecognitionConstructor = new () => Recognition;

function recognitionClass(): RecognitionConstructor | null {
  const w = globalThis as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export type SpeechState = 'idle' | 'listening' | 'failed';

/**
 * The browser's speech recognition (where it exists) for the complaint: each final phrase is handed to `onText`.
 * Unsupported browsers show no voice button; a failure (no microphone, no network for the browser's engine) says so
 * and leaves typing.
 */
export function useSpeechRecognition(locale: Locale, onText: (text: string) => void) {
  const supported = recognitionClass() !== null;
  const [state, setState] = useState<SpeechState>('idle');
  const current = useRef<Recognition | null>(null);
  const handler = useRef(onText);
  handler.current = onText;

  const stop = useCallback(() => current.current?.stop(), []);
  const start = useCallback(() => {
    const Ctor = recognitionClass();
    if (!Ctor || current.current) return;
    const recognition = new Ctor();
    recognition.lang = locale === 'en' ? 'en-US' : 'pt-BR';
    recognition.continuous = true;
    recognition.interimResults = false;
    recognition.onresult = (event) => {
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i]!;
        if (result.isFinal) handler.current(result[0].transcript.trim());
      }
    };
    recognition.onerror = () => setState('failed');
    recognition.onend = () => {
      current.current = null;
      setState((s) => (s === 'listening' ? 'idle' : s));
    };
    current.current = recognition;
    setState('listening');
    try {
      recognition.start();
    } catch {
      current.current = null;
      setState('failed');
    }
  }, [locale]);

  useEffect(() => () => current.current?.abort(), []);
  return { supported, state, start, stop };
}
