import { type ExecutionArgs, execute } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchema } from '../../schema.js';
import { contextOf, FakeFlow, queueEvent, type Subscribed, settle, subscribe, type Who } from '../../subscriptions/fan-out.fakes.js';
import { FanOut } from '../../subscriptions/fan-out.js';

/**
 * emergencyBoardChanged shares one execution per event only between subscribers who see the same events: the same
 * company and, for a professional, the same granted queues. Nothing of one company reaches another.
 */
const schema = buildSchema();
const BOARD = 'subscription($after: ID) { emergencyBoardChanged(after: $after) { sequence type queueId } }';
const A = 'company-a';
const B = 'company-b';
const manager = (token: string, companyId = A): Who => ({ token, companyId, roles: ['M'], canManage: true });
const professional = (token: string, queues: string[]): Who => ({ token, companyId: A, roles: ['D'], canManage: false, queues });

function fanOutCounting() {
  const runs: ExecutionArgs[] = [];
  const fanOut = new FanOut(schema, {
    execute: (args) => {
      runs.push(args);
      return execute(args);
    },
  });
  const eventRuns = () =>
    runs.filter((r) => (r.rootValue as { emergencyBoardChanged: { type: string } }).emergencyBoardChanged.type !== 'SUBSCRIBED').length;
  return { fanOut, eventRuns };
}
const received = (s: Subscribed) =>
  s.socket
    .payloads<{ data: { emergencyBoardChanged: { sequence: string; type: string } } }>()
    .map((p) => p.data.emergencyBoardChanged)
    .filter((c) => c.type !== 'SUBSCRIBED')
    .map((c) => c.sequence);

describe('emergencyBoardChanged: frames are shared within one visibility only', () => {
  it("managers of one company share; a professional sees only their granted queues; another company's manager sees none of it", async () => {
    const flow = new FakeFlow();
    const { fanOut, eventRuns } = fanOutCounting();
    const managers = [
      await subscribe(fanOut, schema, contextOf(flow, manager('ana')), BOARD),
      await subscribe(fanOut, schema, contextOf(flow, manager('bia')), BOARD),
    ];
    const q1 = [
      await subscribe(fanOut, schema, contextOf(flow, professional('dra', ['q1'])), BOARD),
      await subscribe(fanOut, schema, contextOf(flow, professional('dr', ['q1'])), BOARD),
    ];
    const q1q2 = await subscribe(fanOut, schema, contextOf(flow, professional('drb', ['q2', 'q1'])), BOARD);
    const other = await subscribe(fanOut, schema, contextOf(flow, manager('zeca', B)), BOARD);
    // manager · q1 · q1+q2 · company B
    expect(fanOut.shareKeys).toBe(4);

    const inQ1 = queueEvent(A, 'q1');
    const inQ2 = queueEvent(A, 'q2');
    const inQ3 = queueEvent(A, 'q3');
    const ofB = queueEvent(B, 'q9');
    for (const e of [inQ1, inQ2, inQ3, ofB]) flow.emit(e);
    await settle();

    for (const s of managers) expect(received(s)).toEqual([inQ1.seq, inQ2.seq, inQ3.seq]);
    for (const s of q1) expect(received(s)).toEqual([inQ1.seq]);
    expect(received(q1q2)).toEqual([inQ1.seq, inQ2.seq]);
    expect(received(other)).toEqual([ofB.seq]);
    // inQ1 once per visibility that sees it (managers, q1, q1+q2), inQ2 (managers, q1+q2), inQ3 (managers), ofB (B)
    expect(eventRuns()).toBe(3 + 2 + 1 + 1);
  });
});
