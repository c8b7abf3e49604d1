import {
  canManageMembership,
  ERASED_MESSAGE_BODY,
  hasAnyRole,
  type Locale,
  MESSAGE_INBOX_ROLES,
  type TOutboxListQuery,
  type TOutboxMailDto,
} from '@teleconsulta/schema';
import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport, OutgoingMail } from '../adapters/mail/index.js';
import type { Database } from '../kit/db.js';
import { forbidden, notFound } from '../kit/errors.js';
import type { Tenant } from '../kit/http.js';
import { companyOf } from '../kit/http.js';
import { inScope, type Tx } from '../kit/tenant.js';
import { staffInvitationService } from '../staff/staff-invitation.service.js';
import { mailRepository } from './mail.repository.js';

/** What a module asks to send: the rendered mail, its template name and language, and the company it is sent for. */
export type MailRequest = OutgoingMail & { template: string; locale: Locale; companyId: string | null };

/** A mail recorded in the outbox, to hand to the transport once the transaction that recorded it has committed. */
export type MailTicket = { id: string; companyId: string | null; to: string; subject: string; text: string; html: string | null };

/**
 * Sends mails through the configured transport, recording each in the outbox first:
 * - queue() inserts the mail in the caller's transaction (it commits or rolls back with the user's action);
 * - dispatch() runs after the commit, outside any transaction: SMTP delivery, then SENT or FAILED in a transaction of
 *   its own. It never throws and the caller does not wait for it, so a slow or failing provider never fails or
 *   delays the user's action; the mail stays in the outbox as FAILED (with the error) to be seen and sent again.
 */
export class Mailer {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly db: Database,
    readonly transport: MailTransport,
    private readonly log: FastifyBaseLogger,
  ) {}

  async queue(tx: Tx, mail: MailRequest): Promise<MailTicket> {
    const row = await mailRepository.insert(tx, {
      companyId: mail.companyId,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      template: mail.template,
      locale: mail.locale,
      transport: this.transport.kind,
      status: this.transport.kind === 'outbox' ? 'OUTBOX' : 'QUEUED',
    });
    return { id: row.id, companyId: row.companyId, to: row.to, subject: row.subject, text: row.text, html: row.html };
  }

  /** Hands committed mails to the transport in the background (nothing to do for the outbox transport). */
  dispatch(tickets: readonly MailTicket[]): void {
    if (this.transport.kind === 'outbox' || tickets.length === 0) return;
    const run = this.deliver(tickets).finally(() => this.pending.delete(run));
    this.pending.add(run);
  }

  /** Resolves when every dispatched mail has its result recorded (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  async close(): Promise<void> {
    await this.idle();
    await this.transport.close();
  }

  private async deliver(tickets: readonly MailTicket[]): Promise<void> {
    for (const ticket of tickets) {
      let result: { status: 'SENT' | 'FAILED'; error: string | null };
      try {
        await this.transport.send(ticket);
        result = { status: 'SENT', error: null };
      } catch (error) {
        result = { status: 'FAILED', error: String((error as Error)?.message ?? error).slice(0, 500) };
        this.log.warn({ mailId: ticket.id, err: error }, 'mail delivery failed; kept in the outbox as FAILED');
      }
      try {
        await inScope(this.db, { companyId: ticket.companyId, userId: null, internal: ticket.companyId === null }, (tx) =>
          mailRepository.markResult(tx, ticket.id, result),
        );
      } catch (error) {
        this.log.error({ mailId: ticket.id, err: error }, 'could not record a mail delivery result');
      }
    }
  }
}

function requireOutboxReader(tenant: Tenant) {
  if (!hasAnyRole(tenant.roles, MESSAGE_INBOX_ROLES)) throw forbidden();
  companyOf(tenant);
}

/** An invitation link's token in a mail (staff-invitation.templates.ts: …/invite/{token}). */
const INVITATION_TOKEN = /\/invite\/([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/g;
const HIDDEN_TOKEN = 'hidden';

/**
 * SECURITY.md T01 (finding F1): an invitation mail holds the only copy of its link's token, and whoever holds the token
 * accepts the invitation with an account of their own. So a reader who may not grant the invitation's roles (a manager,
 * for an invitation to CA, M or R: access.ts MANAGER_GRANTABLE_ROLES) reads it with the token hidden; reading the
 * outbox must not be a way to roles the reader cannot give. An invitation no longer known hides its token too.
 */
async function forReader(tx: Tx, tenant: Tenant, mail: TOutboxMailDto): Promise<TOutboxMailDto> {
  if (mail.template !== 'staff_invitation') return mail;
  const tokens = new Set([...`${mail.text}\n${mail.html ?? ''}`.matchAll(INVITATION_TOKEN)].map((m) => m[1]!));
  let { text, html } = mail;
  for (const token of tokens) {
    const roles = await staffInvitationService.rolesOfToken(tx, token);
    if (roles && canManageMembership(tenant.roles, roles)) continue;
    text = text.replaceAll(token, HIDDEN_TOKEN);
    html = html === null ? null : html.replaceAll(token, HIDDEN_TOKEN);
  }
  return { ...mail, text, html };
}

/** GET /mail/outbox: the company's mails, newest first (clinic administrators and managers). */
async function list(tx: Tx, tenant: Tenant, query: TOutboxListQuery) {
  requireOutboxReader(tenant);
  const page = await mailRepository.list(tx, query);
  const items: TOutboxMailDto[] = [];
  for (const mail of page.items) items.push(await forReader(tx, tenant, mail));
  return { ...page, items };
}

/** GET /mail/outbox/{id}: another company's mail answers NOT_FOUND (RLS). */
async function get(tx: Tx, tenant: Tenant, id: string) {
  requireOutboxReader(tenant);
  const found = await mailRepository.byId(tx, id);
  if (!found) throw notFound();
  return forReader(tx, tenant, found);
}

/** LGPD erasure (erasure-request service): the tenant's past mails to these addresses lose the address and the text. */
const eraseAddresses = (tx: Tx, addresses: readonly string[]) => mailRepository.eraseAddresses(tx, addresses, ERASED_MESSAGE_BODY);

export const outboxService = { list, get, eraseAddresses };
