import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { asEmail, gql, type SignedIn, signIn } from './harness/graphql.js';
import { startStack, type TestStack } from './harness/stack.js';
import { subscribe } from './harness/subscribe.js';

let stack: TestStack;
let admin: SignedIn;
let otherAdmin: SignedIn;
beforeAll(async () => {
  stack = await startStack();
  admin = await signIn(stack.gatewayUrl, asEmail('admin@clinica.example.com', 'Admin1234'));
  otherAdmin = await signIn(stack.gatewayUrl, asEmail('admin@bemviver.example.com', 'Admin1234'));
});
afterAll(async () => {
  await stack?.close();
});

type Change = { companyChanged: { sequence: string; action: string | null; resyncRequired: boolean; company: { name: string } | null } };
const CHANGED = 'subscription($after: ID) { companyChanged(after: $after) { sequence action resyncRequired company { name } } }';
const rename = (id: string, name: string, token = admin.accessToken) =>
  gql(
    stack.gatewayUrl,
    'mutation($id: ID!, $name: String) { updateCompany(id: $id, input: { name: $name }) { id } }',
    { id, name },
    { token },
  );
const settle = () => new Promise((r) => setTimeout(r, 300));

describe('company changes over graphql-ws, from the flow_event log', () => {
  it('delivers each change once, in commit order, to the managers of the company only', async () => {
    const mine = subscribe<Change>(stack.gatewayUrl, admin.accessToken, CHANGED);
    const theirs = subscribe<Change>(stack.gatewayUrl, otherAdmin.accessToken, CHANGED);
    await settle();
    // The changed company is read fresh for each event: wait for the first before the second change, so the first
    // event shows the first name whatever the machine's load.
    await rename(admin.viewer.companyId, 'Clínica Saúde Total 1');
    await mine.waitFor(1);
    await rename(admin.viewer.companyId, 'Clínica Saúde Total 2');
    const got = await mine.waitFor(2);
    expect(got.map((c) => c.companyChanged.company?.name)).toEqual(['Clínica Saúde Total 1', 'Clínica Saúde Total 2']);
    expect(got.map((c) => c.companyChanged.action)).toEqual(['UPDATED', 'UPDATED']);
    const seqs = got.map((c) => BigInt(c.companyChanged.sequence));
    expect(seqs[1]! > seqs[0]!).toBe(true);
    await settle();
    expect(theirs.received).toEqual([]);
    await mine.dispose();
    await theirs.dispose();
  });

  it('resumes after a cursor: changes made while disconnected arrive first, then live ones, none twice', async () => {
    const first = subscribe<Change>(stack.gatewayUrl, admin.accessToken, CHANGED);
    await settle();
    await rename(admin.viewer.companyId, 'Clínica Saúde Total A');
    const [seen] = await first.waitFor(1);
    await first.dispose();
    const cursor = seen!.companyChanged.sequence;

    await rename(admin.viewer.companyId, 'Clínica Saúde Total B');
    await rename(admin.viewer.companyId, 'Clínica Saúde Total C');
    const resumed = subscribe<Change>(stack.gatewayUrl, admin.accessToken, CHANGED, { after: cursor });
    await resumed.waitFor(2);
    await rename(admin.viewer.companyId, 'Clínica Saúde Total D');
    const all = await resumed.waitFor(3);
    expect(all).toHaveLength(3);
    expect(all.map((c) => c.companyChanged.action)).toEqual(['UPDATED', 'UPDATED', 'UPDATED']);
    // The company is read when the event is delivered, so the last one shows the live rename.
    expect(all[2]!.companyChanged.company?.name).toBe('Clínica Saúde Total D');
    const sequences = all.map((c) => BigInt(c.companyChanged.sequence));
    expect(sequences[0]! > BigInt(cursor)).toBe(true);
    expect(sequences[1]! > sequences[0]! && sequences[2]! > sequences[1]!).toBe(true);
    await resumed.dispose();
  });

  it("loses nothing when the gateway's upstream flow connection drops", async () => {
    const sub = subscribe<Change>(stack.gatewayUrl, admin.accessToken, CHANGED);
    await settle();
    stack.gateway.deps.flow.dropConnection();
    await rename(admin.viewer.companyId, 'Durante a queda 1');
    await rename(admin.viewer.companyId, 'Durante a queda 2');
    const got = await sub.waitFor(2, 8_000);
    expect(got.map((c) => c.companyChanged.action)).toEqual(['UPDATED', 'UPDATED']);
    await sub.dispose();
  });

  it('signals resyncRequired when the cursor is older than the retention window', async () => {
    await stack.services.ctx.db.query('delete from flow_event where seq < (select max(seq) from flow_event)');
    const sub = subscribe<Change>(stack.gatewayUrl, admin.accessToken, CHANGED, { after: '1' });
    const [first] = await sub.waitFor(1);
    expect(first!.companyChanged).toMatchObject({ resyncRequired: true, action: null });
    await sub.dispose();
  });

  it('refuses a socket without a valid token (close 4403) and a patient subscribing', async () => {
    const anon = subscribe<Change>(stack.gatewayUrl, 'not-a-token', CHANGED);
    await anon.done;
    expect(anon.closedWith()).toBe(4403);
    const patient = await signIn(stack.gatewayUrl, { method: 'CPF', cpf: '52998224725', birthDate: '1985-04-12' });
    const p = subscribe<Change>(stack.gatewayUrl, patient.accessToken, CHANGED);
    await p.done;
    expect(JSON.stringify(p.errors)).toContain('ACCESS_DENIED');
    await p.dispose();
  });
});

describe('the services flow websocket (SPEC §7 Realtime)', () => {
  const open = (query: string, headers: Record<string, string> = {}) => {
    const messages: Array<{ type: string; event?: { seq: string; companyId: string }; error?: { code: string } }> = [];
    const ws = new WebSocket(`${stack.servicesUrl.replace('http', 'ws')}/flow/ws?${query}`, { headers });
    ws.on('message', (d) => messages.push(JSON.parse(String(d))));
    const closed = new Promise<number>((r) => ws.on('close', (code) => r(code)));
    return { ws, messages, closed };
  };

  it('authenticates by token and company, resumes after a sequence, and sends heartbeats', async () => {
    await rename(admin.viewer.companyId, 'Fluxo 1');
    const probe = open(`token=${admin.accessToken}&companyId=${admin.viewer.companyId}`);
    // The stream says it is ready once it has read the log; on a loaded machine that takes a moment.
    const readyOf = () => probe.messages.find((m) => m.type === 'ready') as { last: string } | undefined;
    await expect.poll(readyOf, { timeout: 10_000 }).toBeDefined();
    const ready = readyOf();
    probe.ws.close();
    await rename(admin.viewer.companyId, 'Fluxo 2');
    await rename(otherAdmin.viewer.companyId, 'Outra clínica', otherAdmin.accessToken);
    const resumed = open(`token=${admin.accessToken}&companyId=${admin.viewer.companyId}&after=${ready!.last}`);
    // The one event after `last` of this company (not the other's), then a heartbeat (FLOW_HEARTBEAT_MS 1000).
    await expect.poll(() => resumed.messages.some((m) => m.type === 'heartbeat'), { timeout: 10_000 }).toBe(true);
    const events = resumed.messages.filter((m) => m.type === 'event');
    expect(events).toHaveLength(1);
    expect(events[0]!.event!.companyId).toBe(admin.viewer.companyId);
    resumed.ws.close();
  });

  it('closes with 4403 without a valid token, or for a company the user does not belong to', async () => {
    const noToken = open(`companyId=${admin.viewer.companyId}`);
    expect(await noToken.closed).toBe(4403);
    const foreign = open(`token=${admin.accessToken}&companyId=${otherAdmin.viewer.companyId}`);
    expect(await foreign.closed).toBe(4403);
    expect(foreign.messages[0]).toMatchObject({ type: 'error', error: { code: 'ACCESS_DENIED' } });
  });
});
