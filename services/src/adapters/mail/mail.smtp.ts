import nodemailer from 'nodemailer';
import type { MailTransport, OutgoingMail } from './mail.js';

export type SmtpSettings = {
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465 */
  url: string;
  from: string;
  /** Connection, greeting and socket time-outs: a provider that hangs must not keep mails queued for long. */
  timeoutMs: number;
};

/** The real provider: SMTP through nodemailer, one pooled connection set per process. */
export function smtpTransport(settings: SmtpSettings): MailTransport {
  const url = new URL(settings.url);
  const secure = url.protocol === 'smtps:';
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    socketTimeout: settings.timeoutMs * 2,
  });
  return {
    kind: 'smtp',
    send: async (mail: OutgoingMail) => {
      await transporter.sendMail({
        from: settings.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
      });
    },
    close: async () => transporter.close(),
  };
}
