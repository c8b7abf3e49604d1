import { SPEECH_MAX_BYTES } from '@teleconsulta/schema';
import type { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { decodeAudio } from './speech.audio.js';

const fieldsOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as GraphQLError).extensions;
  }
  throw new Error('expected a refusal');
};

describe('decodeAudio', () => {
  it('decodes base64 audio of a type the speech service takes', () => {
    const audio = decodeAudio(Buffer.from([1, 0, 2, 0]).toString('base64'), 'audio/l16; rate=16000', 'en');
    expect(audio).toEqual({ bytes: Buffer.from([1, 0, 2, 0]), contentType: 'audio/l16; rate=16000' });
  });

  it('refuses empty, non-base64, too large and other types as field errors on audio', () => {
    expect(fieldsOf(() => decodeAudio('', 'audio/wav', 'en'))).toMatchObject({
      code: 'BAD_INPUT',
      fields: [{ field: 'audio', message: 'Audio is required' }],
    });
    expect(fieldsOf(() => decodeAudio('%%%', 'audio/wav', 'pt-BR'))).toMatchObject({
      fields: [{ field: 'audio', message: 'O campo Áudio é inválido' }],
    });
    const big = 'A'.repeat(Math.ceil(((SPEECH_MAX_BYTES + 3) * 4) / 3 / 4) * 4);
    expect(fieldsOf(() => decodeAudio(big, 'audio/wav', 'en'))).toMatchObject({
      fields: [{ field: 'audio', message: 'Audio must be at most 2 MB' }],
    });
    expect(fieldsOf(() => decodeAudio('AAAA', 'audio/webm', 'en'))).toMatchObject({ code: 'BAD_INPUT' });
    expect(fieldsOf(() => decodeAudio('AAAA', 'audio/wav; x="\r\nX-Evil: 1"', 'en'))).toMatchObject({ code: 'BAD_INPUT' });
  });
});
