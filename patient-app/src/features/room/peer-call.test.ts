import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeNegotiatingPeerConnection } from './fake-negotiating-peer.test-util';
import { FakeMediaStream, FakeTrack } from './fake-webrtc.test-util';
import { PeerCall } from './peer-call';
import type { RoomSignal } from './room-signal.util';

const local = () => new FakeMediaStream([new FakeTrack('audio', 'mic'), new FakeTrack('video', 'cam')]) as unknown as MediaStream;
const offer = { description: { type: 'offer', sdp: 'their-offer' } };
const answer = { description: { type: 'answer', sdp: 'their-answer' } };
const candidates = (...names: string[]) => ({ candidates: names.map((candidate) => ({ candidate, sdpMid: '0', sdpMLineIndex: 0 })) });

function setUp(polite: boolean) {
  const connections: FakeNegotiatingPeerConnection[] = [];
  const sent: RoomSignal[] = [];
  const states: string[] = [];
  const call = new PeerCall({
    polite,
    iceServers: [],
    send: async (signal) => void sent.push(signal),
    events: { onRemoteStream: () => undefined, onState: (state) => void states.push(state) },
    offerWaitMs: 1000,
    offerRetryMs: 1500,
    candidateBatchMs: 50,
    createPeerConnection: () => {
      const pc = new FakeNegotiatingPeerConnection();
      connections.push(pc);
      return pc as unknown as RTCPeerConnection;
    },
  });
  return { call, connections, sent, states, pc: () => connections.at(-1)! };
}

/** Lets the queued events and promises run (fake timers: a 0 ms timeout is due 1 ms later). */
const settle = () => vi.advanceTimersByTimeAsync(1);

describe('PeerCall', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('MediaStream', FakeMediaStream);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('makes no connection before the call starts and the peer is known', async () => {
    const { call, connections } = setUp(false);
    call.setPeer('pat-1');
    expect(connections).toHaveLength(0);
    call.start(local());
    expect(connections).toHaveLength(1);
  });

  it('the impolite side (professional) offers at once; candidates follow the offer in one batch', async () => {
    const { call, sent, pc } = setUp(false);
    call.setPeer('pat-1');
    call.start(local());
    await settle();
    expect(pc().tracks).toEqual(['mic', 'cam']);
    pc().gather('c1', 'c2', 'c3');
    await vi.advanceTimersByTimeAsync(50);
    expect(sent).toEqual([{ description: { type: 'offer', sdp: 'offer-sdp' } }, candidates('c1', 'c2', 'c3')]);
  });

  it('the polite side (patient) waits for the offer and answers it with its tracks, without an offer of its own', async () => {
    const { call, sent, pc } = setUp(true);
    call.start(local());
    call.setPeer('doc-1');
    await settle();
    expect(pc().tracks).toEqual([]);
    call.handleSignal('doc-1', offer);
    await settle();
    expect(pc().remoteDescription).toEqual(offer.description);
    expect(pc().tracks).toEqual(['mic', 'cam']);
    expect(sent).toEqual([{ description: { type: 'answer', sdp: 'answer-sdp' } }]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent).toHaveLength(1);
  });

  it('the polite side offers itself when no offer comes', async () => {
    const { call, sent } = setUp(true);
    call.start(local());
    call.setPeer('doc-1');
    await vi.advanceTimersByTimeAsync(1000);
    await settle();
    expect(sent).toEqual([{ description: { type: 'offer', sdp: 'offer-sdp' } }]);
  });

  it('the location that came last makes the offer, whichever its politeness; the other waits for it', async () => {
    const newcomer = setUp(true);
    newcomer.call.setPeer('doc-1', 'self');
    newcomer.call.start(local());
    await settle();
    expect(newcomer.sent).toEqual([{ description: { type: 'offer', sdp: 'offer-sdp' } }]);

    const already = setUp(false);
    already.call.start(local());
    already.call.setPeer('pat-2', 'peer');
    await settle();
    expect(already.sent).toEqual([]);
    already.call.setPeer('pat-2', 'self');
    await settle();
    expect(already.sent).toEqual([{ description: { type: 'offer', sdp: 'offer-sdp' } }]);
  });

  it('ignores the signals of an earlier location of the peer', async () => {
    const { call, pc } = setUp(true);
    call.start(local());
    call.setPeer('doc-2');
    call.handleSignal('doc-1', offer);
    await settle();
    expect(pc().remoteDescription).toBeNull();
  });

  it('keeps candidates until the remote description is set', async () => {
    const { call, pc } = setUp(true);
    call.start(local());
    call.setPeer('doc-1');
    call.handleSignal('doc-1', candidates('early'));
    await settle();
    expect(pc().candidates).toEqual([]);
    call.handleSignal('doc-1', offer);
    call.handleSignal('doc-1', candidates('late'));
    await settle();
    expect(pc().candidates.map((c) => c.candidate)).toEqual(['early', 'late']);
  });

  it('replays what the peer sent before the call started', async () => {
    const { call, sent, pc } = setUp(true);
    call.setPeer('doc-1');
    call.handleSignal('doc-1', offer);
    call.start(local());
    await settle();
    expect(pc().remoteDescription).toEqual(offer.description);
    expect(sent).toEqual([{ description: { type: 'answer', sdp: 'answer-sdp' } }]);
  });

  it('the impolite side ignores an offer that collides with its own, the polite side gives way', async () => {
    const doctor = setUp(false);
    doctor.call.setPeer('pat-1');
    doctor.call.start(local());
    await settle();
    doctor.call.handleSignal('pat-1', offer);
    await settle();
    expect(doctor.pc().remoteDescription).toBeNull();

    const patient = setUp(true);
    patient.call.start(local());
    patient.call.setPeer('doc-1');
    await vi.advanceTimersByTimeAsync(1000);
    await settle();
    expect(patient.pc().signalingState).toBe('have-local-offer');
    patient.call.handleSignal('doc-1', offer);
    await settle();
    expect(patient.sent.at(-1)).toEqual({ description: { type: 'answer', sdp: 'answer-sdp' } });
  });

  it('sends an unanswered offer again, and stops once answered', async () => {
    const { call, sent } = setUp(false);
    call.setPeer('pat-1');
    call.start(local());
    await settle();
    await vi.advanceTimersByTimeAsync(1500);
    expect(sent.filter((s) => 'description' in s)).toHaveLength(2);
    call.handleSignal('pat-1', answer);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent.filter((s) => 'description' in s)).toHaveLength(2);
  });

  it('the polite side offers at once when candidates come without their offer (the offer was lost)', async () => {
    const { call, sent } = setUp(true);
    call.start(local());
    call.setPeer('doc-1');
    call.handleSignal('doc-1', candidates('orphan'));
    await settle();
    expect(sent).toEqual([{ description: { type: 'offer', sdp: 'offer-sdp' } }]);
  });

  it('the impolite side sends its offer again when the answer was lost, or when the polite side offers instead', async () => {
    const { call, sent } = setUp(false);
    call.setPeer('pat-1');
    call.start(local());
    await settle();
    const offers = () => sent.filter((s) => 'description' in s).length;
    expect(offers()).toBe(1);
    call.handleSignal('pat-1', candidates('for-a-lost-answer'));
    await settle();
    expect(offers()).toBe(1);
    await vi.advanceTimersByTimeAsync(300);
    call.handleSignal('pat-1', candidates('again'));
    await settle();
    expect(offers()).toBe(2);
    await vi.advanceTimersByTimeAsync(300);
    call.handleSignal('pat-1', offer);
    await settle();
    expect(offers()).toBe(3);
  });

  it('adopts the peer from its offer when its arrival was missed', async () => {
    const { call, pc } = setUp(false);
    const adopted: string[] = [];
    (call as unknown as { options: { events: { onPeerAdopted?: (id: string) => void } } }).options.events.onPeerAdopted = (id) =>
      void adopted.push(id);
    call.start(local());
    call.handleSignal('pat-1', offer);
    await settle();
    expect(adopted).toEqual(['pat-1']);
    expect(pc().remoteDescription).toEqual(offer.description);
  });

  it('a new location of the peer replaces the connection; the peer leaving closes it', async () => {
    const { call, connections } = setUp(false);
    call.start(local());
    call.setPeer('pat-1');
    call.setPeer('pat-1');
    call.setPeer('pat-2');
    expect(connections).toHaveLength(2);
    expect(connections[0]?.closed).toBe(true);
    call.setPeer(null);
    expect(connections[1]?.closed).toBe(true);
  });

  it('half-trickle: the description waits for the first burst of candidates, carries them, and later ones trickle', async () => {
    const { call, sent, pc } = setUp(false);
    call.setPeer('pat-1');
    call.start(local());
    const connection = pc();
    connection.iceGatheringState = 'gathering';
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([]);
    connection.gather('candidate:udp4', 'candidate:udp6');
    await vi.advanceTimersByTimeAsync(30);
    expect(sent).toEqual([{ description: { type: 'offer', sdp: 'offer-sdp\na=candidate:udp4\na=candidate:udp6' } }]);
    connection.gather('candidate:tcp4');
    await vi.advanceTimersByTimeAsync(50);
    expect(sent.at(-1)).toEqual(candidates('candidate:tcp4'));
    expect(sent).toHaveLength(2);
  });

  it('sends the description after at most the gathering wait, without candidates', async () => {
    const { call, sent, pc } = setUp(false);
    call.setPeer('pat-1');
    call.start(local());
    pc().iceGatheringState = 'gathering';
    await vi.advanceTimersByTimeAsync(149);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(10);
    expect(sent).toEqual([{ description: { type: 'offer', sdp: 'offer-sdp' } }]);
  });

  it('restarts ICE on a network change and when ICE fails', async () => {
    const { call, pc } = setUp(false);
    call.setPeer('pat-1');
    call.start(local());
    call.restart();
    pc().iceConnectionState = 'failed';
    (pc().oniceconnectionstatechange as () => void)();
    expect(pc().restarts).toBe(2);
  });
});
