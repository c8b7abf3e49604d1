import type { Database } from '@teleconsulta/services/kit/db';
import { inScope, rows } from '@teleconsulta/services/kit/tenant';
import { sql } from 'drizzle-orm';

export type PlatformMail = { to: string; subject: string; text: string; html: string | null; template: string; locale: string };

/**
 * The platform's mails to an address (no company: password links), newest first. No clinic and no GraphQL call reads
 * them (the outbox policy keeps them to the internal scope), so tests read them as the mail transport does.
 */
export function platformMails(db: Database, to: string): Promise<PlatformMail[]> {
  return inScope(db, { companyId: null, userId: null, internal: true }, (tx) =>
    rows<PlatformMail>(
      tx,
      sql`select "to", subject, text, html, template, locale from mail_outbox
          where company_id is null and "to" = ${to} order by created_at desc, id desc`,
    ),
  );
}

/** The token of a password link in a mail's text (…/reset-password/{token}). */
export function resetTokenOf(mail: PlatformMail): string {
  const match = /\/reset-password\/([A-Za-z0-9_-]{43})/.exec(mail.text);
  if (!match) throw new Error(`no password link in: ${mail.text}`);
  return match[1]!;
}
