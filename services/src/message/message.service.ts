import { randomUUID } from 'node:crypto';
import {
  ERASED_MESSAGE_BODY,
  type Locale,
  type MessageReadField,
  type MessageSide,
  messageReachOf,
  replySubject,
  type TMessageCreate,
  type TMessageDto,
  type TMessageIds,
  type TMessageListQuery,
  type TMessageResponse,
} from '@teleconsulta/schema';
import { badField, forbidden, notFound } from '../kit/errors.js';
import type { EventPort } from '../kit/events.js';
import type { Tenant } from '../kit/http.js';
import { companyOf } from '../kit/http.js';
import type { Tx } from '../kit/tenant.js';
import type { Mailer, MailTicket } from '../mail/mail.service.js';
import { type MessageMailTemplate, messageLink, messageMail } from '../mail/mail.templates.js';
import { type Reach, messageRepository as repo } from './message.repository.js';
import { messageAttachmentRepository as attachmentRepo } from './message-attachment.repository.js';

/**
 * The clinic side (CA, M, ADMIN) reaches every thread of the tenant; a patient only their own; a professional (D, DC)
 * the threads addressed to them, on the clinic's side; anyone else nothing.
 */
export function reachOf(tenant: Tenant): Reach {
  const found = messageReachOf(tenant.roles);
  if (!found) throw forbidden();
  companyOf(tenant);
  const { side, addressedOnly } = found;
  return {
    side,
    ownerUserId: side === 'PERSON' ? tenant.principal.userId : null,
    professionalUserId: addressedOnly ? tenant.principal.userId : null,
  };
}

async function find(tx: Tx, id: string, reach: Reach) {
  const found = await repo.byId(tx, id, reach);
  if (!found) throw notFound();
  return found;
}

async function emit(
  tx: Tx,
  events: EventPort,
  companyId: string,
  type: 'CREATED' | 'REPLIED' | 'SEEN' | 'ARCHIVED' | 'UNARCHIVED',
  threadId: string,
) {
  await events.append(tx, { companyId, topic: 'message', type, entityId: threadId });
}

/** Who writes: the patient's own person, or the staff user (by name) for the clinic. */
async function writer(tx: Tx, tenant: Tenant, reach: Reach) {
  if (reach.side === 'PERSON') {
    const own = await repo.ownPerson(tx, tenant.principal.userId);
    if (!own) throw forbidden();
    return { name: own.name, personId: own.id };
  }
  return { name: (await repo.userName(tx, tenant.principal.userId)) ?? tenant.principal.username, personId: null };
}

async function checkAppointment(tx: Tx, appointment: string | null | undefined, personId: string) {
  if (appointment && !(await repo.appointmentOf(tx, appointment, personId))) throw badField('appointment', 'invalid');
}

/**
 * The professional a new thread is addressed to: for a patient, one who attends the person (an appointment of theirs,
 * as doctor or assistant); for the clinic, any active professional of the company. Anyone else is a field error.
 */
async function checkAddressee(tx: Tx, reach: Reach, professionalId: string | null | undefined, personId: string) {
  if (!professionalId) return null;
  const ok = reach.side === 'PERSON' ? await repo.attends(tx, professionalId, personId) : await repo.activeProfessional(tx, professionalId);
  if (!ok) throw badField('professionalId', 'invalid');
  return professionalId;
}

/** How the clinic's messages reach the patient by e-mail: the mail adapter and the patient app's public address. */
export type MessageMail = { mailer: Mailer; patientAppUrl: string };

/**
 * The e-mail telling the patient the clinic wrote: to person.mail (a dependent's guardian's), in the language the
 * patient last wrote in if known, else pt-BR, with a link that opens the thread in the patient app after sign-in.
 */
async function mailPatient(
  tx: Tx,
  out: MessageMail,
  template: MessageMailTemplate,
  thread: { companyId: string; personId: string; threadId: string; topic: string },
) {
  const { companyId, topic } = thread;
  const person = await repo.person(tx, thread.personId);
  if (!person?.mail) return [];
  const locale: Locale = (await repo.userLocale(tx, person.owner_user_id)) ?? 'pt-BR';
  const clinic = (await repo.companyName(tx, companyId)) ?? '';
  const link = messageLink(out.patientAppUrl, thread.threadId);
  const mail = messageMail(template, { to: person.mail, locale, clinic, recipientName: person.recipient_name, topic, companyId, link });
  return [await out.mailer.queue(tx, mail)];
}

/**
 * The e-mail telling the professional a thread is addressed to that the patient wrote in it: to their account's
 * e-mail, in Portuguese (a professional's language is not stored), with the same link to the thread.
 */
async function mailProfessional(
  tx: Tx,
  out: MessageMail,
  professionalId: string | null,
  thread: { companyId: string; threadId: string; topic: string },
) {
  if (!professionalId) return [];
  const professional = await repo.professionalRecipient(tx, professionalId);
  if (!professional?.mail) return [];
  const clinic = (await repo.companyName(tx, thread.companyId)) ?? '';
  const mail = messageMail('message_to_professional', {
    to: professional.mail,
    locale: 'pt-BR',
    clinic,
    recipientName: professional.name,
    topic: thread.topic,
    companyId: thread.companyId,
    link: messageLink(out.patientAppUrl, thread.threadId),
  });
  return [await out.mailer.queue(tx, mail)];
}

export type Mailed<T> = { result: T; mails: MailTicket[] };

/** GET /message/?fields=: the inbox (threads), only the asked SPEC names (default SPEC §9 "id,company_id"). */
async function list(tx: Tx, tenant: Tenant, query: TMessageListQuery) {
  const { fields: names, ...rest } = query;
  const page = await repo.list(tx, { ...rest, fields: names }, reachOf(tenant));
  return { total: page.total, items: page.items.map((m) => Object.fromEntries(names.map((n) => [n, FIELD_OF[n](m)]))) };
}

/** GET /message/unread: the caller's side's unread messages (SPEC §8: a failure shows 0, in the apps). */
async function unread(tx: Tx, tenant: Tenant) {
  return { unread: await repo.unread(tx, reachOf(tenant)) };
}

/** GET /message/{id}: the message, its thread's state and the whole thread. */
async function get(tx: Tx, tenant: Tenant, id: string): Promise<TMessageDto> {
  const reach = reachOf(tenant);
  const found = await find(tx, id, reach);
  return { ...found, thread: await repo.thread(tx, found.threadId) };
}

/** POST /message: a new thread. A patient writes to the clinic; the clinic writes to a patient (personId). */
async function create(
  tx: Tx,
  tenant: Tenant,
  input: TMessageCreate,
  locale: Locale,
  out: MessageMail,
  events: EventPort,
): Promise<Mailed<{ id: string }>> {
  const reach = reachOf(tenant);
  const companyId = companyOf(tenant);
  // A professional answers the threads addressed to them; the patient or the clinic starts one.
  if (reach.professionalUserId) throw forbidden();
  const me = await writer(tx, tenant, reach);
  let personId: string;
  if (reach.side === 'PERSON') {
    // A patient writes as themself or for one of their dependents: naming anyone else is refused whole.
    const forOther = input.personId && input.personId !== me.personId;
    if (forOther && !(await repo.isOwnPerson(tx, tenant.principal.userId, input.personId!))) throw forbidden();
    personId = input.personId ?? me.personId!;
  } else {
    if (!input.personId) throw badField('personId', 'required');
    const person = await repo.person(tx, input.personId);
    if (!person) throw badField('personId', 'invalid');
    personId = person.id;
  }
  await checkAppointment(tx, input.appointment, personId);
  const professionalId = await checkAddressee(tx, reach, input.professionalId, personId);
  const id = randomUUID();
  await repo.insert(tx, {
    id,
    companyId,
    threadId: id,
    personId,
    sender: reach.side,
    senderUserId: tenant.principal.userId,
    senderName: me.name,
    subject: input.subject,
    body: input.body,
    appointmentId: input.appointment ?? null,
    professionalId,
    locale: reach.side === 'PERSON' ? locale : null,
  });
  await emit(tx, events, companyId, 'CREATED', id);
  const thread = { companyId, personId, threadId: id, topic: input.subject };
  const mails =
    reach.side === 'CLINIC' ? await mailPatient(tx, out, 'message_new', thread) : await mailProfessional(tx, out, professionalId, thread);
  return { result: { id }, mails };
}

/**
 * PUT /message/{id}/response: a reply in the thread of {id} (the clinic to any thread, a patient to their own). The
 * reply keeps the thread and its patient; replying reads the thread; an archived thread comes back to the inbox.
 */
async function respond(
  tx: Tx,
  tenant: Tenant,
  id: string,
  input: TMessageResponse,
  locale: Locale,
  out: MessageMail,
  events: EventPort,
): Promise<Mailed<TMessageDto>> {
  const reach = reachOf(tenant);
  const companyId = companyOf(tenant);
  const target = await find(tx, id, reach);
  const root = target.id === target.threadId ? target : await find(tx, target.threadId, reach);
  const me = await writer(tx, tenant, reach);
  await checkAppointment(tx, input.appointment, root.personId);
  const replyId = randomUUID();
  await repo.markSeen(tx, root.threadId, target.id, reach.side, tenant.principal.userId);
  await repo.insert(tx, {
    id: replyId,
    companyId,
    threadId: root.threadId,
    personId: root.personId,
    sender: reach.side,
    senderUserId: tenant.principal.userId,
    senderName: me.name,
    subject: replySubject(root.subject),
    body: input.body,
    appointmentId: input.appointment ?? null,
    automaticAnswer: input.automaticAnswer,
    locale: reach.side === 'PERSON' ? locale : null,
  });
  await repo.reopen(tx, root.threadId);
  await emit(tx, events, companyId, 'REPLIED', root.threadId);
  const thread = { companyId, personId: root.personId, threadId: root.threadId, topic: root.subject };
  const mails =
    reach.side === 'CLINIC'
      ? await mailPatient(tx, out, 'message_reply', thread)
      : await mailProfessional(tx, out, root.professionalId, thread);
  const reply = await find(tx, replyId, reach);
  return { result: { ...reply, thread: await repo.thread(tx, root.threadId) }, mails };
}

/** PUT /message/{id}/seen: the caller's side has read the thread of {id}. */
async function seen(tx: Tx, tenant: Tenant, id: string, events: EventPort): Promise<TMessageDto> {
  const reach = reachOf(tenant);
  const target = await find(tx, id, reach);
  await repo.markSeen(tx, target.threadId, target.id, reach.side, tenant.principal.userId);
  await emit(tx, events, companyOf(tenant), 'SEEN', target.threadId);
  return find(tx, id, reach);
}

/** The threads of the given ids; one unknown or foreign id fails the whole call (NOT_FOUND) and changes nothing. */
async function threadsOf(tx: Tx, tenant: Tenant, input: TMessageIds) {
  const reach = reachOf(tenant);
  // The archive is the clinic's filing of its inbox: a patient and a professional have none.
  if (reach.side !== 'CLINIC' || reach.professionalUserId) throw forbidden();
  const { found, threads } = await repo.threadsOf(tx, input.ids);
  if (found !== input.ids.length) throw notFound();
  return threads;
}

/** PUT /message/archive: the threads of the given messages leave the inbox. */
async function archive(tx: Tx, tenant: Tenant, input: TMessageIds, events: EventPort) {
  const changed = await repo.archive(tx, await threadsOf(tx, tenant, input));
  for (const threadId of changed) await emit(tx, events, companyOf(tenant), 'ARCHIVED', threadId);
  return { ids: changed };
}

/** PUT /message/unarchive: archived threads come back to the inbox. */
async function unarchive(tx: Tx, tenant: Tenant, input: TMessageIds, events: EventPort) {
  const changed = await repo.unarchive(tx, await threadsOf(tx, tenant, input));
  for (const threadId of changed) await emit(tx, events, companyOf(tenant), 'UNARCHIVED', threadId);
  return { ids: changed };
}

/** The SPEC §3 names of GET /message/?fields=. */
const FIELD_OF: Record<MessageReadField, (m: TMessageDto) => unknown> = {
  id: (m) => m.id,
  company_id: (m) => m.companyId,
  thread_id: (m) => m.threadId,
  person_id: (m) => m.personId,
  person_name: (m) => m.personName,
  professional_id: (m) => m.professionalId,
  professional_name: (m) => m.professionalName,
  sender: (m) => m.sender,
  sender_name: (m) => m.senderName,
  subject: (m) => m.subject,
  body: (m) => m.body,
  appointment: (m) => m.appointment,
  automatic_answer: (m) => m.automaticAnswer,
  status: (m) => m.status,
  unread: (m) => m.unread,
  views: (m) => m.views,
  message_count: (m) => m.messageCount,
  last_message_at: (m) => m.lastMessageAt,
  last_sender: (m) => m.lastSender,
  archived_at: (m) => m.archivedAt,
  created_at: (m) => m.createdAt,
};

export type { MessageSide };

/**
 * LGPD erasure of a person (the erasure request's anonymise): the bodies of their conversations with the clinic are
 * removed (subjects, dates and senders stay, the clinic's filing) and so are the files attached to them. Answers how
 * many messages changed and the storage keys to delete once the transaction commits.
 */
async function eraseOf(tx: Tx, personId: string): Promise<{ messages: number; files: string[] }> {
  const messages = await repo.eraseBodiesOf(tx, personId, ERASED_MESSAGE_BODY);
  const files = await attachmentRepo.removeOfPerson(tx, personId);
  return { messages, files };
}

export const messageService = { list, unread, get, create, respond, seen, archive, unarchive, eraseOf };
