import { errorText, SPEECH_MAX_BYTES, wavOf } from '@teleconsulta/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeSpeech, type FakeSpeechFailure, startFakeSpeech } from './harness/fake-speech.js';
import { asEmail, type GqlOptions, gql, signIn } from './harness/graphql.js';
import { startStack, type TestStack } from './harness/stack.js';

const TRANSCRIBE = `mutation Transcribe($audio: String!, $type: String!) { transcribeSpeech(audioBase64: $audio, contentType: $type) }`;
const AVAILABLE = 'query { speechToText { available } }';

/** 20,000 bytes of 16-bit samples: three audio messages of at most 8,000 bytes. */
const PCM = new Uint8Array(20_000).map((_, i) => (i * 7) % 256);
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const WAV = base64(wavOf(PCM));

let fake: FakeSpeech;
let stack: TestStack;
let patient: GqlOptions;

const transcribe = (audio: string, type: string, options: GqlOptions = patient) =>
  gql<{ transcribeSpeech: string }>(stack.gatewayUrl, TRANSCRIBE, { audio, type }, options);

beforeAll(async () => {
  fake = await startFakeSpeech();
  stack = await startStack({ servicesEnv: { SPEECH_PROVIDER: 'ws', SPEECH_WS_URL: fake.url, SPEECH_TIMEOUT_MS: '1500' } });
  const maria = await signIn(stack.gatewayUrl, asEmail('maria@example.com', 'Paciente123'));
  patient = { token: maria.accessToken, companyId: maria.viewer.companyId, locale: 'pt-BR' };
});
afterAll(async () => {
  await stack?.close();
  await fake?.close();
});

describe('speech-to-text through a vosk-style websocket (a local fake)', () => {
  it('tells signed-in users that the server transcribes, so the app records for it', async () => {
    expect((await gql(stack.gatewayUrl, AVAILABLE, {}, patient)).data).toEqual({ speechToText: { available: true } });
    expect((await gql(stack.gatewayUrl, AVAILABLE, {}, { locale: 'en' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('transcribes a WAV through the gateway: config, the samples in chunks, the end, every utterance in order', async () => {
    fake.speak('estou com dor de cabeça', 'e falta de ar');
    const r = await transcribe(WAV, 'audio/wav');
    expect(r.errors).toBeUndefined();
    expect(r.data?.transcribeSpeech).toBe('estou com dor de cabeça e falta de ar');
    expect(fake.sessions.at(-1)).toEqual({ config: { sample_rate: 16000, language: 'pt-BR' }, bytes: PCM.length, chunks: 3, eof: true });
  });

  it('asks for the request language, and takes raw samples at their rate', async () => {
    fake.speak('chest pain since this morning');
    const r = await transcribe(base64(PCM), 'audio/l16; rate=8000', { ...patient, locale: 'en' });
    expect(r.data?.transcribeSpeech).toBe('chest pain since this morning');
    expect(fake.sessions.at(-1)).toMatchObject({ config: { sample_rate: 8000, language: 'en' }, bytes: PCM.length });
  });

  it('answers an empty text when nothing was heard', async () => {
    fake.speak('');
    expect((await transcribe(WAV, 'audio/wav')).data?.transcribeSpeech).toBe('');
  });

  it('is for signed-in users only, and opens no session otherwise', async () => {
    const before = fake.sessions.length;
    const r = await transcribe(WAV, 'audio/wav', { locale: 'en' });
    expect(r.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const direct = await fetch(`${stack.servicesUrl}/speech/transcribe`, {
      method: 'POST',
      headers: { 'content-type': 'audio/wav' },
      body: wavOf(PCM),
    });
    expect(direct.status).toBe(401);
    expect(fake.sessions.length).toBe(before);
  });

  it('refuses audio it cannot use with a field error on the audio, and opens no session', async () => {
    const before = fake.sessions.length;
    const fieldOf = async (audio: string, type: string, locale = 'pt-BR') => {
      const r = await transcribe(audio, type, { ...patient, locale });
      expect(r.data?.transcribeSpeech ?? null).toBeNull();
      expect(r.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
      return r.errors?.[0]?.extensions?.fields;
    };
    expect(await fieldOf('not base64!', 'audio/wav')).toEqual([{ field: 'audio', message: 'O campo Áudio é inválido' }]);
    expect(await fieldOf('', 'audio/wav', 'en')).toEqual([{ field: 'audio', message: 'Audio is required' }]);
    expect(await fieldOf(base64(new Uint8Array([1, 2, 3, 4])), 'audio/webm;codecs=opus', 'en')).toEqual([
      { field: 'audio', message: 'Audio is invalid' },
    ]);
    expect(await fieldOf(base64(new Uint8Array(SPEECH_MAX_BYTES + 2)), 'audio/l16', 'en')).toEqual([
      { field: 'audio', message: 'Audio must be at most 2 MB' },
    ]);
    const stereo = wavOf(PCM);
    new DataView(stereo.buffer).setUint16(22, 2, true);
    expect(await fieldOf(base64(stereo), 'audio/wav', 'en')).toEqual([{ field: 'audio', message: 'Audio is invalid' }]);
    expect(fake.sessions.length).toBe(before);
  });

  it('refuses a body over 2 MB at the services too', async () => {
    const res = await fetch(`${stack.servicesUrl}/speech/transcribe`, {
      method: 'POST',
      headers: { 'content-type': 'audio/l16', authorization: `Bearer ${patient.token}`, 'accept-language': 'en' },
      body: new Uint8Array(SPEECH_MAX_BYTES + 2),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'BAD_INPUT',
      message: errorText('BAD_INPUT', 'en'),
      fields: [{ field: 'audio', message: 'Audio must be at most 2 MB' }],
    });
  });

  it.each<FakeSpeechFailure>(['error', 'garbage', 'close', 'hang', 'refuse'])(
    'answers SPEECH_PROVIDER_UNAVAILABLE when the service fails (%s), and the next call works',
    async (kind) => {
      fake.failNext(kind);
      const r = await transcribe(WAV, 'audio/wav', { ...patient, locale: 'en' });
      expect(r.data?.transcribeSpeech ?? null).toBeNull();
      expect(r.errors?.[0]?.message).toBe(errorText('SPEECH_PROVIDER_UNAVAILABLE', 'en'));
      expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'SPEECH_PROVIDER_UNAVAILABLE', status: 503 });

      fake.speak('de novo');
      expect((await transcribe(WAV, 'audio/wav')).data?.transcribeSpeech).toBe('de novo');
    },
  );
});

describe('speech-to-text without a configured service (the default)', () => {
  let plain: TestStack;
  beforeAll(async () => {
    plain = await startStack();
  });
  afterAll(async () => {
    await plain?.close();
  });

  it('answers SPEECH_UNAVAILABLE: the app uses the browser speech recognition or typing', async () => {
    const maria = await signIn(plain.gatewayUrl, asEmail('maria@example.com', 'Paciente123'));
    const options = { token: maria.accessToken, companyId: maria.viewer.companyId };
    const before = fake.sessions.length;
    for (const locale of ['en', 'pt-BR'] as const) {
      const r = await gql(plain.gatewayUrl, TRANSCRIBE, { audio: WAV, type: 'audio/wav' }, { ...options, locale });
      expect(r.errors?.[0]?.message).toBe(errorText('SPEECH_UNAVAILABLE', locale));
      expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'SPEECH_UNAVAILABLE', status: 503 });
    }
    expect(fake.sessions.length).toBe(before);
    expect((await gql(plain.gatewayUrl, AVAILABLE, {}, { ...options, locale: 'en' })).data).toEqual({ speechToText: { available: false } });
  });
});
