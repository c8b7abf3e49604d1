import type { Locale } from '@teleconsulta/schema';
import { now } from '@teleconsulta/schema';
import type { FastifyBaseLogger } from 'fastify';
import type { ServicesConfig } from '../config.js';
import type { Database } from '../kit/db.js';
import { SerialRuns } from '../kit/serial-runs.js';
import { inScope, type Tx } from '../kit/tenant.js';
import { noticeLinks, noticeMail } from '../mail/appointment-notice.templates.js';
import type { Mailer, MailTicket } from '../mail/mail.service.js';
import { type NoticeRow, appointmentNoticeRepository as repo } from './appointment-notice.repository.js';
import { dueNotices } from './appointment-notice.rules.js';

/** At most this many appointments of one company per run (the next run takes the rest). */
const BATCH = 200;

export type NoticeRun = { sent: number; companies: number };

/**
 * Appointment confirmations and reminders (issue 4), mailed through the mail service. A run finds the companies with
 * notices due (a database function that names them, nothing else), then, in each company's tenant scope, writes each due notice's row and its mail in
 * the outbox in one transaction: a crash before the commit loses neither (the next run sends it), a crash after it
 * cannot send it again (the row exists), and several instances never send one twice (the unique row: a second insert
 * waits for the first and then does nothing). Mails are handed to the transport after the commit.
 * The worker runs on its own timer (NOTICE_INTERVAL_MS; 0: no timer, runs only when asked, as in the tests).
 */
export class NoticeWorker {
  private timer: NodeJS.Timeout | null = null;
  private readonly runs = new SerialRuns<NoticeRun>();
  private since: Date | null = null;
  private stopped = false;

  constructor(
    private readonly deps: {
      db: Database;
      mail: Mailer;
      config: ServicesConfig['notices'];
      log: FastifyBaseLogger;
    },
  ) {}

  /** Records when the notices started (first start only) and starts the timer, whose first run is at once. */
  async start(): Promise<void> {
    this.since = await inScope(this.deps.db, { companyId: null, userId: null }, (tx) => repo.startedAt(tx));
    if (this.deps.config.intervalMs > 0) this.schedule(0);
  }

  /** Stops the timer and waits for a run in progress to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.runs.idle();
  }

  /** One run now (after the one in progress, if any): every notice due at `now`. */
  async runOnce(at: Date = now()): Promise<NoticeRun> {
    return this.runs.run(() => this.run(at));
  }

  private schedule(delayMs: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.runOnce()
        .catch((error) => this.deps.log.error({ err: error }, 'appointment notices: the run failed'))
        .finally(() => this.schedule(this.deps.config.intervalMs));
    }, delayMs);
    this.timer.unref?.();
  }

  private async run(now: Date): Promise<NoticeRun> {
    const since = this.since ?? (await inScope(this.deps.db, { companyId: null, userId: null }, (tx) => repo.startedAt(tx)));
    this.since = since;
    const companies = await inScope(this.deps.db, { companyId: null, userId: null }, (tx) => repo.companiesWithDue(tx, now, since));
    let sent = 0;
    for (const companyId of companies) {
      if (this.stopped) break;
      try {
        const tickets = await inScope(this.deps.db, { companyId, userId: null }, (tx) => this.company(tx, now, since));
        this.deps.mail.dispatch(tickets);
        sent += tickets.length;
      } catch (error) {
        this.deps.log.error({ err: error, companyId }, 'appointment notices: a company’s notices failed; retried on the next run');
      }
    }
    return { sent, companies: companies.length };
  }

  /**
   * One company's due notices, in its tenant transaction; each appointment's in a savepoint, so one that fails (logged,
   * retried on the next run) does not hold back the others.
   */
  private async company(tx: Tx, now: Date, since: Date): Promise<MailTicket[]> {
    const tickets: MailTicket[] = [];
    for (const appointment of await repo.candidates(tx, now, since, BATCH)) {
      const due = dueNotices(appointment, now, since);
      if (due.length === 0) continue;
      try {
        const queued = await tx.transaction(async (sp) => {
          const mine: MailTicket[] = [];
          for (const kind of due) {
            const ticket = await this.notice(sp as unknown as Tx, appointment, kind);
            if (ticket) mine.push(ticket);
          }
          return mine;
        });
        tickets.push(...queued);
      } catch (error) {
        this.deps.log.error({ err: error, appointmentId: appointment.id }, 'appointment notices: an appointment’s notices failed');
      }
    }
    return tickets;
  }

  private async notice(tx: Tx, a: NoticeRow, kind: ReturnType<typeof dueNotices>[number]): Promise<MailTicket | null> {
    const locale: Locale = a.locale === 'en' ? 'en' : 'pt-BR';
    const id = await repo.claim(tx, { companyId: a.companyId, appointmentId: a.id, kind, locale });
    if (!id || !a.mail) return null;
    const mail = noticeMail({
      kind,
      to: a.mail,
      locale,
      companyId: a.companyId,
      clinic: a.clinic,
      recipientName: a.recipientName,
      dependentName: a.dependentName,
      startsAt: a.startsAt,
      timeZone: a.timeZone,
      links: noticeLinks(this.deps.config.patientAppUrl, a.codes, a.status === 'SCHEDULED' && a.priceCents > 0),
    });
    const ticket = await this.deps.mail.queue(tx, mail);
    await repo.setMail(tx, id, ticket.id);
    return ticket;
  }
}
