import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from './harness/demo-logins.js';
import { type GqlResult, gql, type SignedIn } from './harness/graphql.js';
import { startStack, type TestStack } from './harness/stack.js';
import { subscribe } from './harness/subscribe.js';

/**
 * Messages addressed to a professional (issue 18 item 1): a patient writes to a professional who attends them; that
 * professional (and the clinic) read and answer the thread; no other professional, patient or clinic reaches it; a
 * professional neither starts threads nor files the clinic's archive.
 */
const SEND = 'mutation($input: NewMessageInput!) { sendMessage(input: $input) { id } }';
const REPLY = 'mutation($id: ID!, $input: MessageResponseInput!) { replyToMessage(id: $id, input: $input) { code } }';
const SEEN = 'mutation($id: ID!) { markMessageSeen(id: $id) { id unread } }';
const ONE = 'query($id: ID!) { message(id: $id) { id professionalId professionalName lastSender thread { sender senderName body } } }';
const LIST = 'query { messages(perPage: 100) { items { id professionalName subject } } }';
const UNREAD = 'query { unreadMessages }';
const ARCHIVE = 'mutation($ids: [ID!]!) { archiveMessages(ids: $ids) }';
const OUTBOX = 'query { outbox(perPage: 5) { items { to template } } }';
const PERSONS = 'query { persons(perPage: 100) { items { id name } } }';
const ABOUT = 'query($id: ID!) { message(id: $id) { personName professionalName } }';
const OUTBOX_TEXT = 'query { outbox(perPage: 5) { items { to template text } } }';
const CHANGED = 'subscription { unreadMessagesChanged }';

type Thread = {
  id: string;
  professionalId: string | null;
  professionalName: string | null;
  lastSender: string;
  thread: Array<{ sender: string; senderName: string; body: string }>;
};

let stack: TestStack;
let admin: SignedIn;
let house: SignedIn;
let ana: SignedIn;
let rita: SignedIn;
let maria: SignedIn;
let joao: SignedIn;
let houseId: string;
let ritaId: string;

const call = <T = Record<string, unknown>>(who: SignedIn, query: string, variables: Record<string, unknown> = {}, locale = 'en') =>
  gql<T>(stack.gatewayUrl, query, variables, { token: who.accessToken, locale });
const codeOf = (r: GqlResult) => r.errors?.[0]?.extensions?.code;
const fieldsOf = (r: GqlResult) => (r.errors?.[0]?.extensions?.fields ?? []).map((f) => f.field);
async function ok<T>(who: SignedIn, query: string, variables: Record<string, unknown> = {}) {
  const r = await call<T>(who, query, variables);
  expect(r.errors).toBeUndefined();
  return r.data!;
}
const threadOf = async (who: SignedIn, id: string) => (await ok<{ message: Thread | null }>(who, ONE, { id })).message;
const listed = async (who: SignedIn) =>
  (await ok<{ messages: { items: Array<{ id: string }> } }>(who, LIST)).messages.items.map((i) => i.id);
const unread = async (who: SignedIn) => (await ok<{ unreadMessages: number }>(who, UNREAD)).unreadMessages;
async function professionalIdOf(email: string) {
  const [row] = await stack.services.ctx.db.query<{ id: string }>(
    'select p.id from professional p join app_user u on u.id = p.user_id where u.email = $1',
    [email],
  );
  return row!.id;
}

beforeAll(async () => {
  stack = await startStack();
  [admin, house, ana, rita, maria, joao] = await signInAs(stack, 'admin', 'house', 'ana', 'rita', 'maria', 'joao');
  houseId = await professionalIdOf('dr.house@example.com');
  ritaId = await professionalIdOf('dra.rita@bemviver.example.com');
});
afterAll(async () => {
  await stack?.close();
});

describe('a thread addressed to a professional', () => {
  let threadId: string;

  it('Maria writes to Dr. House, who attends her; the clinic sees whom it is for', async () => {
    const houseBefore = await unread(house);
    const sent = await ok<{ sendMessage: { id: string } }>(maria, SEND, {
      input: { subject: 'Exame', body: 'Doutor, o resultado chegou.', professionalId: houseId },
    });
    threadId = sent.sendMessage.id;
    expect(await threadOf(maria, threadId)).toMatchObject({ professionalId: houseId, professionalName: 'Dr. Gregório House' });
    expect(await threadOf(admin, threadId)).toMatchObject({ professionalId: houseId });
    expect(await unread(house)).toBe(houseBefore + 1);
    // Dr. House is told by mail that a patient wrote to him, without the patient's name or the text.
    const { outbox } = await ok<{ outbox: { items: Array<{ to: string; template: string; text: string }> } }>(admin, OUTBOX_TEXT);
    expect(outbox.items[0]).toMatchObject({ to: 'dr.house@example.com', template: 'message_to_professional' });
    expect(outbox.items[0]!.text).toContain('Gregório');
    expect(outbox.items[0]!.text).not.toMatch(/Maria|resultado chegou/);
  });

  it('Dr. House reads and answers it; Maria sees his answer under his name, and is mailed', async () => {
    expect(await listed(house)).toContain(threadId);
    await ok(house, SEEN, { id: threadId });
    await ok(house, REPLY, { id: threadId, input: { body: 'Está normal, podemos conversar na consulta.' } });
    const seenByMaria = await threadOf(maria, threadId);
    expect(seenByMaria!.lastSender).toBe('CLINIC');
    expect(seenByMaria!.thread.at(-1)).toMatchObject({ sender: 'CLINIC', body: 'Está normal, podemos conversar na consulta.' });
    expect(seenByMaria!.thread.at(-1)!.senderName).toMatch(/House/);
    const { outbox } = await ok<{ outbox: { items: Array<{ to: string; template: string }> } }>(admin, OUTBOX);
    expect(outbox.items[0]).toMatchObject({ to: 'maria@example.com', template: 'message_reply' });
    // Maria answers him back: he is mailed again.
    await ok(maria, REPLY, { id: threadId, input: { body: 'Obrigada, doutor.' } });
    const after = await ok<{ outbox: { items: Array<{ to: string; template: string }> } }>(admin, OUTBOX);
    expect(after.outbox.items[0]).toMatchObject({ to: 'dr.house@example.com', template: 'message_to_professional' });
  });

  it('another professional, another patient and another clinic reach nothing of it', async () => {
    for (const who of [ana, joao, rita]) {
      expect(await threadOf(who, threadId)).toBeNull();
      expect(await listed(who)).not.toContain(threadId);
      expect(codeOf(await call(who, REPLY, { id: threadId, input: { body: 'x' } }))).toMatch(/NOT_FOUND|ACCESS_DENIED/);
    }
    expect((await threadOf(maria, threadId))!.thread).toHaveLength(3);
  });

  it('Maria writes about her son Pedro to Dra. Ana, who attends him; Dr. House, who does not, is a field error', async () => {
    const { persons } = await ok<{ persons: { items: Array<{ id: string; name: string }> } }>(maria, PERSONS);
    const pedro = persons.items.find((p) => p.name === 'Pedro Silva')!.id;
    const anaId = await professionalIdOf('dra.ana@example.com');
    const refused = await call(maria, SEND, { input: { subject: 'Vacina', body: 'Quando?', personId: pedro, professionalId: houseId } });
    expect(fieldsOf(refused)).toEqual(['professionalId']);
    const sent = await ok<{ sendMessage: { id: string } }>(maria, SEND, {
      input: { subject: 'Vacina', body: 'Quando é a próxima?', personId: pedro, professionalId: anaId },
    });
    const seen = await ok<{ message: { personName: string; professionalName: string } }>(ana, ABOUT, { id: sent.sendMessage.id });
    expect(seen.message).toEqual({ personName: 'Pedro Silva', professionalName: 'Dra. Ana Pediatra' });
    const { outbox } = await ok<{ outbox: { items: Array<{ to: string; template: string }> } }>(admin, OUTBOX);
    expect(outbox.items[0]).toMatchObject({ to: 'dra.ana@example.com', template: 'message_to_professional' });
  });

  it('a thread to the clinic alone is not a professional’s', async () => {
    const own = await ok<{ sendMessage: { id: string } }>(maria, SEND, { input: { subject: 'Boleto', body: 'Segunda via?' } });
    expect(await threadOf(house, own.sendMessage.id)).toBeNull();
    expect(await listed(house)).not.toContain(own.sendMessage.id);
  });

  it('a professional neither starts a thread nor archives one; the clinic still does', async () => {
    const person = maria.viewer.personId!;
    expect(codeOf(await call(house, SEND, { input: { subject: 'Oi', body: 'Oi', personId: person } }))).toBe('ACCESS_DENIED');
    expect(codeOf(await call(house, ARCHIVE, { ids: [threadId] }))).toBe('ACCESS_DENIED');
    expect(await listed(house)).toContain(threadId);
    await ok(admin, ARCHIVE, { ids: [threadId] });
    // The clinic's filing is its own: the professional's list keeps the thread.
    expect(await listed(house)).toContain(threadId);
  });

  it('a professional who does not attend the patient, or of another clinic, is a field error and nothing is sent', async () => {
    const before = (await listed(maria)).length;
    for (const professionalId of [ritaId, '00000000-0000-4000-8000-000000000000']) {
      const r = await call(maria, SEND, { input: { subject: 'X', body: 'Y', professionalId } });
      expect(codeOf(r)).toBe('BAD_INPUT');
      expect(fieldsOf(r)).toEqual(['professionalId']);
    }
    expect((await listed(maria)).length).toBe(before);
  });

  it('the professional’s unread count changes live when a patient writes to them', async () => {
    const sub = subscribe<{ unreadMessagesChanged: number }>(stack.gatewayUrl, house.accessToken, CHANGED, {});
    try {
      await expect.poll(() => sub.received.length, { timeout: 5_000 }).toBeGreaterThan(0);
      const first = sub.received[0]!.unreadMessagesChanged;
      await ok(joao, SEND, { input: { subject: 'Dúvida', body: 'Posso correr?', professionalId: houseId } });
      await expect.poll(() => sub.received.at(-1)?.unreadMessagesChanged, { timeout: 5_000 }).toBe(first + 1);
      expect(sub.errors).toEqual([]);
    } finally {
      await sub.dispose();
    }
  });
});
