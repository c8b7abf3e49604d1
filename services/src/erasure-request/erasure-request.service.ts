import {
  ERASURE_REQUEST_ASK_ROLES,
  ERASURE_REQUEST_MANAGE_ROLES,
  ERASURE_RETENTION_REASON,
  hasAnyRole,
  isErasureRequestOpen,
  type Locale,
  pickLocale,
  type TErasureRequestCreate,
  type TErasureRequestDto,
  type TErasureRequestListQuery,
} from '@teleconsulta/schema';
import type { ServiceContext } from '../kit/context.js';
import { AppError, conflictField, forbidden, notFound } from '../kit/errors.js';
import { companyOf, requireRole, type Tenant } from '../kit/http.js';
import type { Tx } from '../kit/tenant.js';
import { erasureAnswerMail } from '../mail/erasure-request.templates.js';
import { type MailTicket, outboxService } from '../mail/mail.service.js';
import { messageService } from '../message/message.service.js';
import { personService } from '../person/person.service.js';
import { userService } from '../user/user.service.js';
import { type ErasureReach, type ErasureRow, erasureRequestRepository as repo, toErasureDto } from './erasure-request.repository.js';

/**
 * LGPD erasure requests (art. 18 VI; issue 18 item 6; SECURITY.md T21). A patient asks for themself or a dependent; a
 * clinic administrator anonymises (the non-clinical personal data erased, the sign-in closed, the health record kept
 * with the legal reason logged) or refuses with an answer. Either answer is mailed to the patient.
 */

export type Mailed<T> = { result: T; mails: MailTicket[] };
type Deps = Pick<ServiceContext, 'events' | 'mail' | 'log'>;

const isClinic = (tenant: Tenant) => hasAnyRole(tenant.roles, ERASURE_REQUEST_MANAGE_ROLES);

/** The clinic reaches every request of the tenant; a patient those of their own person and dependents. */
async function reachOf(tx: Tx, tenant: Tenant): Promise<ErasureReach> {
  requireRole(tenant, [...ERASURE_REQUEST_MANAGE_ROLES, ...ERASURE_REQUEST_ASK_ROLES]);
  companyOf(tenant);
  return isClinic(tenant) ? null : { personIds: await personService.reachableIds(tx, tenant.principal.userId) };
}

async function find(tx: Tx, id: string, reach: ErasureReach, lock = false): Promise<ErasureRow> {
  const found = await repo.byId(tx, id, reach, lock);
  if (!found) throw notFound();
  return found;
}

async function emit(tx: Tx, deps: Deps, companyId: string, type: 'CREATED' | 'ANONYMISED' | 'REFUSED', row: ErasureRow) {
  await deps.events.append(tx, {
    companyId,
    topic: 'erasure-request',
    type,
    entityId: row.id,
    payload: { personId: row.personId, status: row.status },
  });
}

/** POST /person/erasure-request: the patient asks for themself (personId left out) or a dependent; one open at a time. */
async function request(tx: Tx, tenant: Tenant, input: TErasureRequestCreate, locale: Locale, deps: Deps): Promise<TErasureRequestDto> {
  requireRole(tenant, ERASURE_REQUEST_ASK_ROLES);
  const companyId = companyOf(tenant);
  const userId = tenant.principal.userId;
  const reachable = await personService.reachableIds(tx, userId);
  const own = (await Promise.all(reachable.map((id) => personService.byId(tx, id)))).find((p) => p && p.userId === userId && !p.parentId);
  if (!own) throw forbidden();
  const personId = input.personId ?? own.id;
  // Another patient's person looks exactly like an unknown id.
  if (!reachable.includes(personId)) throw notFound();
  const name = (await repo.userName(tx, userId)) ?? own.name;
  const id = await repo
    .insert(tx, { companyId, personId, requestedByUserId: userId, requestedByName: name, locale })
    .catch((e: unknown) => {
      const code = ((e as { cause?: { code?: string } }).cause ?? (e as { code?: string }))?.code;
      throw code === '23505' ? conflictField('personId') : e;
    });
  const created = await find(tx, id, null);
  await emit(tx, deps, companyId, 'CREATED', created);
  return toErasureDto(created);
}

/** GET /person/erasure-request and GET /erasure-request: a patient's own, or the clinic's list (paged, by status). */
async function list(tx: Tx, tenant: Tenant, query: TErasureRequestListQuery) {
  const page = await repo.list(tx, await reachOf(tx, tenant), query);
  return { items: page.items.map(toErasureDto), total: page.total };
}

/** GET /erasure-request/{id}: one request (a patient: only their own; anything else NOT_FOUND). */
async function get(tx: Tx, tenant: Tenant, id: string): Promise<TErasureRequestDto> {
  return toErasureDto(await find(tx, id, await reachOf(tx, tenant)));
}

/** An open request the clinic answers now, locked: two answers at once are serialised and the second is a CONFLICT. */
async function openOne(tx: Tx, tenant: Tenant, id: string) {
  requireRole(tenant, ERASURE_REQUEST_MANAGE_ROLES);
  const companyId = companyOf(tenant);
  const row = await find(tx, id, null, true);
  if (!isErasureRequestOpen(row.status)) throw new AppError('CONFLICT', { fields: [{ field: 'status', key: 'invalid' }] });
  const answeredBy = (await repo.userName(tx, tenant.principal.userId)) ?? tenant.principal.username;
  return { companyId, row, answeredBy };
}

/** Where the answer is mailed: the record's e-mail, else its account's (a dependent: the guardian's). */
async function recipientOf(tx: Tx, personId: string): Promise<{ to: string | null; name: string }> {
  const person = await personService.byId(tx, personId);
  if (!person) return { to: null, name: '' };
  if (person.parentId) {
    const guardian = await recipientOf(tx, person.parentId);
    return { to: guardian.to, name: guardian.name };
  }
  const account = person.userId ? await repo.accountEmail(tx, person.userId) : null;
  return { to: person.mail ?? account, name: person.name };
}

async function mailAnswer(tx: Tx, deps: Deps, companyId: string, row: ErasureRow, to: { to: string | null; name: string }) {
  if (!to.to) return [];
  const answered = await find(tx, row.id, null);
  const ticket = await deps.mail.queue(
    tx,
    erasureAnswerMail({
      to: to.to,
      name: to.name,
      clinic: await repo.companyName(tx, companyId),
      companyId,
      locale: pickLocale(row.locale ?? undefined),
      status: answered.status === 'DONE' ? 'DONE' : 'REFUSED',
      answer: answered.answer,
    }),
  );
  return [ticket];
}

/**
 * PUT /erasure-request/{id}/anonymise, in one transaction: the person's non-clinical data erased (personService), the
 * bodies of their conversations and their attachments removed (messageService), the past mails to their own addresses
 * stripped of address and text (outboxService), their sign-in closed (userService), the request DONE with the
 * retention reason stored and logged. The health record (appointments, notes, diagnostics, files, consents, payments)
 * is not touched. The answer is mailed to the address read before it was erased: its last use.
 */
async function anonymise(
  tx: Tx,
  tenant: Tenant,
  id: string,
  answer: string | undefined,
  deps: Deps,
): Promise<Mailed<TErasureRequestDto> & { files: string[] }> {
  const { companyId, row, answeredBy } = await openOne(tx, tenant, id);
  const recipient = await recipientOf(tx, row.personId);
  const person = await personService.byId(tx, row.personId);
  if (!person) throw notFound();
  // Their own addresses (a dependent's guardian keeps theirs): the past mails to them lose the address and the text.
  const account = person.userId && !person.parentId ? await repo.accountEmail(tx, person.userId) : null;
  const mailsErased = await outboxService.eraseAddresses(
    tx,
    [person.mail, account].filter((a): a is string => Boolean(a)),
  );
  await personService.anonymise(tx, row.personId, companyId, deps.events);
  const { messages, files } = await messageService.eraseOf(tx, row.personId);
  const accountClosed = person.userId && !person.parentId ? await userService.closePatientAccountIn(tx, person.userId, companyId) : false;
  await repo.answer(tx, id, {
    status: 'DONE',
    answer: answer ?? null,
    retentionReason: ERASURE_RETENTION_REASON,
    userId: tenant.principal.userId,
    userName: answeredBy,
  });
  const done = await find(tx, id, null);
  deps.log.info(
    {
      erasureRequestId: id,
      companyId,
      personId: row.personId,
      messages,
      mails: mailsErased,
      files: files.length,
      accountClosed,
      retention: ERASURE_RETENTION_REASON,
    },
    'erasure request anonymised; health record kept',
  );
  await emit(tx, deps, companyId, 'ANONYMISED', done);
  return { result: toErasureDto(done), mails: await mailAnswer(tx, deps, companyId, done, recipient), files };
}

/** PUT /erasure-request/{id}/refuse: nothing is erased; the clinic's answer (required) is stored and mailed. */
async function refuse(tx: Tx, tenant: Tenant, id: string, answer: string, deps: Deps): Promise<Mailed<TErasureRequestDto>> {
  const { companyId, row, answeredBy } = await openOne(tx, tenant, id);
  await repo.answer(tx, id, { status: 'REFUSED', answer, retentionReason: null, userId: tenant.principal.userId, userName: answeredBy });
  const refused = await find(tx, id, null);
  await emit(tx, deps, companyId, 'REFUSED', refused);
  return { result: toErasureDto(refused), mails: await mailAnswer(tx, deps, companyId, refused, await recipientOf(tx, row.personId)) };
}

export const erasureRequestService = { request, list, get, anonymise, refuse };
