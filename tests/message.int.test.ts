import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asEmail, gql, type SignedIn, signIn } from './harness/graphql.js';
import type { OutboxMail } from './harness/outbox.js';
import { startStack, type TestStack } from './harness/stack.js';

type Message = {
  id: string;
  threadId: string;
  personId: string;
  personName: string;
  sender: 'PERSON' | 'CLINIC';
  senderName: string;
  subject: string;
  body: string;
  automaticAnswer: boolean;
  status: string;
  unread: number;
  views: number;
  messageCount: number;
  lastSender: string;
  archivedAt: string | null;
  thread: Array<{ id: string; sender: string; body: string; automaticAnswer: boolean; seenAt: string | null }>;
};
type Mail = OutboxMail & { transport: string; error: string | null };

const FIELDS =
  'id threadId personId personName sender senderName subject body automaticAnswer status unread views messageCount lastSender archivedAt';
const LIST = `query($filter: MessageFilter, $page: Int, $perPage: Int) { messages(filter: $filter, page: $page, perPage: $perPage) { total items { ${FIELDS} } } }`;
const ONE = `query($id: ID!) { message(id: $id) { ${FIELDS} thread { id sender body automaticAnswer seenAt } } }`;
const UNREAD = 'query { unreadMessages }';
const SEND = 'mutation($input: NewMessageInput!) { sendMessage(input: $input) { code id message } }';
const REPLY = `mutation($id: ID!, $input: MessageResponseInput!) { replyToMessage(id: $id, input: $input) { code message data { ${FIELDS} thread { id sender body automaticAnswer seenAt } } } }`;
const SEEN = `mutation($id: ID!) { markMessageSeen(id: $id) { ${FIELDS} } }`;
const ARCHIVE = 'mutation($ids: [ID!]!) { archiveMessages(ids: $ids) }';
const UNARCHIVE = 'mutation($ids: [ID!]!) { unarchiveMessages(ids: $ids) }';
const OUTBOX =
  'query($filter: OutboxFilter) { outbox(perPage: 100, filter: $filter) { total items { id to subject text html template locale status transport error } } }';
const OUTBOX_ONE = 'query($id: ID!) { outboxMail(id: $id) { id to subject status } }';

const as = (s: SignedIn, locale = 'en') => ({ token: s.accessToken, locale });
const maria = { method: 'CPF', cpf: '529.982.247-25', birthDate: '1985-04-12' };
const joao = { method: 'CPF', cpf: '111.444.777-35', birthDate: '1990-01-30' };
const carla = { method: 'CPF', cpf: '123.456.789-09', birthDate: '1978-11-02' };
const UNKNOWN = '6f1c1c1e-1111-4c1c-9c1c-1c1c1c1c1c1c';

async function ok<T>(stack: TestStack, who: SignedIn, query: string, variables: Record<string, unknown> = {}, locale = 'en') {
  const r = await gql<T>(stack.gatewayUrl, query, variables, as(who, locale));
  expect(r.errors).toBeUndefined();
  return r.data!;
}
const errorOf = async (stack: TestStack, who: SignedIn, query: string, variables: Record<string, unknown>, locale = 'en') =>
  (await gql(stack.gatewayUrl, query, variables, as(who, locale))).errors?.[0]?.extensions;

describe('messages through the gateway (outbox mail transport)', () => {
  let stack: TestStack;
  let admin: SignedIn; // clinic admin, Clínica Saúde Total
  let manager: SignedIn;
  let adminB: SignedIn; // clinic admin, Clínica Bem Viver
  let house: SignedIn; // doctor
  let rep: SignedIn; // representative
  let patient: SignedIn; // Maria Silva
  let otherPatient: SignedIn; // João Souza
  let patientB: SignedIn; // Carla Lima, Bem Viver

  const list = async (who: SignedIn, filter: Record<string, unknown> = {}) =>
    (await ok<{ messages: { total: number; items: Message[] } }>(stack, who, LIST, { filter, perPage: 100 })).messages;
  const one = async (who: SignedIn, id: string) => (await ok<{ message: Message | null }>(stack, who, ONE, { id })).message;
  const unread = async (who: SignedIn) => (await ok<{ unreadMessages: number }>(stack, who, UNREAD)).unreadMessages;
  const outbox = async (who: SignedIn) => (await ok<{ outbox: { total: number; items: Mail[] } }>(stack, who, OUTBOX)).outbox;
  const send = async (who: SignedIn, input: Record<string, unknown>, locale = 'en') =>
    (await ok<{ sendMessage: { code: number; id: string; message: string } }>(stack, who, SEND, { input }, locale)).sendMessage;

  beforeAll(async () => {
    stack = await startStack();
    [admin, manager, adminB, house, rep, patient, otherPatient, patientB] = await Promise.all([
      signIn(stack.gatewayUrl, asEmail('admin@clinica.example.com', 'Admin1234')),
      signIn(stack.gatewayUrl, asEmail('gestor@clinica.example.com', 'Gestor1234')),
      signIn(stack.gatewayUrl, asEmail('admin@bemviver.example.com', 'Admin1234')),
      signIn(stack.gatewayUrl, asEmail('dr.house@example.com', 'Medico123')),
      signIn(stack.gatewayUrl, asEmail('rep@clinica.example.com', 'Representante123')),
      signIn(stack.gatewayUrl, maria),
      signIn(stack.gatewayUrl, joao),
      signIn(stack.gatewayUrl, carla),
    ]);
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('shows the seeded inbox: newest activity first, the unread thread marked and counted', async () => {
    const inbox = await list(admin);
    expect(inbox.items.map((m) => [m.personName, m.subject, m.status, m.unread])).toEqual([
      ['João Souza', 'Resultado de exame', 'NEW', 1],
      ['Maria Silva', 'Retorno da consulta', 'SEEN', 0],
    ]);
    expect(inbox.items[1]).toMatchObject({ messageCount: 2, lastSender: 'CLINIC' });
    expect(await unread(admin)).toBe(1);
    expect(await unread(manager)).toBe(1);
    // The patient's side: the clinic's answer to Maria was read, João has no clinic message.
    expect(await unread(patient)).toBe(0);
    expect((await list(patient)).items.map((m) => m.subject)).toEqual(['Retorno da consulta']);
  });

  it('GET /message/ answers only id and company_id by default, the asked SPEC fields otherwise, and refuses unknown ones', async () => {
    const headers = { authorization: `Bearer ${admin.accessToken}`, 'x-company-id': admin.viewer.companyId, 'accept-language': 'en' };
    const plain = (await (await fetch(`${stack.servicesUrl}/message/`, { headers })).json()) as { items: Array<Record<string, unknown>> };
    expect(plain.items).toHaveLength(2);
    expect(Object.keys(plain.items[0]!).sort()).toEqual(['company_id', 'id']);
    const some = (await (await fetch(`${stack.servicesUrl}/message/?fields=id,subject,unread`, { headers })).json()) as {
      items: Array<Record<string, unknown>>;
    };
    expect(some.items[0]).toEqual({ id: expect.any(String), subject: 'Resultado de exame', unread: 1 });
    const bad = await fetch(`${stack.servicesUrl}/message/?fields=id,password_hash`, { headers });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'BAD_INPUT', fields: [{ field: 'fields', message: 'Fields is invalid' }] });
    const count = await fetch(`${stack.servicesUrl}/message/unread`, { headers });
    expect(await count.json()).toEqual({ unread: 1 });
  });

  let mariaThread: string;

  it('a patient writes to the clinic: SPEC §8 success result, the clinic sees it unread', async () => {
    const result = await send(patient, { subject: 'Dúvida sobre a receita', body: 'Can I take the medicine with food?' });
    expect(result).toEqual({ code: 200, id: expect.any(String), message: 'new_message_success' });
    mariaThread = result.id;
    expect(await unread(admin)).toBe(2);
    const read = await one(admin, mariaThread);
    expect(read).toMatchObject({
      personName: 'Maria Silva',
      sender: 'PERSON',
      senderName: 'Maria Silva',
      status: 'NEW',
      unread: 1,
      threadId: mariaThread,
    });
    expect(read!.thread.map((t) => t.body)).toEqual(['Can I take the medicine with food?']);
    // The writer's own side has nothing unread in it.
    expect((await one(patient, mariaThread))!.status).toBe('SEEN');
  });

  it('refuses bad input with translated field errors and changes nothing', async () => {
    const before = (await list(admin)).total;
    expect(await errorOf(stack, patient, SEND, { input: { subject: ' ', body: 'x' } })).toMatchObject({
      code: 'BAD_INPUT',
      fields: [{ field: 'subject', message: 'Subject is required' }],
    });
    expect(await errorOf(stack, patient, SEND, { input: { subject: 'Oi', body: 'x'.repeat(5001) } }, 'pt-BR')).toMatchObject({
      code: 'BAD_INPUT',
      fields: [{ field: 'body', message: 'Mensagem deve ter no máximo 5000 caracteres' }],
    });
    expect(await errorOf(stack, patient, SEND, { input: { subject: '', body: 'x' } }, 'pt-BR')).toMatchObject({
      fields: [{ field: 'subject', message: 'O campo Assunto é obrigatório' }],
    });
    expect(await errorOf(stack, patient, SEND, { input: { subject: 'Oi', body: 'x', appointment: UNKNOWN } })).toMatchObject({
      code: 'BAD_INPUT',
      fields: [{ field: 'appointment', message: 'Appointment is invalid' }],
    });
    expect(await errorOf(stack, admin, SEND, { input: { subject: 'Oi', body: 'x' } })).toMatchObject({
      code: 'BAD_INPUT',
      fields: [{ field: 'personId', message: 'Patient is required' }],
    });
    expect(await errorOf(stack, admin, REPLY, { id: mariaThread, input: { body: '' } })).toMatchObject({
      fields: [{ field: 'body', message: 'Message is required' }],
    });
    expect((await list(admin)).total).toBe(before);
    expect((await one(admin, mariaThread))!.messageCount).toBe(1);
  });

  it('reading marks the thread seen: the unread count drops and the view is counted', async () => {
    const seen = (await ok<{ markMessageSeen: Message }>(stack, admin, SEEN, { id: mariaThread })).markMessageSeen;
    expect(seen).toMatchObject({ status: 'SEEN', unread: 0, views: 1 });
    expect(await unread(admin)).toBe(1);
    const again = (await ok<{ markMessageSeen: Message }>(stack, manager, SEEN, { id: mariaThread })).markMessageSeen;
    expect(again.views).toBe(2);
    expect(await unread(manager)).toBe(1);
  });

  it('the clinic replies: the reply keeps the thread, the patient gets it unread and an e-mail in their language', async () => {
    const r = await ok<{ replyToMessage: { code: number; message: string; data: Message & { thread: Message['thread'] } } }>(
      stack,
      admin,
      REPLY,
      { id: mariaThread, input: { body: 'Yes, after lunch.', automaticAnswer: true } },
    );
    expect(r.replyToMessage).toMatchObject({ code: 200, message: 'response_success' });
    expect(r.replyToMessage.data).toMatchObject({
      threadId: mariaThread,
      sender: 'CLINIC',
      senderName: 'Carlos Admin',
      subject: 'Re: Dúvida sobre a receita',
      automaticAnswer: true,
      messageCount: 2,
    });
    expect(r.replyToMessage.data.thread.map((t) => [t.sender, t.body])).toEqual([
      ['PERSON', 'Can I take the medicine with food?'],
      ['CLINIC', 'Yes, after lunch.'],
    ]);
    expect(await unread(patient)).toBe(1);
    const mine = (await list(patient)).items.find((m) => m.id === mariaThread)!;
    expect(mine).toMatchObject({ status: 'NEW', unread: 1, lastSender: 'CLINIC' });

    // Maria wrote in English (Accept-Language en): the mail is in English, in the outbox, not sent anywhere.
    const mails = (await outbox(admin)).items;
    expect(mails[0]).toMatchObject({
      to: 'maria@example.com',
      subject: 'You have a new reply from Clínica Saúde Total',
      template: 'message_reply',
      locale: 'en',
      status: 'OUTBOX',
      transport: 'outbox',
    });
    expect(mails[0]!.text).toContain('Hello, Maria.');
    expect(mails[0]!.text).not.toContain('after lunch');
    expect((await ok<{ outboxMail: Mail }>(stack, manager, OUTBOX_ONE, { id: mails[0]!.id })).outboxMail.subject).toBe(
      'You have a new reply from Clínica Saúde Total',
    );

    await ok(stack, patient, SEEN, { id: mariaThread });
    expect(await unread(patient)).toBe(0);
    // The patient's follow-up lands in the same thread, unread for the clinic again.
    const follow = await ok<{ replyToMessage: { data: Message } }>(stack, patient, REPLY, { id: mariaThread, input: { body: 'Thanks!' } });
    expect(follow.replyToMessage.data).toMatchObject({ threadId: mariaThread, sender: 'PERSON', messageCount: 3 });
    expect(await unread(admin)).toBe(2);
    expect((await outbox(admin)).total).toBe(mails.length);
  });

  it('mails a patient who never wrote in English in Portuguese, and a clinic-started thread too', async () => {
    const joaoThread = (await list(admin, { q: 'hemograma' })).items[0]!;
    expect(joaoThread.personName).toBe('João Souza');
    await ok(stack, manager, REPLY, { id: joaoThread.id, input: { body: 'Pode enviar por aqui.' } });
    const [mail] = (await outbox(admin)).items;
    expect(mail).toMatchObject({ to: 'joao@example.com', subject: 'Você tem uma nova resposta de Clínica Saúde Total', locale: 'pt-BR' });
    expect(mail!.html).toContain('Olá, João.');

    const started = await send(admin, { personId: otherPatient.viewer.personId, subject: 'Lembrete', body: 'Traga seus exames.' });
    expect(started.message).toBe('new_message_success');
    const [newMail] = (await outbox(admin)).items;
    expect(newMail).toMatchObject({
      to: 'joao@example.com',
      subject: 'Você tem uma nova mensagem de Clínica Saúde Total',
      template: 'message_new',
    });
    expect(await unread(otherPatient)).toBe(2);
    expect((await one(otherPatient, started.id))!).toMatchObject({ sender: 'CLINIC', status: 'NEW' });
  });

  it('archives and unarchives threads (one or many); archive is the clinic’s, and bad ids change nothing', async () => {
    const joaoThread = (await list(admin, { q: 'hemograma' })).items[0]!;
    const archived = await ok<{ archiveMessages: string[] }>(stack, admin, ARCHIVE, { ids: [joaoThread.id, mariaThread] });
    expect(archived.archiveMessages.sort()).toEqual([joaoThread.id, mariaThread].sort());
    expect((await list(admin)).items.map((m) => m.id)).not.toContain(mariaThread);
    const archive = await list(admin, { archived: true });
    expect(archive.items.map((m) => m.status)).toEqual(['ARCHIVED', 'ARCHIVED']);
    // Maria's unread follow-up no longer counts in the inbox badge.
    expect(await unread(admin)).toBe(0);
    // The patient's own view is unaffected by the clinic's filing.
    expect((await one(patient, mariaThread))!.status).toBe('SEEN');

    expect(await errorOf(stack, patient, ARCHIVE, { ids: [mariaThread] })).toMatchObject({ code: 'ACCESS_DENIED' });
    expect(await errorOf(stack, admin, UNARCHIVE, { ids: [mariaThread, UNKNOWN] })).toMatchObject({ code: 'NOT_FOUND' });
    expect((await list(admin, { archived: true })).total).toBe(2);
    expect(await errorOf(stack, admin, ARCHIVE, { ids: [] })).toMatchObject({ code: 'BAD_INPUT' });

    const back = await ok<{ unarchiveMessages: string[] }>(stack, admin, UNARCHIVE, { ids: [joaoThread.id] });
    expect(back.unarchiveMessages).toEqual([joaoThread.id]);
    expect((await one(admin, joaoThread.id))!.status).toBe('UNARCHIVED');
    // Archiving a reply's id archives its thread; a new message brings it back to the inbox.
    const replyId = (await one(admin, mariaThread))!.thread[1]!.id;
    expect((await ok<{ unarchiveMessages: string[] }>(stack, admin, UNARCHIVE, { ids: [replyId] })).unarchiveMessages).toEqual([
      mariaThread,
    ]);
    await ok(stack, admin, ARCHIVE, { ids: [mariaThread] });
    await ok(stack, patient, REPLY, { id: mariaThread, input: { body: 'One more question.' } });
    expect((await one(admin, mariaThread))!).toMatchObject({ status: 'NEW', archivedAt: null });
  });

  it('a patient reaches only their own threads', async () => {
    expect(await one(otherPatient, mariaThread)).toBeNull();
    expect(await errorOf(stack, otherPatient, REPLY, { id: mariaThread, input: { body: 'hi' } })).toMatchObject({ code: 'NOT_FOUND' });
    expect(await errorOf(stack, otherPatient, SEEN, { id: mariaThread })).toMatchObject({ code: 'NOT_FOUND' });
    expect((await list(otherPatient)).items.every((m) => m.personName === 'João Souza')).toBe(true);
    expect(
      await errorOf(stack, otherPatient, SEND, { input: { subject: 'x', body: 'y', personId: patient.viewer.personId } }),
    ).toMatchObject({
      code: 'ACCESS_DENIED',
    });
    expect(await errorOf(stack, patient, OUTBOX, {})).toMatchObject({ code: 'ACCESS_DENIED' });
  });

  it('a guardian reaches their dependents’ threads; the clinic’s mail about a dependent goes to the guardian', async () => {
    const { persons } = await ok<{ persons: { items: Array<{ id: string; name: string }> } }>(
      stack,
      admin,
      'query { persons(perPage: 50, filter: { q: "Pedro" }) { items { id name } } }',
    );
    const pedro = persons.items.find((p) => p.name === 'Pedro Silva')!;
    const started = await send(admin, { personId: pedro.id, subject: 'Vacina do Pedro', body: 'A vacina chegou.' });
    const [mail] = (await outbox(admin)).items;
    // Maria last wrote in English: the guardian is told in English, by her name.
    expect(mail).toMatchObject({ to: 'maria@example.com', subject: 'You have a new message from Clínica Saúde Total', locale: 'en' });
    expect(mail!.text).toContain('Hello, Maria.');
    expect((await one(patient, started.id))!).toMatchObject({ personName: 'Pedro Silva', status: 'NEW' });
    expect(await one(otherPatient, started.id)).toBeNull();
    // The guardian writes for the dependent too; another patient may not.
    const forPedro = await send(patient, { personId: pedro.id, subject: 'Atestado do Pedro', body: 'Preciso do atestado.' });
    expect((await one(admin, forPedro.id))!).toMatchObject({ personName: 'Pedro Silva', senderName: 'Maria Silva', sender: 'PERSON' });
    expect(await errorOf(stack, otherPatient, SEND, { input: { subject: 'x', body: 'y', personId: pedro.id } })).toMatchObject({
      code: 'ACCESS_DENIED',
    });
    await ok(stack, admin, ARCHIVE, { ids: [started.id, forPedro.id] });
  });

  it('a user of another company gets nothing', async () => {
    const mails = (await outbox(admin)).items;
    expect(await one(adminB, mariaThread)).toBeNull();
    expect((await list(adminB)).total).toBe(0);
    expect(await unread(adminB)).toBe(0);
    expect(await errorOf(stack, adminB, REPLY, { id: mariaThread, input: { body: 'hi' } })).toMatchObject({ code: 'NOT_FOUND' });
    expect(await errorOf(stack, adminB, SEEN, { id: mariaThread })).toMatchObject({ code: 'NOT_FOUND' });
    expect(await errorOf(stack, adminB, ARCHIVE, { ids: [mariaThread] })).toMatchObject({ code: 'NOT_FOUND' });
    expect((await ok<{ outboxMail: Mail | null }>(stack, adminB, OUTBOX_ONE, { id: mails[0]!.id })).outboxMail).toBeNull();
    expect((await outbox(adminB)).total).toBe(0);
    // A patient of another company cannot be messaged, nor read this clinic's threads.
    expect(await errorOf(stack, admin, SEND, { input: { subject: 'x', body: 'y', personId: patientB.viewer.personId } })).toMatchObject({
      fields: [{ field: 'personId', message: 'Patient is invalid' }],
    });
    expect(await one(patientB, mariaThread)).toBeNull();
    expect((await list(patientB)).total).toBe(0);
    // The other company's admin naming this company is refused outright.
    const r = await gql(stack.gatewayUrl, LIST, {}, { token: adminB.accessToken, companyId: admin.viewer.companyId });
    expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'ACCESS_DENIED' });
  });

  it('roles without the inbox get nothing; their unread count is a silent 0', async () => {
    expect(await errorOf(stack, rep, LIST, {})).toMatchObject({ code: 'ACCESS_DENIED' });
    expect(await errorOf(stack, rep, ONE, { id: mariaThread })).toMatchObject({ code: 'ACCESS_DENIED' });
    expect(await errorOf(stack, rep, SEND, { input: { subject: 'x', body: 'y' } })).toMatchObject({ code: 'ACCESS_DENIED' });
    expect(await unread(rep)).toBe(0);
    // A doctor reaches only the threads addressed to them (message-professional.int.test.ts) and starts none.
    expect(await errorOf(stack, house, ONE, { id: mariaThread })).toBeUndefined();
    expect(await errorOf(stack, house, SEND, { input: { subject: 'x', body: 'y' } })).toMatchObject({ code: 'ACCESS_DENIED' });
  });
});

describe('messages with the SMTP mail transport (a local fake SMTP server)', () => {
  let stack: TestStack;
  let server: SMTPServer;
  let admin: SignedIn;
  let patient: SignedIn;
  let reject = false;
  const received: Array<{ to: string[]; raw: string }> = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          if (reject) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as AddressInfo).port;
    stack = await startStack({
      servicesEnv: {
        MAIL_TRANSPORT: 'smtp',
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'Clinica <no-reply@clinica.test>',
        SMTP_TIMEOUT_MS: '2000',
      },
    });
    [admin, patient] = await Promise.all([
      signIn(stack.gatewayUrl, asEmail('admin@clinica.example.com', 'Admin1234')),
      signIn(stack.gatewayUrl, maria),
    ]);
  });
  afterAll(async () => {
    await stack?.close();
    await new Promise<void>((resolve) => server?.close(() => resolve()));
  });

  const outbox = async () => (await ok<{ outbox: { items: Mail[] } }>(stack, admin, OUTBOX)).outbox.items;

  it('sends the reply mail through SMTP and records it as SENT', async () => {
    const { sendMessage } = await ok<{ sendMessage: { id: string } }>(
      stack,
      patient,
      SEND,
      {
        input: { subject: 'Consulta', body: 'Preciso remarcar.' },
      },
      'pt-BR',
    );
    // The clinic works in English; the patient wrote in Portuguese, so the mail is in Portuguese.
    const reply = await ok<{ replyToMessage: { code: number } }>(stack, admin, REPLY, { id: sendMessage.id, input: { body: 'Claro!' } });
    expect(reply.replyToMessage.code).toBe(200);
    await stack.services.ctx.mail.idle();
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['maria@example.com']);
    expect(received[0]!.raw).toMatch(/^From: Clinica <no-reply@clinica\.test>/m);
    expect(received[0]!.raw).toContain('Subject: =?UTF-8?');
    const [mail] = await outbox();
    expect(mail).toMatchObject({ to: 'maria@example.com', transport: 'smtp', status: 'SENT', error: null, locale: 'pt-BR' });
  });

  it('a failing SMTP server never fails the reply: the mail is kept in the outbox as FAILED', async () => {
    reject = true;
    const { sendMessage } = await ok<{ sendMessage: { id: string } }>(stack, patient, SEND, { input: { subject: 'Outra', body: 'Oi' } });
    const reply = await ok<{ replyToMessage: { code: number; data: Message } }>(stack, admin, REPLY, {
      id: sendMessage.id,
      input: { body: 'Resposta' },
    });
    expect(reply.replyToMessage).toMatchObject({ code: 200, data: { messageCount: 2 } });
    await stack.services.ctx.mail.idle();
    const [mail] = await outbox();
    expect(mail).toMatchObject({ to: 'maria@example.com', status: 'FAILED', transport: 'smtp' });
    expect(mail!.error).toMatch(/Mailbox unavailable/);
    expect(received).toHaveLength(1);
    reject = false;
  });
});
