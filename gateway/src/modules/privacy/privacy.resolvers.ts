import { MAX_PAGE_SIZE, now, personIdFromUsername } from '@teleconsulta/schema';
import type { QueryResolvers } from '../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../context.js';
import { requireRoles } from '../auth.js';
import { toHistoryItem } from '../person/person-history.mappers.js';
import { toRecordAccess } from '../record-access/record-access.resolvers.js';

/**
 * The history's records the export holds besides the appointments (which it holds in detail, with their files): the
 * clinical documents among them (PRESCRIPTION, EXAM, MEDICAL_REFERRAL) and the emergency pre-assessments' answers, the links shared.
 */
const RECORD_TYPES = ['DIAGNOSTIC', 'EXAM', 'EVENT', 'PRESCRIPTION', 'MEDICAL_REFERRAL', 'QUESTIONNAIRE', 'LINK'] as const;

/** Every page of a paged REST list (the services cap a page at MAX_PAGE_SIZE). */
async function allPages<T>(read: (page: number) => Promise<{ items: T[]; total: number }>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const answer = await read(page);
    items.push(...answer.items);
    if (answer.items.length === 0 || items.length >= answer.total) return items;
  }
}

/** Reads each row's detail, a few at a time: a long history neither waits call after call nor floods the services. */
async function inBatches<T, R>(rows: readonly T[], read: (row: T) => Promise<R>, size = 8): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += size) out.push(...(await Promise.all(rows.slice(i, i + size).map(read))));
  return out;
}

/**
 * The patient's data as their own calls read it (the services decide what a patient may see): the account, their
 * person record and dependents', every appointment in detail, every conversation in full, the terms of use, every
 * acceptance and revocation of a consent, who at the clinic read the record, the erasure requests, the scheduling requests, and each person's diagnostics, exams and emergency visits in full.
 */
async function exportOf(ctx: GatewayContext) {
  const viewer = requireRoles(ctx, ['P']);
  const personId = personIdFromUsername(viewer.username);
  const c = ctx.clients;
  const [account, person, dependents, termsOfUse, consents, erasures] = await Promise.all([
    c.user.me(),
    c.person.get(personId),
    c.person.children(personId),
    c.consent.termsOfUse(),
    c.consent.history(),
    c.erasureRequest.mine({ page: 1, perPage: MAX_PAGE_SIZE }),
  ]);
  const appointmentRows = await allPages((page) => c.appointment.list({ page, perPage: MAX_PAGE_SIZE }));
  const appointments = await inBatches(appointmentRows, (row) => c.appointment.detail(row.id));
  // A patient's list holds every thread of theirs (the archive is the clinic's filing, not theirs).
  const threadRows = await allPages((page) => c.message.list({ page, perPage: MAX_PAGE_SIZE }));
  const messages = await inBatches(threadRows, (row) => c.message.get(row.id));
  const erasureRequests = erasures.items;
  const appointmentRequests = await allPages((page) => c.appointmentRequest.list({ page, perPage: MAX_PAGE_SIZE }));
  const recordAccesses = (await allPages((page) => c.recordAccess.list({ page, perPage: MAX_PAGE_SIZE }))).map(toRecordAccess);
  const healthRecords = await Promise.all(
    [person, ...dependents].map(async (p) => {
      const rows = await allPages((page) => c.person.history(p.id, { filter: RECORD_TYPES, page, perPage: MAX_PAGE_SIZE }));
      const items = await inBatches(rows, (row) => c.person.historyItem(p.id, row.type, row.id));
      return { personId: p.id, items: items.map((item) => toHistoryItem(item, ctx.locale)) };
    }),
  );
  return {
    generatedAt: now().toISOString(),
    account,
    person,
    dependents,
    appointments,
    messages,
    termsOfUse,
    consents,
    erasureRequests,
    appointmentRequests,
    recordAccesses,
    healthRecords,
  };
}

export const privacyQuery: QueryResolvers = {
  myDataExport: (_parent, _args, ctx) => exportOf(ctx),
};
