import {
  canManageMembership,
  type Locale,
  type MembershipRole,
  STAFF_INVITATION_TOKEN_BYTES,
  STAFF_INVITATION_TTL_DAYS,
  STAFF_READ_ROLES,
  STAFF_WRITE_ROLES,
  type TStaffInvitationAcceptanceDto,
  type TStaffInvitationDto,
  type TStaffInvitationNewAccount,
  type TStaffInvitationViewDto,
  type TStaffInvite,
  ZStaffInvitationToken,
} from '@teleconsulta/schema';
import { consentService } from '../consent/consent.service.js';
import type { Principal } from '../kit/auth.js';
import type { ServiceContext } from '../kit/context.js';
import { AppError, badField, conflictField, forbidden, notFound, unauthenticated } from '../kit/errors.js';
import { companyOf, requireRole, type Tenant } from '../kit/http.js';
import { hashSecretToken, newSecretToken } from '../kit/secret-token.js';
import { inScope, type Tx } from '../kit/tenant.js';
import { uniqueViolationToField } from '../kit/unique.js';
import type { Mailer, MailTicket } from '../mail/mail.service.js';
import { staffInvitationLink, staffInvitationMail } from '../mail/staff-invitation.templates.js';
import { userService } from '../user/user.service.js';
import { type InvitationRow, staffInvitationRepository as repo, toInvitationDto } from './staff-invitation.repository.js';

/**
 * Staff invitations (issue 16, finding 6): the staff invite an e-mail with roles; the membership is created only when
 * the invited person accepts from the mail's link, with a new account or signed in to theirs. Nothing the inviter is
 * answered depends on whether the e-mail has an account, here or in another company.
 */

/** What sending an invitation needs beyond the transaction: the mailer, the app's address, the inviter's language. */
export type InvitationOutbox = { mailer: Mailer; patientAppUrl: string; locale: Locale };
export type Mailed<T> = { result: T; mails: MailTicket[] };

const invalid = () => new AppError('INVITATION_INVALID');
const isUniqueViolation = (e: unknown) => ((e as { cause?: { code?: string } }).cause ?? (e as { code?: string }))?.code === '23505';

/** CA and ADMIN manage every role; a manager only P, D and DC (access.ts): inviting, re-sending and revoking alike. */
function assertManages(tenant: Tenant, roles: readonly string[]) {
  if (!canManageMembership(tenant.roles, roles)) throw forbidden();
}

/** Closes the e-mail's open invitation, records a new one with a fresh token and queues its mail (the token's only copy). */
async function send(
  tx: Tx,
  tenant: Tenant,
  companyId: string,
  invite: { email: string; roles: readonly MembershipRole[] },
  out: InvitationOutbox,
): Promise<Mailed<TStaffInvitationDto>> {
  await repo.lockEmail(tx, companyId, invite.email);
  await repo.closePending(tx, companyId, invite.email);
  const { token, hash } = newSecretToken(STAFF_INVITATION_TOKEN_BYTES);
  const row = await repo.insert(tx, {
    companyId,
    email: invite.email,
    roles: invite.roles,
    invitedBy: tenant.principal.userId,
    tokenHash: hash,
    ttlDays: STAFF_INVITATION_TTL_DAYS,
  });
  const company = await repo.companyName(tx, companyId);
  const ticket = await out.mailer.queue(
    tx,
    staffInvitationMail({
      to: row.email,
      locale: out.locale,
      companyId,
      clinic: company.name,
      roles: row.roles,
      link: staffInvitationLink(out.patientAppUrl, token),
      expiresAt: new Date(row.expiresAt),
      timeZone: company.timeZone,
    }),
  );
  return { result: toInvitationDto(row), mails: [ticket] };
}

/**
 * POST /staff: invites the e-mail. The only question asked about the e-mail is whether it is already a member here
 * (a CONFLICT, as the staff list already shows); an account elsewhere, or none, changes nothing in the answer.
 */
async function invite(tx: Tx, tenant: Tenant, input: TStaffInvite, out: InvitationOutbox): Promise<Mailed<TStaffInvitationDto>> {
  requireRole(tenant, STAFF_WRITE_ROLES);
  const companyId = companyOf(tenant);
  assertManages(tenant, input.roles);
  if (await repo.isMember(tx, companyId, input.email)) throw conflictField('email');
  return send(tx, tenant, companyId, input, out);
}

/** An invitation still pending in the table (expired or not) that the caller manages; anything else is NOT_FOUND. */
async function openOne(tx: Tx, tenant: Tenant, id: string): Promise<{ companyId: string; row: InvitationRow }> {
  requireRole(tenant, STAFF_WRITE_ROLES);
  const companyId = companyOf(tenant);
  const row = await repo.byId(tx, companyId, id);
  if (!row?.pending) throw notFound();
  assertManages(tenant, row.roles);
  return { companyId, row };
}

/** POST /staff/invitation/{id}/resend: a new link and expiry for the same e-mail and roles; the old link stops working. */
async function resend(tx: Tx, tenant: Tenant, id: string, out: InvitationOutbox): Promise<Mailed<TStaffInvitationDto>> {
  const { companyId, row } = await openOne(tx, tenant, id);
  if (await repo.isMember(tx, companyId, row.email)) throw conflictField('email');
  return send(tx, tenant, companyId, row, out);
}

/** DELETE /staff/invitation/{id}: the link stops working; the invitation is kept, REVOKED. */
async function revoke(tx: Tx, tenant: Tenant, id: string): Promise<TStaffInvitationDto> {
  const { companyId } = await openOne(tx, tenant, id);
  await repo.revoke(tx, companyId, id);
  const row = await repo.byId(tx, companyId, id);
  return toInvitationDto(row!);
}

/** GET /staff/invitation: the open invitations of the company (the console's staff page). */
async function list(tx: Tx, tenant: Tenant, query: { page: number; perPage: number }) {
  requireRole(tenant, STAFF_READ_ROLES);
  const page = await repo.listPending(tx, companyOf(tenant), query.page, query.perPage);
  return { items: page.items.map(toInvitationDto), total: page.total };
}

/**
 * The link's token is the only credential: its company is found by a SECURITY DEFINER function that answers that
 * company's id and nothing else, then everything runs under that tenant's row-level security. A malformed token, an
 * unknown one, and one whose invitation is used, revoked or expired answer the same INVITATION_INVALID.
 */
async function withToken<T>(
  ctx: ServiceContext,
  raw: string,
  userId: string | null,
  fn: (tx: Tx, companyId: string, tokenHash: string) => Promise<T>,
): Promise<T> {
  const parsed = ZStaffInvitationToken.safeParse(raw);
  if (!parsed.success) throw invalid();
  const tokenHash = hashSecretToken(parsed.data);
  const companyId = await inScope(ctx.db, { companyId: null, userId: null }, (tx) => repo.companyOfToken(tx, tokenHash));
  if (!companyId) throw invalid();
  return inScope(ctx.db, { companyId, userId }, (tx) => fn(tx, companyId, tokenHash));
}

/** POST /staff/invitation/view: what the accept page shows (public; the token in the body, never in a logged URL). */
async function view(ctx: ServiceContext, token: string): Promise<TStaffInvitationViewDto> {
  return withToken(ctx, token, null, async (tx, companyId, tokenHash) => {
    const row = await repo.byToken(tx, tokenHash, false);
    if (!row?.open) throw invalid();
    const company = await repo.companyName(tx, companyId);
    const account = await userService.findByEmail(tx, row.email);
    return { companyName: company.name, email: row.email, roles: row.roles, expiresAt: row.expiresAt, hasAccount: Boolean(account) };
  });
}

/** A new account's values, checked and its password hashed before the transaction (argon2 holds no lock). */
export type NewAccount = Omit<TStaffInvitationNewAccount, 'password' | 'passwordConfirm'> & { passwordHash: string };

/**
 * POST /staff/invitation/accept, once per token. With `account`, the invited e-mail must have no account: it is
 * created with the person's own name and password, and their acceptance of the terms of use is recorded. Without, the
 * caller must be signed in as the invited e-mail. A signed-in caller of another e-mail is refused either way.
 */
async function accept(
  ctx: ServiceContext,
  token: string,
  principal: Principal | null,
  account: NewAccount | null,
): Promise<TStaffInvitationAcceptanceDto> {
  return withToken(ctx, token, principal?.userId ?? null, async (tx, companyId, tokenHash) => {
    const row = await repo.byToken(tx, tokenHash, true);
    if (!row?.open) throw invalid();
    if (principal) {
      const me = await userService.findById(tx, principal.userId);
      if (me?.email?.toLowerCase() !== row.email) throw new AppError('INVITATION_OTHER_ACCOUNT');
    }
    const existing = await userService.findByEmail(tx, row.email);
    let userId: string;
    if (account) {
      if (existing) throw new AppError('INVITATION_SIGN_IN_REQUIRED');
      // The terms the person read must be the version in force (a newer one published since the page opened: read it again).
      if (!(await consentService.isCurrentVersion(tx, 'TERMS_OF_USE', account.termsVersion)))
        throw badField('termsVersion', 'termsRequired');
      const user = await userService
        .insertUser(tx, { name: account.name, email: row.email, passwordHash: account.passwordHash })
        .catch((e) => {
          // The same e-mail's account created meanwhile (another tab, another invitation): it exists now.
          throw isUniqueViolation(e) ? new AppError('INVITATION_SIGN_IN_REQUIRED') : e;
        });
      userId = user.id;
      await consentService.record(tx, {
        companyId,
        kind: 'TERMS_OF_USE',
        version: account.termsVersion,
        personId: null,
        acceptedBy: userId,
        byRepresentative: false,
        channel: 'WEB',
        appointmentId: null,
        isConsultorio: false,
      });
    } else {
      if (!principal || existing?.id !== principal.userId || existing.status !== 'active') throw unauthenticated();
      userId = existing.id;
    }
    if (await userService.members.byUserId(tx, companyId, userId)) throw conflictField('email');
    await userService.members
      .insert(tx, companyId, userId, row.roles)
      .catch((e) => uniqueViolationToField(e, { membership_user_id_company_id_key: 'email' }));
    await repo.markAccepted(tx, row.id, userId);
    await ctx.events.append(tx, { companyId, topic: 'membership', type: 'CREATED', entityId: userId, payload: { roles: row.roles } });
    const company = await repo.companyName(tx, companyId);
    return { companyId, companyName: company.name, email: row.email, roles: row.roles };
  });
}

/**
 * The roles an invitation link's token grants, or null when no invitation has that token: the outbox hides the token
 * from a reader who may not grant them (mail.service.ts).
 */
async function rolesOfToken(tx: Tx, token: string): Promise<MembershipRole[] | null> {
  const row = await repo.byToken(tx, hashSecretToken(token), false);
  return row ? row.roles : null;
}

export const staffInvitationService = { invite, resend, revoke, list, view, accept, rolesOfToken };
