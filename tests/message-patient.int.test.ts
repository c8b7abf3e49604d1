import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asEmail, gql, type SignedIn, signIn } from './harness/graphql.js';
import { startStack, type TestStack } from './harness/stack.js';
import { subscribe } from './harness/subscribe.js';

/**
 * The patient's side of messages (issue 18): the link of the clinic's mail, the live unread count, and that a patient
 * reaches only their own threads. The clinic's side is in message.int.test.ts.
 */
const SEND = 'mutation($input: NewMessageInput!) { sendMessage(input: $input) { id } }';
const REPLY = 'mutation($id: ID!, $input: MessageResponseInput!) { replyToMessage(id: $id, input: $input) { code } }';
const SEEN = 'mutation($id: ID!) { markMessageSeen(id: $id) { id unread } }';
const ONE = 'query($id: ID!) { message(id: $id) { id body thread { body } } }';
const LIST = 'query { messages(perPage: 100) { items { id personName subject } } }';
const UNREAD = 'query { unreadMessages }';
const OUTBOX = 'query { outbox(perPage: 5) { items { to template text html } } }';
const CHANGED = 'subscription { unreadMessagesChanged }';

type Change = { unreadMessagesChanged: number };
const maria = { method: 'CPF', cpf: '529.982.247-25', birthDate: '1985-04-12' };
const joao = { method: 'CPF', cpf: '111.444.777-35', birthDate: '1990-01-30' };

describe('a patient’s messages: mail link, live unread count, own threads only', () => {
  let stack: TestStack;
  let admin: SignedIn;
  let rep: SignedIn; // a representative: no messages of their own
  let patient: SignedIn; // Maria Silva
  let otherPatient: SignedIn; // João Souza
  let mariaThread: string;

  async function ok<T>(who: SignedIn, query: string, variables: Record<string, unknown> = {}, locale = 'en') {
    const r = await gql<T>(stack.gatewayUrl, query, variables, { token: who.accessToken, locale });
    expect(r.errors).toBeUndefined();
    return r.data!;
  }
  const errorOf = async (who: SignedIn, query: string, variables: Record<string, unknown>) =>
    (await gql(stack.gatewayUrl, query, variables, { token: who.accessToken, locale: 'en' })).errors?.[0]?.extensions;
  const unread = async (who: SignedIn) => (await ok<{ unreadMessages: number }>(who, UNREAD)).unreadMessages;
  const reply = (who: SignedIn, id: string, body: string) => ok(who, REPLY, { id, input: { body } });

  beforeAll(async () => {
    stack = await startStack();
    [admin, rep, patient, otherPatient] = await Promise.all([
      signIn(stack.gatewayUrl, asEmail('admin@clinica.example.com', 'Admin1234')),
      signIn(stack.gatewayUrl, asEmail('rep@clinica.example.com', 'Representante123')),
      signIn(stack.gatewayUrl, maria),
      signIn(stack.gatewayUrl, joao),
    ]);
    mariaThread = (await ok<{ sendMessage: { id: string } }>(patient, SEND, { input: { subject: 'Receita', body: 'Posso tomar?' } }))
      .sendMessage.id;
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('the clinic’s reply mail links to the thread through sign-in, which opens /message/detail/<id>', async () => {
    await reply(admin, mariaThread, 'Sim.');
    const { outbox } = await ok<{ outbox: { items: Array<{ to: string; template: string; text: string; html: string }> } }>(admin, OUTBOX);
    const mail = outbox.items[0]!;
    expect(mail).toMatchObject({ to: 'maria@example.com', template: 'message_reply' });
    const link = mail.text.split('\n').find((line) => line.startsWith('http'))!;
    const url = new URL(link);
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('next')).toBe(`/message/detail/${mariaThread}`);
    expect(mail.html).toContain(`href="${link}"`);
    // The link carries the thread's id only, never what was written.
    expect(link).not.toContain('Sim');
  });

  it('unreadMessagesChanged: each patient hears their own count only; the clinic’s reply raises Maria’s, never João’s', async () => {
    await ok(patient, SEEN, { id: mariaThread });
    const joaoUnread = await unread(otherPatient);
    const forMaria = subscribe<Change>(stack.gatewayUrl, patient.accessToken, CHANGED);
    const forJoao = subscribe<Change>(stack.gatewayUrl, otherPatient.accessToken, CHANGED);
    try {
      expect((await forMaria.waitFor(1))[0]).toEqual({ unreadMessagesChanged: 0 });
      expect((await forJoao.waitFor(1))[0]).toEqual({ unreadMessagesChanged: joaoUnread });

      await reply(admin, mariaThread, 'Depois do almoço.');
      await expect.poll(() => forMaria.received.at(-1)).toEqual({ unreadMessagesChanged: 1 });
      await ok(patient, SEEN, { id: mariaThread });
      await expect.poll(() => forMaria.received.at(-1)).toEqual({ unreadMessagesChanged: 0 });

      // João heard the same company's events, and each time only his own count.
      await expect.poll(() => forJoao.received.length).toBeGreaterThanOrEqual(2);
      expect(forJoao.received.every((change) => change.unreadMessagesChanged === joaoUnread)).toBe(true);
      expect(forMaria.errors).toEqual([]);
      expect(forJoao.errors).toEqual([]);
    } finally {
      forMaria.dispose();
      forJoao.dispose();
    }
  });

  it('refuses a subscriber without messages (a representative, an anonymous socket), streaming nothing', async () => {
    for (const token of [rep.accessToken, null]) {
      const sub = subscribe<Change>(stack.gatewayUrl, token, CHANGED);
      await sub.done;
      expect(sub.received).toEqual([]);
      expect(sub.errors.length).toBeGreaterThan(0);
      sub.dispose();
    }
  });

  it('a patient’s new message can be about one of her appointments, shown in the thread; another patient’s is refused', async () => {
    const mine = await ok<{ appointments: { items: Array<{ id: string }> } }>(
      patient,
      'query { appointments(perPage: 1) { items { id } } }',
    );
    const appointment = mine.appointments.items[0]!.id;
    const { sendMessage } = await ok<{ sendMessage: { id: string } }>(patient, SEND, {
      input: { subject: 'Exame', body: 'Segue.', appointment },
    });
    const sent = await ok<{ message: { thread: Array<{ appointment: string | null }> } }>(
      patient,
      `query($id: ID!) { message(id: $id) { thread { appointment } } }`,
      {
        id: sendMessage.id,
      },
    );
    expect(sent.message.thread).toEqual([{ appointment }]);
    expect(await errorOf(otherPatient, SEND, { input: { subject: 'x', body: 'y', appointment } })).toMatchObject({ code: 'BAD_INPUT' });
  });

  it('patient A can never read patient B’s messages: not by id, not in the list, not by replying or marking seen', async () => {
    expect((await ok<{ message: unknown }>(otherPatient, ONE, { id: mariaThread })).message).toBeNull();
    const { messages } = await ok<{ messages: { items: Array<{ id: string; personName: string }> } }>(otherPatient, LIST);
    expect(messages.items.map((m) => m.id)).not.toContain(mariaThread);
    expect(messages.items.every((m) => m.personName === 'João Souza')).toBe(true);
    expect(await errorOf(otherPatient, REPLY, { id: mariaThread, input: { body: 'hi' } })).toMatchObject({ code: 'NOT_FOUND' });
    expect(await errorOf(otherPatient, SEEN, { id: mariaThread })).toMatchObject({ code: 'NOT_FOUND' });
    // Maria's thread is untouched by João's attempts.
    const mine = (await ok<{ message: { thread: Array<{ body: string }> } }>(patient, ONE, { id: mariaThread })).message;
    expect(mine.thread.map((m) => m.body)).toEqual(['Posso tomar?', 'Sim.', 'Depois do almoço.']);
  });
});
