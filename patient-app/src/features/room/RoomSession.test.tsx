// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoomEventType, RoomRole, RoomSessionFieldsFragment } from '../../gql/graphql';
import { renderWithProviders, SCREEN_TEST_MS } from '../../testing/render-with-providers.util';
import { createScriptedLink, deferred, type ScriptedReply } from '../../testing/scripted.link';
import { FakeMediaStream, FakePeerConnection, FakeTrack, installFakeWebRtc, removeFakeWebRtc } from './fake-webrtc.test-util';
import { useLocalMedia } from './local-media.hook';
import { RoomSession } from './RoomSession';
import { useRoomActions } from './room-actions.hook';

const waitingSession = (role: RoomRole, change: Partial<RoomSessionFieldsFragment> = {}): RoomSessionFieldsFragment => ({
  __typename: 'RoomSession',
  sessionId: 'session-1',
  eventsAfter: '0',
  connectionId: role === 'PATIENT' ? 'pat-1' : 'doc-1',
  appointmentId: 'appointment-1',
  protocol: '2026-0001',
  role,
  state: 'WAITING',
  status: 'PAID',
  companyId: 'company-1',
  companyName: 'Clínica Boa Saúde',
  professionalName: 'Dra. Ana Souza',
  patientName: 'João Lima',
  specialty: null,
  startsAt: '2026-12-01T13:00:00.000Z',
  endsAt: '2026-12-01T13:30:00.000Z',
  timeZone: 'America/Sao_Paulo',
  personId: 'person-1',
  enteredAt: '2026-12-01T12:58:00.000Z',
  peerPresent: false,
  peerConnectionId: null,
  consentGiven: role === 'PATIENT',
  npsAnswered: true,
  provider: 'BUILTIN',
  dailyUrl: null,
  dailyToken: null,
  inactivitySeconds: 3600,
  inactivityCountdownSeconds: 60,
  iceServers: [],
  ...change,
});

/** The attendance under way, with the professional in the room. */
const liveSession = (role: RoomRole) =>
  waitingSession(role, {
    state: 'LIVE',
    status: 'IN_ATTENDANCE',
    peerPresent: true,
    peerConnectionId: role === 'PATIENT' ? 'doc-1' : 'pat-1',
  });

let seq = 0;
/** One event of the room's subscription, as the gateway streams it. */
const roomEvent = (type: RoomEventType, role: RoomRole | null, extra: { fromConnectionId?: string; signal?: unknown } = {}) => ({
  roomEvents: {
    __typename: 'RoomEvent',
    seq: String(++seq),
    type,
    role,
    fromConnectionId: extra.fromConnectionId ?? null,
    signal: extra.signal ?? null,
    chat: null,
    status: null,
    at: '2026-12-01T13:00:00.000Z',
  },
});

/** The page around a session: the connectivity test's camera and microphone (started) and the room's mutations. */
function InRoom({ session, onStopped }: { session: RoomSessionFieldsFragment; onStopped: (why: string) => void }) {
  const media = useLocalMedia();
  const actions = useRoomActions();
  const { start } = media;
  useEffect(() => void start(), [start]);
  return <RoomSession session={session} media={media} actions={actions} onStopped={onStopped} />;
}

function enterRoom(
  session: RoomSessionFieldsFragment,
  { locale, startRoom }: { locale?: 'en'; startRoom?: () => Promise<ScriptedReply> } = {},
) {
  const live = { ...session, state: 'LIVE' as const, status: 'IN_ATTENDANCE' as const, peerPresent: true, peerConnectionId: 'pat-1' };
  const gateway = createScriptedLink();
  gateway.answer('StartRoom', startRoom ?? (() => ({ data: { startRoom: live } })));
  gateway.answer('SendRoomSignal', () => ({ data: { sendRoomSignal: true } }));
  gateway.answer('RoomChat', () => ({ data: { roomChat: [] } }));
  gateway.answer('RoomAppointmentStatus', () => ({
    data: { appointment: { __typename: 'Appointment', id: session.appointmentId, status: session.status } },
  }));
  gateway.answer('AwayFromRoom', () => ({ data: { awayFromRoom: true } }));
  gateway.answer('SendToAggregator', () => ({ data: { sendToAggregator: true } }));
  const onStopped = vi.fn();
  const rendered = renderWithProviders(<InRoom session={session} onStopped={onStopped} />, { locale, link: gateway.link });
  const room = () => screen.getByTestId('room');
  /** The gateway streams an event of the room (once this location has subscribed). */
  const push = async (data: Record<string, unknown>) => {
    await waitFor(() => expect(gateway.subscribed('RoomEvents')).toBe(true));
    act(() => gateway.push('RoomEvents', data));
  };
  return { ...rendered, gateway, onStopped, room, push };
}

let media: ReturnType<typeof installFakeWebRtc>;
beforeEach(() => {
  media = installFakeWebRtc();
});
afterEach(() => {
  cleanup();
  removeFakeWebRtc();
});

describe('RoomSession, the patient', { timeout: SCREEN_TEST_MS }, () => {
  it('waits for the professional in Portuguese, and hears when they come in', async () => {
    const { room, push } = enterRoom(waitingSession('PATIENT'));
    expect(room().getAttribute('data-room-state')).toBe('waiting');
    expect(screen.getByText('Atendimento com Dra. Ana Souza · protocolo 2026-0001')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Aguardando o profissional iniciar' })).toBeTruthy();
    expect(screen.getByText('Mantenha esta página aberta: o atendimento começa aqui.')).toBeTruthy();

    await push(roomEvent('PEER_JOINED', 'PROFESSIONAL', { fromConnectionId: 'doc-1' }));
    expect(screen.getByText('O profissional está na sala.')).toBeTruthy();
  });

  it('speaks English to an English-speaking patient', () => {
    enterRoom(waitingSession('PATIENT'), { locale: 'en' });
    expect(screen.getByRole('heading', { name: 'Waiting for the professional to start' })).toBeTruthy();
    expect(screen.getByText('You are in the waiting room. Dra. Ana Souza will start the attendance shortly.')).toBeTruthy();
  });

  it('goes live when the professional starts: the call answers their offer and shows their video once connected', async () => {
    const { room, push, gateway } = enterRoom(waitingSession('PATIENT', { peerPresent: true, peerConnectionId: 'doc-1' }));
    await push(roomEvent('STARTED', 'PROFESSIONAL', { fromConnectionId: 'doc-1' }));
    expect(room().getAttribute('data-room-state')).toBe('live');
    expect(screen.getByText('Conectando com Dra. Ana Souza…')).toBeTruthy();

    await push(
      roomEvent('SIGNAL', 'PROFESSIONAL', { fromConnectionId: 'doc-1', signal: { description: { type: 'offer', sdp: 'their-offer' } } }),
    );
    await waitFor(() =>
      expect(gateway.calls('SendRoomSignal')).toEqual([
        { sessionId: 'session-1', signal: { description: { type: 'answer', sdp: 'answer-sdp' } } },
      ]),
    );
    const [connection] = FakePeerConnection.made;
    expect(connection?.tracks).toEqual([media.microphone, media.camera]);

    act(() => connection?.connect(new FakeMediaStream([new FakeTrack('video', 'their-camera')])));
    expect(screen.queryByText('Conectando com Dra. Ana Souza…')).toBeNull();
    expect(room().getAttribute('data-peer-state')).toBe('connected');
  });

  it('mutes the microphone in the call and on the button', async () => {
    const { user } = enterRoom(liveSession('PATIENT'));
    await waitFor(() => expect(FakePeerConnection.made).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Desligar o microfone' }));
    expect(media.microphone.enabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Ligar o microfone' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('says so when the professional leaves during the attendance', async () => {
    const { push } = enterRoom(liveSession('PATIENT'));
    await push(roomEvent('PEER_LEFT', 'PROFESSIONAL', { fromConnectionId: 'doc-1' }));
    expect(screen.getByTestId('room-peer-left').textContent).toBe('O outro participante saiu da sala; aguardando o retorno');
  });

  it('ends with thanks when the professional finishes: the call closed, the camera released, the minutes reported', async () => {
    const { room, push, gateway } = enterRoom(liveSession('PATIENT'));
    await waitFor(() => expect(FakePeerConnection.made).toHaveLength(1));
    await push(roomEvent('ENDED', 'PROFESSIONAL'));

    expect(room().getAttribute('data-room-state')).toBe('ended');
    expect(screen.getByText('Obrigado, o atendimento foi encerrado')).toBeTruthy();
    expect(FakePeerConnection.made[0]?.closed).toBe(true);
    expect(media.camera.stopped).toBe(true);
    await waitFor(() => expect(gateway.calls('SendToAggregator')).toHaveLength(1));
  });

  it('stops when the same person enters from another place', async () => {
    const { push, onStopped } = enterRoom(waitingSession('PATIENT'));
    await push(roomEvent('SUPERSEDED', 'PATIENT'));
    expect(onStopped).toHaveBeenCalledWith('superseded');
  });
});

describe('RoomSession, the professional', { timeout: SCREEN_TEST_MS }, () => {
  it('sees the patient come in with their consent, and starts the attendance: the button waits, then the call offers', async () => {
    const answer = deferred<ScriptedReply>();
    const session = waitingSession('PROFESSIONAL');
    const { room, push, user, gateway } = enterRoom(session, { startRoom: () => answer.promise });
    expect(screen.getByTestId('room-patient-presence').textContent).toBe('O paciente ainda não entrou');
    await push(roomEvent('PEER_JOINED', 'PATIENT', { fromConnectionId: 'pat-1' }));
    expect(screen.getByTestId('room-patient-presence').textContent).toBe('O paciente está na sala');
    expect(screen.getByTestId('room-patient-consent').textContent).toBe('Consentimento de telemedicina dado');

    const start = screen.getByRole('button', { name: 'Iniciar atendimento' });
    await user.click(start);
    expect((start as HTMLButtonElement).disabled).toBe(true);
    expect(gateway.calls('StartRoom')).toEqual([{ sessionId: 'session-1' }]);

    answer.resolve({
      data: { startRoom: { ...session, state: 'LIVE', status: 'IN_ATTENDANCE', peerPresent: true, peerConnectionId: 'pat-1' } },
    });
    await waitFor(() => expect(room().getAttribute('data-room-state')).toBe('live'));
    await waitFor(() =>
      expect(gateway.calls('SendRoomSignal')).toContainEqual({
        sessionId: 'session-1',
        signal: { description: { type: 'offer', sdp: 'offer-sdp' } },
      }),
    );
    expect(screen.getByRole('button', { name: 'Finalizar atendimento' })).toBeTruthy();
  });

  it('finishes the attendance after asking, and shows the end of service', async () => {
    const session = liveSession('PROFESSIONAL');
    const answer = deferred<ScriptedReply>();
    const { user, gateway, room } = enterRoom(session);
    gateway.answer('FinishRoom', () => answer.promise);
    gateway.answer('RoomEndAppointment', () => ({
      data: {
        appointment: {
          __typename: 'Appointment',
          id: session.appointmentId,
          protocol: session.protocol,
          patientName: session.patientName,
          statusName: 'Finalizada pelo profissional',
          attendanceStartedAt: '2026-12-01T13:00:00.000Z',
          finishedAt: '2026-12-01T13:25:00.000Z',
          leftAt: null,
        },
      },
    }));
    await user.click(screen.getByRole('button', { name: 'Finalizar atendimento' }));
    // The question comes once the notes are known to be saved (a loaded machine takes longer than the default second).
    const dialog = await screen.findByRole('dialog', { name: 'Finalizar o atendimento?' }, { timeout: 10_000 });
    await user.click(within(dialog).getByRole('button', { name: 'Finalizar atendimento' }));

    await waitFor(() => expect((within(dialog).getByRole('button', { name: 'Ficar' }) as HTMLButtonElement).disabled).toBe(true), {
      timeout: 10_000,
    });
    expect(gateway.calls('FinishRoom')).toEqual([{ sessionId: 'session-1' }]);
    answer.resolve({ data: { finishRoom: { ...session, state: 'ENDED', status: 'FINISHED_BY_PROFESSIONAL' } } });

    expect(await screen.findByRole('heading', { name: 'Fim do atendimento' })).toBeTruthy();
    expect(room().getAttribute('data-room-state')).toBe('ended');
    expect(await screen.findByText('25 min')).toBeTruthy();
  });

  it('shows why the attendance could not start, and lets the professional try again', async () => {
    const { user } = enterRoom(waitingSession('PROFESSIONAL'), {
      startRoom: async () => ({ data: null, errors: [{ message: 'Room not live', extensions: { code: 'ROOM_UNAVAILABLE' } }] }),
    });
    await user.click(screen.getByRole('button', { name: 'Iniciar atendimento' }));

    expect((await screen.findByTestId('room-start-error')).textContent).toBe(
      'Não será possível entrar na sala de atendimento, verifique se o agendamento ainda é válido',
    );
    expect((screen.getByRole('button', { name: 'Iniciar atendimento' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
