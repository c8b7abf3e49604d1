import {
  base64DecodedSize,
  errorText,
  fieldLabel,
  format,
  isBase64,
  isSpeechContentType,
  type Locale,
  SPEECH_MAX_BYTES,
  SPEECH_MAX_MB,
} from '@teleconsulta/schema';
import type { GraphQLError } from 'graphql';
import { fromServiceError } from '../../errors.js';

/** A media type and simple parameters (`audio/l16; rate=16000`): nothing else travels upstream as a header. */
const CONTENT_TYPE = /^\s*[\w.+-]+\/[\w.+-]+(\s*;\s*[\w.+-]+=[\w.+-]+)*\s*$/;

const audioError = (locale: Locale, key: 'invalid' | 'required' | 'fileTooLarge', args: number[] = []): GraphQLError =>
  fromServiceError(
    {
      code: 'BAD_INPUT',
      message: errorText('BAD_INPUT', locale),
      fields: [{ field: 'audio', message: format(key, locale, fieldLabel('audio', locale), ...args) }],
    },
    400,
  );

/**
 * The audio of a transcribeSpeech call, checked before anything goes upstream: base64, not empty, at most 2 MB (from
 * the base64 length, so a too large upload is never decoded), an audio type the speech service takes. The samples
 * themselves are checked by the services.
 */
export function decodeAudio(audioBase64: string, contentType: string, locale: Locale): { bytes: Buffer; contentType: string } {
  if (!audioBase64) throw audioError(locale, 'required');
  if (!isBase64(audioBase64)) throw audioError(locale, 'invalid');
  if (base64DecodedSize(audioBase64) > SPEECH_MAX_BYTES) throw audioError(locale, 'fileTooLarge', [SPEECH_MAX_MB]);
  if (!isSpeechContentType(contentType) || !CONTENT_TYPE.test(contentType)) throw audioError(locale, 'invalid');
  return { bytes: Buffer.from(audioBase64, 'base64'), contentType: contentType.trim() };
}
