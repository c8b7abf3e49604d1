/**
 * M12's in-page half (plain browser JavaScript: the tests' TypeScript program has no DOM types), driven by
 * m12-video.ts through `window.m12`:
 *
 * - bare: two RTCPeerConnections in one page hand each other their signals directly, with the least code that
 *   connects them (class Peer: one offer, one answer, candidates passed on as they come);
 * - client: one location per page (on the gateway's origin: same-origin fetch, and a secure context for the camera),
 *   the patient app's own PeerCall (window.m12PeerCall, added before this script) with joinRoom, the roomEvents
 *   subscription and sendRoomSignal written by hand here (a graphql-transport-ws client: nothing is loaded at run
 *   time), wired as the app's room page wires it;
 * - app: as an init script of the patient app's own pages, `m12.ui` only watches the room page: its JoinRoom and
 *   SendRoomSignal requests, the SIGNALs on its websocket, and the frames of its remote <video>.
 *
 * Times are absolute (performance.timeOrigin + performance.now()), so the two pages' times compare.
 */
(() => {
  const now = () => performance.timeOrigin + performance.now();

  const ROOM_SESSION = 'sessionId connectionId state peerPresent peerConnectionId eventsAfter iceServers { urls username credential }';
  const JOIN = `mutation M12Join($access: String!) { joinRoom(access: $access) { ${ROOM_SESSION} } }`;
  const START = `mutation M12Start($sessionId: ID!) { startRoom(sessionId: $sessionId) { ${ROOM_SESSION} } }`;
  const FINISH = 'mutation M12Finish($sessionId: ID!) { finishRoom(sessionId: $sessionId) { state } }';
  const SIGNAL = 'mutation M12Signal($sessionId: ID!, $signal: JSON!) { sendRoomSignal(sessionId: $sessionId, signal: $signal) }';
  const EVENTS =
    'subscription M12Events($sessionId: ID!, $after: String) { roomEvents(sessionId: $sessionId, after: $after) { type role fromConnectionId signal status } }';

  /** The fake camera and microphone (Chromium's --use-fake-device-for-media-stream), acquired before any timing. */
  let local = null;
  async function media() {
    if (!local || local.getTracks().some((t) => t.readyState === 'ended')) {
      local = await navigator.mediaDevices.getUserMedia({ video: { width: 640, height: 480 }, audio: true });
    }
    return local;
  }

  /**
   * A remote video: resolves with the time of its first decoded frame, from requestVideoFrameCallback (the frame is
   * presented) or from getStats' inbound-rtp framesDecoded > 0, whichever says so first.
   */
  function firstFrame(pc, stream) {
    const video = document.createElement('video');
    video.muted = true;
    video.autoplay = true;
    video.playsInline = true;
    video.width = 160;
    video.height = 120;
    document.body.append(video);
    video.srcObject = stream;
    video.play().catch(() => undefined);
    return new Promise((resolve) => {
      let done = false;
      const finish = (source) => {
        if (done) return;
        done = true;
        resolve({ at: now(), source });
      };
      if ('requestVideoFrameCallback' in video) video.requestVideoFrameCallback(() => finish('requestVideoFrameCallback'));
      const poll = async () => {
        if (done || pc.connectionState === 'closed') return;
        const stats = await pc.getStats().catch(() => null);
        for (const s of stats?.values() ?? [])
          if (s.type === 'inbound-rtp' && s.kind === 'video' && s.framesDecoded > 0) finish('getStats');
        if (!done) setTimeout(poll, 20);
      };
      setTimeout(poll, 20);
    });
  }

  /**
   * One side of the bare call: the offerer adds its tracks (negotiationneeded makes the offer); the answerer puts its
   * tracks on the offered transceivers before answering, so one offer and one answer set both directions up. Signals
   * go out one at a time, in order; candidates found meanwhile leave together. (Perfect negotiation's collision rules
   * are kept, though in this arm nothing collides.)
   */
  class Peer {
    constructor({ polite, send, iceServers = [] }) {
      this.polite = polite;
      this.send = send;
      this.pc = new RTCPeerConnection({ iceServers });
      this.makingOffer = false;
      this.ignoreOffer = false;
      this.remoteCandidates = [];
      this.outgoing = [];
      this.sending = false;
      this.errors = [];
      this.frame = new Promise((resolve) => {
        this.pc.ontrack = (e) => {
          if (e.track.kind !== 'video' || this.frameStarted) return;
          this.frameStarted = true;
          resolve(firstFrame(this.pc, e.streams[0] ?? new MediaStream([e.track])));
        };
      });
      this.pc.onicecandidate = (e) => {
        if (e.candidate) this.queue({ candidate: e.candidate.toJSON() });
      };
      this.pc.onnegotiationneeded = async () => {
        try {
          this.makingOffer = true;
          await this.pc.setLocalDescription();
          this.queue({ description: this.pc.localDescription.toJSON() });
        } catch (e) {
          this.errors.push(String(e));
        } finally {
          this.makingOffer = false;
        }
      };
    }

    /** The offerer: its tracks on the connection (negotiationneeded sends the offer). */
    offer(stream) {
      for (const track of stream.getTracks()) this.pc.addTrack(track, stream);
    }

    queue(item) {
      this.outgoing.push(item);
      void this.flush();
    }

    async flush() {
      if (this.sending || this.outgoing.length === 0) return;
      this.sending = true;
      try {
        while (this.outgoing.length) {
          const next = this.outgoing.shift();
          if (next.description) {
            await this.send({ description: next.description });
            continue;
          }
          const candidates = [next.candidate];
          while (this.outgoing[0]?.candidate) candidates.push(this.outgoing.shift().candidate);
          await this.send({ candidates });
        }
      } catch (e) {
        this.errors.push(String(e));
      } finally {
        this.sending = false;
      }
    }

    async receive(signal, stream) {
      try {
        if (signal.description) {
          const description = signal.description;
          const collision = description.type === 'offer' && (this.makingOffer || this.pc.signalingState !== 'stable');
          this.ignoreOffer = !this.polite && collision;
          if (this.ignoreOffer) return;
          await this.pc.setRemoteDescription(description);
          if (description.type === 'offer') {
            for (const track of stream.getTracks()) {
              const t = this.pc.getTransceivers().find((x) => x.receiver.track.kind === track.kind && !x.sender.track);
              if (!t) continue;
              await t.sender.replaceTrack(track);
              t.sender.setStreams?.(stream);
              t.direction = 'sendrecv';
            }
            await this.pc.setLocalDescription();
            this.queue({ description: this.pc.localDescription.toJSON() });
          }
          for (const c of this.remoteCandidates.splice(0)) await this.addCandidate(c);
        }
        const candidates = signal.candidates ?? (signal.candidate ? [signal.candidate] : []);
        for (const c of candidates) {
          if (this.pc.remoteDescription) await this.addCandidate(c);
          else this.remoteCandidates.push(c);
        }
      } catch (e) {
        this.errors.push(String(e));
      }
    }

    async addCandidate(c) {
      try {
        await this.pc.addIceCandidate(c);
      } catch (e) {
        if (!this.ignoreOffer) this.errors.push(String(e));
      }
    }

    close() {
      this.pc.close();
    }
  }

  const withTimeout = (promise, ms, what) =>
    Promise.race([promise, new Promise((_, reject) => setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms))]);

  function clear() {
    for (const v of document.querySelectorAll('video')) {
      v.srcObject = null;
      v.remove();
    }
  }

  /** Arm "bare": two connections in this page, signals handed over directly (on the next task, as a message would be). */
  async function bare(timeoutMs) {
    clear();
    const stream = await media();
    const t0 = now();
    let a = null;
    let b = null;
    let messages = 0;
    const relay = (to) => async (signal) => {
      messages++;
      const copy = JSON.parse(JSON.stringify(signal));
      setTimeout(() => void to().receive(copy, stream), 0);
    };
    a = new Peer({ polite: false, send: relay(() => b) });
    b = new Peer({ polite: true, send: relay(() => a) });
    try {
      a.offer(stream);
      const [fa, fb] = await withTimeout(Promise.all([a.frame, b.frame]), timeoutMs, 'bare: first frames');
      return { ms: Math.max(fa.at, fb.at) - t0, messages, sources: [fa.source, fb.source], errors: [...a.errors, ...b.errors] };
    } finally {
      a.close();
      b.close();
      clear();
    }
  }

  /** The gateway over HTTP (same origin) with this side's token. */
  async function gql(endpoint, token, query, variables) {
    const res = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-language': 'en' },
      body: JSON.stringify({ query, variables }),
    });
    const body = await res.json();
    if (body.errors?.length || !body.data) throw new Error(`gateway: ${(body.errors ?? []).map((e) => e.message).join('; ')}`);
    return body.data;
  }

  /** A graphql-transport-ws client by hand: connection_init with the token, subscribe, next/error/complete, pong. */
  function socket(url, token) {
    const ws = new WebSocket(url, 'graphql-transport-ws');
    const handlers = new Map();
    let id = 0;
    const ready = new Promise((resolve, reject) => {
      ws.onopen = () => ws.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } }));
      ws.onerror = () => reject(new Error('websocket error'));
      ws.onclose = (e) => reject(new Error(`websocket closed (${e.code})`));
      ws.onmessage = (m) => {
        const msg = JSON.parse(m.data);
        if (msg.type === 'connection_ack') resolve();
        else if (msg.type === 'ping') ws.send(JSON.stringify({ type: 'pong' }));
        else if (msg.type === 'next') handlers.get(msg.id)?.next(msg.payload);
        else if (msg.type === 'error') handlers.get(msg.id)?.error(msg.payload);
      };
    });
    return {
      ready,
      subscribe(query, variables, handler) {
        const key = String(++id);
        handlers.set(key, handler);
        ws.send(JSON.stringify({ id: key, type: 'subscribe', payload: { query, variables } }));
      },
      close: () => ws.close(),
    };
  }

  /**
   * Arm "client", one location, as the patient app's room page runs its built-in call: the app's own PeerCall
   * (patient-app/src/features/room/peer-call.ts, loaded by m12-video.ts as window.m12PeerCall: perfect negotiation, the
   * patient polite and waiting for the professional's offer, candidates in batches, offers retried) is started once
   * the attendance is live, told the other side's location (the session's peerConnectionId, then PEER_JOINED) and
   * handed every SIGNAL. `enter` is the join(): timed from its call. Every signal is counted with its time.
   */
  let room = null;

  async function enter({ endpoint, wsUrl, token, access, role, start }) {
    clear();
    const stream = await media();
    const t0 = now();
    const log = { t0, sent: [], received: [], events: [], errors: [] };
    // As the room page does: joinRoom, then the subscription on a websocket opened for it (graphql-ws is lazy).
    const { joinRoom: session } = await gql(endpoint, token, JOIN, { access });
    const ws = socket(wsUrl, token);
    await ws.ready;
    let resolveFrame;
    const state = {
      session,
      log,
      ws,
      endpoint,
      token,
      role,
      frame: new Promise((resolve) => {
        resolveFrame = resolve;
      }),
    };
    const warn = console.warn;
    const call = new window.m12PeerCall({
      polite: role === 'PATIENT',
      iceServers: (session.iceServers ?? []).map((s) => ({
        urls: s.urls,
        ...(s.username ? { username: s.username, credential: s.credential } : {}),
      })),
      send: async (signal) => {
        log.sent.push(now());
        await gql(endpoint, token, SIGNAL, { sessionId: session.sessionId, signal });
      },
      events: {
        onRemoteStream: (remote) => {
          const pc = call.connection;
          if (remote && pc && !state.watched) {
            state.watched = true;
            void firstFrame(pc, remote).then(resolveFrame);
          }
        },
        onState: () => undefined,
      },
    });
    state.call = call;
    // The app's warnings (a failed signal, candidate…) are this run's errors.
    console.warn = (...args) => {
      log.errors.push(args.map(String).join(' '));
      warn(...args);
    };
    state.restoreWarn = () => {
      console.warn = warn;
    };
    let live = session.state === 'LIVE';
    ws.subscribe(
      EVENTS,
      // From the join's cursor, as the room page subscribes: what happened since the join is replayed, not lost.
      { sessionId: session.sessionId, after: session.eventsAfter ?? null },
      {
        next: (payload) => {
          const event = payload.data?.roomEvents;
          if (!event) return log.errors.push(JSON.stringify(payload.errors ?? payload));
          log.events.push([now(), event.type]);
          const fromPeer = event.role && event.role !== role;
          if (event.type === 'SIGNAL') {
            log.received.push(now());
            call.handleSignal(event.fromConnectionId, event.signal);
          } else if (event.type === 'PEER_JOINED' && fromPeer) {
            call.setPeer(event.fromConnectionId);
          } else if (event.type === 'PEER_LEFT' && fromPeer) {
            call.setPeer(null);
          } else if (event.type === 'STARTED' && !live) {
            live = true;
            call.start(stream);
          }
        },
        error: (e) => log.errors.push(JSON.stringify(e)),
      },
    );
    if (session.peerPresent) call.setPeer(session.peerConnectionId);
    if (live) call.start(stream);
    if (start) {
      await gql(endpoint, token, START, { sessionId: session.sessionId });
      // Its own STARTED event: the subscription is in place before the other side comes in.
      const until = now() + 5000;
      while (!log.events.some(([, type]) => type === 'STARTED')) {
        if (now() > until) throw new Error(`${role}: no STARTED event on roomEvents within 5 s (${log.errors.join('; ')})`);
        await new Promise((r) => setTimeout(r, 5));
      }
    }
    room = state;
    return { state: session.state, peerPresent: session.peerPresent, joinedMs: now() - t0 };
  }

  /** This location's first remote frame and its signals (count of those up to the frame), or the reason it has none. */
  async function frame(timeoutMs) {
    const state = room;
    const f = await withTimeout(state.frame, timeoutMs, `${state.role}: first remote frame`).catch((e) => {
      throw new Error(
        `${e.message}; events ${JSON.stringify(state.log.events.map(([t, type]) => [Math.round(t - state.log.t0), type]))}; errors ${state.log.errors.join(' | ')}`,
      );
    });
    const before = (times) => times.filter((t) => t <= f.at).length;
    return {
      t0: state.log.t0,
      at: f.at,
      source: f.source,
      sent: before(state.log.sent),
      received: before(state.log.received),
      events: state.log.events,
      errors: state.log.errors,
    };
  }

  /** Ends this location: the professional finishes the attendance; both close their connection and socket. */
  async function leave() {
    const state = room;
    room = null;
    if (!state) return;
    state.call.close();
    state.restoreWarn();
    if (state.role === 'PROFESSIONAL')
      await gql(state.endpoint, state.token, FINISH, { sessionId: state.session.sessionId }).catch(() => undefined);
    state.ws.close();
    clear();
  }

  /**
   * Arm "app", on the patient app's own room page: this script is an init script there (it runs before the app), and
   * watches what the page does without changing it — the JoinRoom request (the join() of Enter the room), every
   * SendRoomSignal request, every SIGNAL that arrives on the websocket, and the frames of the remote <video>.
   */
  const ui = { joinAt: null, sent: [], received: [], frames: [] };
  const appFetch = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const body = typeof init?.body === 'string' ? init.body : '';
    if (body.includes('"operationName":"JoinRoom"')) ui.joinAt = now();
    else if (body.includes('"operationName":"SendRoomSignal"')) ui.sent.push(now());
    return appFetch(input, init);
  };
  const AppWebSocket = window.WebSocket;
  window.WebSocket = class extends AppWebSocket {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (m) => {
        if (typeof m.data !== 'string' || !m.data.includes('"SIGNAL"')) return;
        try {
          if (JSON.parse(m.data).payload?.data?.roomEvents?.type === 'SIGNAL') ui.received.push(now());
        } catch {
          // not JSON: not a room event
        }
      });
    }
  };
  let watched = null;
  setInterval(() => {
    const video = document.querySelector('video[data-testid="remote-video"]');
    const stream = video?.srcObject;
    if (!stream || stream === watched || !('requestVideoFrameCallback' in video)) return;
    watched = stream;
    video.requestVideoFrameCallback(() => ui.frames.push(now()));
  }, 10);
  /** The remote video's first frame after `after` (absolute ms), or null. */
  ui.frameAfter = (after) => ui.frames.find((t) => t >= after) ?? null;

  window.m12 = { media: async () => void (await media()), bare, enter, frame, leave, ui };
})();
