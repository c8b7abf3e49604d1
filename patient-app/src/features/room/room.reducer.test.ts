import { describe, expect, it } from 'vitest';
import { initialRoomView, type RoomAction, type RoomView, roomReducer } from './room.reducer';

const patientSession = {
  role: 'PATIENT' as const,
  state: 'WAITING' as const,
  status: 'PAID' as const,
  peerPresent: false,
  peerConnectionId: null,
  consentGiven: true,
};
const professionalSession = { ...patientSession, role: 'PROFESSIONAL' as const, consentGiven: false };
const event = (type: string, extra: Partial<{ role: 'PATIENT' | 'PROFESSIONAL'; fromConnectionId: string; status: string }> = {}) =>
  ({
    type: 'event',
    event: { type, role: extra.role ?? null, fromConnectionId: extra.fromConnectionId ?? null, status: extra.status ?? null },
  }) as RoomAction;
const run = (view: RoomView, ...actions: RoomAction[]) => actions.reduce(roomReducer, view);

describe('the room as the patient sees it', () => {
  it('waits, learns the professional came, and goes live when they start', () => {
    const view = run(
      initialRoomView(patientSession),
      event('PEER_JOINED', { role: 'PROFESSIONAL', fromConnectionId: 'doc-1' }),
      event('STARTED', { role: 'PROFESSIONAL' }),
    );
    expect(view).toMatchObject({ state: 'LIVE', status: 'IN_ATTENDANCE', peerPresent: true, peerConnectionId: 'doc-1' });
  });

  it('takes the professional’s tag from STARTED when it has one', () => {
    const view = run(initialRoomView(patientSession), event('STARTED', { role: 'PROFESSIONAL', fromConnectionId: 'doc-2' }));
    expect(view).toMatchObject({ state: 'LIVE', peerPresent: true, peerConnectionId: 'doc-2' });
  });

  it('shows "the other participant left" while live, until they come back with a new tag', () => {
    const live = initialRoomView({ ...patientSession, state: 'LIVE', peerPresent: true, peerConnectionId: 'doc-1' });
    const left = run(live, event('PEER_LEFT', { role: 'PROFESSIONAL', fromConnectionId: 'doc-1' }));
    expect(left).toMatchObject({ peerPresent: false, peerLeft: true });
    const back = run(left, event('PEER_JOINED', { role: 'PROFESSIONAL', fromConnectionId: 'doc-9' }));
    expect(back).toMatchObject({ peerPresent: true, peerLeft: false, peerConnectionId: 'doc-9' });
  });

  it('ignores an earlier location of the professional leaving after the new one joined', () => {
    const live = initialRoomView({ ...patientSession, state: 'LIVE', peerPresent: true, peerConnectionId: 'doc-1' });
    const view = run(
      live,
      event('PEER_JOINED', { role: 'PROFESSIONAL', fromConnectionId: 'doc-2' }),
      event('PEER_LEFT', { role: 'PROFESSIONAL', fromConnectionId: 'doc-1' }),
    );
    expect(view).toMatchObject({ peerPresent: true, peerConnectionId: 'doc-2', peerLeft: false });
  });

  it('ends with the status the event tells, and stays ended', () => {
    const ended = run(
      initialRoomView({ ...patientSession, state: 'LIVE' }),
      event('ENDED', { status: 'FINISHED_BY_PROFESSIONAL' }),
      event('STARTED', { role: 'PROFESSIONAL' }),
      { type: 'status', status: 'IN_ATTENDANCE' },
    );
    expect(ended).toMatchObject({ state: 'ENDED', status: 'FINISHED_BY_PROFESSIONAL' });
  });

  it('is told it was replaced by another location', () => {
    expect(run(initialRoomView(patientSession), event('SUPERSEDED')).superseded).toBe(true);
  });

  it('ignores presence events of its own side', () => {
    const view = initialRoomView(patientSession);
    expect(run(view, event('PEER_JOINED', { role: 'PATIENT', fromConnectionId: 'me-2' }))).toBe(view);
  });

  it('catches up from the appointment’s status when an event was lost', () => {
    const live = run(initialRoomView(patientSession), { type: 'status', status: 'IN_ATTENDANCE' });
    expect(live.state).toBe('LIVE');
    expect(run(live, { type: 'status', status: 'PAID' }).state).toBe('LIVE');
    expect(run(live, { type: 'status', status: 'LEFT_BY_PATIENT' })).toMatchObject({ state: 'ENDED', status: 'LEFT_BY_PATIENT' });
  });
});

describe('who makes the first offer', () => {
  it('is the location that came last: this one after joining, the other after PEER_JOINED or its STARTED', () => {
    const joined = initialRoomView({ ...patientSession, state: 'LIVE', peerPresent: true, peerConnectionId: 'doc-1' });
    expect(joined.offerer).toBe('self');
    expect(run(joined, event('PEER_JOINED', { role: 'PROFESSIONAL', fromConnectionId: 'doc-2' })).offerer).toBe('peer');
    expect(run(initialRoomView(patientSession), event('STARTED', { role: 'PROFESSIONAL' })).offerer).toBe('peer');
  });

  it('is the professional who starts the attendance', () => {
    const waiting = run(initialRoomView(professionalSession), event('PEER_JOINED', { role: 'PATIENT', fromConnectionId: 'pat-1' }));
    expect(waiting.offerer).toBe('peer');
    const started = run(waiting, {
      type: 'session',
      session: { ...professionalSession, state: 'LIVE', status: 'IN_ATTENDANCE', peerPresent: true, peerConnectionId: 'pat-1' },
    });
    expect(started.offerer).toBe('self');
    // Its own STARTED may come before startRoom's answer.
    expect(run(waiting, event('STARTED', { role: 'PROFESSIONAL' })).offerer).toBe('self');
  });
});

describe('the room as the professional sees it', () => {
  it('sees the patient come in, which means the consent was given', () => {
    const view = run(initialRoomView(professionalSession), event('PEER_JOINED', { role: 'PATIENT', fromConnectionId: 'pat-1' }));
    expect(view).toMatchObject({ peerPresent: true, peerConnectionId: 'pat-1', consentGiven: true });
  });

  it('takes startRoom’s answer as it is', () => {
    const view = run(initialRoomView(professionalSession), {
      type: 'session',
      session: { ...professionalSession, state: 'LIVE', status: 'IN_ATTENDANCE', peerPresent: true, peerConnectionId: 'pat-1' },
    });
    expect(view).toMatchObject({ state: 'LIVE', peerPresent: true, peerConnectionId: 'pat-1' });
  });

  it('does not mark the patient as present on its own STARTED', () => {
    const view = run(initialRoomView(professionalSession), event('STARTED', { role: 'PROFESSIONAL' }));
    expect(view).toMatchObject({ state: 'LIVE', peerPresent: false });
  });

  it('does not show "left" for a patient leaving the waiting room', () => {
    const view = run(
      initialRoomView({ ...professionalSession, peerPresent: true, peerConnectionId: 'pat-1' }),
      event('PEER_LEFT', { role: 'PATIENT', fromConnectionId: 'pat-1' }),
    );
    expect(view).toMatchObject({ peerPresent: false, peerLeft: false });
  });
});
