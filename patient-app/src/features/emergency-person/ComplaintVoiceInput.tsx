import { useQuery } from '@apollo/client/react';
import { BrowserVoiceInput } from './BrowserVoiceInput';
import { SpeechToTextDocument } from './emergency-person.documents';
import { ServerVoiceInput } from './ServerVoiceInput';

/**
 * The complaint's voice input: the server's speech-to-text when one is configured (the browser's own engine often
 * needs a network service it cannot reach), the browser's speech recognition otherwise, or if the question fails.
 */
export function ComplaintVoiceInput({ onText }: { onText: (text: string) => void }) {
  const { data, error } = useQuery(SpeechToTextDocument);
  if (data?.speechToText.available) return <ServerVoiceInput onText={onText} />;
  if (data || error) return <BrowserVoiceInput onText={onText} />;
  return null;
}
