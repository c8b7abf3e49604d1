/** A mail of the outbox as the gateway's `outbox` query lists it. */
export type OutboxMail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  template: string;
  locale: string;
  status: string;
};
