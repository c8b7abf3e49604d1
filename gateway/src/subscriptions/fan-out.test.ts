import { type ExecutionArgs, execute, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { toBoardChange } from '../modules/emergency/emergency.mappers.js';
import { buildSchema } from '../schema.js';
import { contextOf, FakeFlow, graphqlWsFrame, queueEvent, type Subscribed, settle, subscribe, type Who } from './fan-out.fakes.js';
import { FanOut } from './fan-out.js';

const schema = buildSchema();
const BOARD =
  'subscription($after: ID) { emergencyBoardChanged(after: $after) { sequence type queueId protocolId positions { protocolId position } resyncRequired } }';
const CONSOLE_BOARD = 'subscription { emergencyBoardChanged { sequence type protocol { id patientName } } }';
const A = 'company-a';
const manager = (token: string): Who => ({ token, companyId: A, roles: ['M'], canManage: true });

type Change = { emergencyBoardChanged: { sequence: string; type: string | null; resyncRequired: boolean } };
const changes = (s: Subscribed) => s.socket.payloads<{ data: Change }>().map((p) => p.data.emergencyBoardChanged);
const sequences = (s: Subscribed) => changes(s).map((c) => (c.type === 'SUBSCRIBED' ? 'marker' : c.sequence));

/** A fan-out whose executions are counted (one per event per share key when shared; one per subscriber otherwise). */
function counted() {
  const runs: ExecutionArgs[] = [];
  const fanOut = new FanOut(schema, {
    execute: (args) => {
      runs.push(args);
      return execute(args);
    },
  });
  // the marker is every subscriber's own first item: count the events' executions only
  const eventRuns = () => runs.filter((r) => (r.rootValue as Change).emergencyBoardChanged.type !== 'SUBSCRIBED').length;
  return { fanOut, eventRuns, runs };
}

describe('shared fan-out of a subscription whose events are the same for every subscriber', () => {
  it('executes each event once for all subscribers of one key and writes graphql-ws’s own bytes, with each one’s id', async () => {
    const flow = new FakeFlow();
    const { fanOut, eventRuns } = counted();
    const subs = [
      await subscribe(fanOut, schema, contextOf(flow, manager('ana')), BOARD, {}, 'a'),
      await subscribe(fanOut, schema, contextOf(flow, manager('bia')), BOARD, {}, 'b'),
      await subscribe(fanOut, schema, contextOf(flow, manager('caio')), BOARD, {}, '1'),
    ];
    expect(subs.every((s) => s.shared)).toBe(true);
    const events = [queueEvent(A, 'q1'), queueEvent(A, 'q2', 'PROTOCOL_CLOSED')];
    for (const e of events) flow.emit(e);
    await settle();

    expect(eventRuns()).toBe(2); // not 6
    for (const s of subs) expect(sequences(s)).toEqual(['marker', ...events.map((e) => e.seq)]);
    // byte for byte what graphql-ws sends for graphql-js's result of the same event, only the id differs
    const expected = await execute({
      schema,
      document: parse(BOARD),
      rootValue: { emergencyBoardChanged: toBoardChange({ kind: 'event', event: events[0]! }) },
    });
    expect(subs[0]!.socket.frames[1]).toBe(graphqlWsFrame('a', expected));
    expect(subs[1]!.socket.frames[1]).toBe(graphqlWsFrame('b', expected));
    expect(subs[2]!.socket.frames[1]).toBe(graphqlWsFrame('1', expected));
  });

  it('a subscriber resuming with a cursor gets the gap, then the live events, in order and once, from the shared frames', async () => {
    const flow = new FakeFlow();
    const { fanOut, eventRuns } = counted();
    const before = [queueEvent(A, 'q1'), queueEvent(A, 'q1', 'PROTOCOL_CLOSED'), queueEvent(A, 'q1')];
    for (const e of before) flow.emit(e);
    const live = await subscribe(fanOut, schema, contextOf(flow, manager('ana')), BOARD);
    // the replay answers only after a live event has come in meanwhile (it is then in both: delivered once)
    let answer!: () => void;
    const replayed = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const log = flow.replay;
    flow.replay = async (after, companyId) => {
      await replayed;
      return log(after, companyId);
    };
    const resuming = await subscribe(fanOut, schema, contextOf(flow, manager('bia')), BOARD, { after: before[0]!.seq });
    const during = queueEvent(A, 'q1', 'PROTOCOL_CLOSED');
    flow.emit(during);
    await settle();
    answer();
    const after = queueEvent(A, 'q2');
    await settle();
    flow.emit(after);
    await settle();

    expect(sequences(resuming)).toEqual(['marker', before[1]!.seq, before[2]!.seq, during.seq, after.seq]);
    expect(sequences(live)).toEqual(['marker', during.seq, after.seq]);
    // the cursor does not split the key: `during` and `after` were executed once for both
    expect(eventRuns()).toBe(4);
  });

  it('a document that reads with the subscriber’s own credentials is executed per subscriber, each with its own', async () => {
    const flow = new FakeFlow();
    const { fanOut, eventRuns } = counted();
    const ana = await subscribe(fanOut, schema, contextOf(flow, manager('ana')), CONSOLE_BOARD);
    const bia = await subscribe(fanOut, schema, contextOf(flow, manager('bia')), CONSOLE_BOARD);
    expect([ana.shared, bia.shared]).toEqual([false, false]);
    flow.emit(queueEvent(A, 'q1'));
    await settle();

    expect(eventRuns()).toBe(2);
    const seen = (s: Subscribed) =>
      s.socket
        .payloads<{ data: { emergencyBoardChanged: { protocol: { patientName: string } | null } } }>()
        .map((p) => p.data.emergencyBoardChanged.protocol?.patientName ?? null);
    expect(seen(ana)).toEqual([null, 'as seen by ana']);
    expect(seen(bia)).toEqual([null, 'as seen by bia']);
  });

  it('variables that change the result split the key; a different cursor does not', async () => {
    const flow = new FakeFlow();
    const { fanOut, eventRuns } = counted();
    const doc =
      'subscription($after: ID, $full: Boolean!) { emergencyBoardChanged(after: $after) { sequence positions @include(if: $full) { position } } }';
    flow.emit(queueEvent(A, 'q1'));
    const full = await subscribe(fanOut, schema, contextOf(flow, manager('ana')), doc, { full: true });
    const fullFromCursor = await subscribe(fanOut, schema, contextOf(flow, manager('bia')), doc, { full: true, after: flow.lastSequence });
    const light = await subscribe(fanOut, schema, contextOf(flow, manager('caio')), doc, { full: false });
    flow.emit(queueEvent(A, 'q1'));
    await settle();

    expect(eventRuns()).toBe(2);
    expect(fanOut.shareKeys).toBe(2);
    const positions = (s: Subscribed) => s.socket.payloads<{ data: { emergencyBoardChanged: { positions?: unknown[] } } }>()[1]!.data;
    expect(positions(full)).toEqual(positions(fullFromCursor));
    expect(positions(light).emergencyBoardChanged.positions).toBeUndefined();
  });

  it("integrators' queue events: a key and a manager of one company share each event; another company's key gets only its own", async () => {
    const flow = new FakeFlow();
    const { fanOut, runs } = counted();
    const QUEUE_EVENTS = 'subscription($after: ID) { emergencyQueueEvents(after: $after) { sequence type queueId } }';
    const key = await subscribe(fanOut, schema, contextOf(flow, { ...manager('key-a'), roles: [], apiKey: 'tk_a' }), QUEUE_EVENTS);
    const token = await subscribe(fanOut, schema, contextOf(flow, manager('ana')), QUEUE_EVENTS);
    const otherKey = await subscribe(
      fanOut,
      schema,
      contextOf(flow, { ...manager('key-b'), companyId: 'company-b', roles: [], apiKey: 'tk_b' }),
      QUEUE_EVENTS,
    );
    const ofA = queueEvent(A, 'q1');
    const ofB = queueEvent('company-b', 'q9');
    flow.emit(ofA);
    flow.emit(ofB);
    await settle();

    const got = (s: Subscribed) =>
      s.socket.payloads<{ data: { emergencyQueueEvents: { sequence: string } } }>().map((p) => p.data.emergencyQueueEvents.sequence);
    expect([key.shared, token.shared, otherKey.shared]).toEqual([true, true, true]);
    expect(got(key)).toEqual([ofA.seq]);
    expect(got(token)).toEqual([ofA.seq]);
    expect(got(otherKey)).toEqual([ofB.seq]);
    expect(key.socket.frames[0]).toBe(token.socket.frames[0]); // both used id "1": the very same bytes
    expect(runs).toHaveLength(2);
  });

  it('a resync signal reaches every subscriber, as its own frame', async () => {
    const flow = new FakeFlow();
    const { fanOut } = counted();
    const subs = [
      await subscribe(fanOut, schema, contextOf(flow, manager('ana')), BOARD),
      await subscribe(fanOut, schema, contextOf(flow, manager('bia')), BOARD),
    ];
    flow.resync();
    await settle();
    for (const s of subs) expect(changes(s).map((c) => c.resyncRequired)).toEqual([false, true]);
  });

  it('unsubscribing ends the stream, releases its upstream listener and, with the last subscriber, its key', async () => {
    const flow = new FakeFlow();
    const { fanOut } = counted();
    const subs = [
      await subscribe(fanOut, schema, contextOf(flow, manager('ana')), BOARD),
      await subscribe(fanOut, schema, contextOf(flow, manager('bia')), BOARD),
    ];
    await settle();
    expect([flow.listening, fanOut.shareKeys]).toEqual([2, 1]);
    await subs[0]!.stop();
    await subs[0]!.ended;
    flow.emit(queueEvent(A, 'q1'));
    await settle();
    expect(subs[0]!.socket.frames).toHaveLength(1); // the marker only
    expect(subs[1]!.socket.frames).toHaveLength(2);
    expect([flow.listening, fanOut.shareKeys]).toEqual([1, 1]);
    await subs[1]!.stop();
    await subs[1]!.ended;
    expect([flow.listening, fanOut.shareKeys]).toEqual([0, 0]);
  });

  it('a replay that fails ends the subscription with its error (graphql-ws sends it) and releases the key', async () => {
    const flow = new FakeFlow();
    const { fanOut } = counted();
    flow.replay = async () => {
      throw new Error('flow service unavailable');
    };
    const s = await subscribe(fanOut, schema, contextOf(flow, manager('ana')), BOARD, { after: '5' });
    await expect(s.ended).rejects.toThrow('flow service unavailable');
    expect([flow.listening, fanOut.shareKeys]).toEqual([0, 0]);
  });

  it('a socket with a long queue waits for it to go out; the other subscribers go on meanwhile', async () => {
    const flow = new FakeFlow();
    const { fanOut } = counted();
    const slow = await subscribe(fanOut, schema, contextOf(flow, manager('ana')), BOARD);
    const fast = await subscribe(fanOut, schema, contextOf(flow, manager('bia')), BOARD);
    await settle();
    slow.socket.bufferedAmount = 1024 * 1024;
    slow.socket.holdCallbacks = true;
    const events = [queueEvent(A, 'q1'), queueEvent(A, 'q1'), queueEvent(A, 'q1')];
    for (const e of events) flow.emit(e);
    await settle();
    expect(slow.socket.frames).toHaveLength(2); // the marker, then one frame it now waits on
    expect(fast.socket.frames).toHaveLength(4);
    slow.socket.drain();
    await settle();
    expect(sequences(slow)).toEqual(sequences(fast));
  });
});
